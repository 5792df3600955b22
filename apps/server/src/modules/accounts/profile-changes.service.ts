import type { ProfileUpdate } from '@reelhouse/contracts/session';
import { AppError, fieldError } from '../../platform/errors/app-error';
import { adultByBirth, type Credentials } from './credentials.service';
import { minutesOf, tooMany } from '../../platform/limits/limited-attempts';
import type { MembersRepository } from './members.repository';
import type { Limit, RateLimiter } from '../../platform/limits/rate-limiter';

/**
 * How often a date of birth already given may be changed: it decides whether A-rated titles
 * open, so it is not something to flip back and forth.
 */
export const birthDateChanges: Limit = { max: 2, windowMs: 365 * 24 * 60 * 60_000 };

/**
 * My Account's profile changes. The date of birth decides the 18+ confirmation again each time it
 * changes: a date under 18 withdraws it at once, and every change is audited and limited.
 */
export class ProfileChanges {
  constructor(
    private readonly members: MembersRepository,
    private readonly credentials: Credentials,
    private readonly limiter: RateLimiter,
  ) {}

  async update(memberId: number, changes: ProfileUpdate, ip: string): Promise<void> {
    await this.credentials.ensureAvailable(changes, memberId);
    const current = await this.members.profile(memberId);
    if (!current) throw new AppError('unauthenticated', 'Sign in to see your account.');
    const { dateOfBirth: given, confirmAdult, noticeDigest, ...fields } = changes;
    // The digest goes to the account's address: it needs one (given now or before).
    if (noticeDigest && !(fields.email ?? current.email))
      throw fieldError(
        'validation_failed',
        'noticeDigest',
        'Add an e-mail address first: the weekly e-mail goes there.',
      );
    const birthChanges = given !== undefined && given !== current.dateOfBirth;
    const dateOfBirth = birthChanges ? given : current.dateOfBirth;
    const adult = adultByBirth(dateOfBirth);
    if (confirmAdult && dateOfBirth !== null && !adult) {
      throw fieldError('validation_failed', 'confirmAdult', 'Your date of birth says you are not 18 yet.');
    }
    if (birthChanges && current.dateOfBirth !== null) {
      const verdict = await this.limiter.consume(`birth-date:member:${memberId}`, birthDateChanges);
      if (!verdict.allowed) {
        const days = Math.ceil(minutesOf(verdict.retryAfterMs) / (24 * 60));
        throw tooMany(
          `Your date of birth was changed twice this year already. You can change it again in ${days} days.`,
          verdict.retryAfterMs,
          'dateOfBirth',
        );
      }
    }
    await this.members.update(
      memberId,
      {
        ...fields,
        ...(noticeDigest !== undefined ? { noticeDigest } : {}),
        ...(birthChanges ? { dateOfBirth } : {}),
        confirmAdult: confirmAdult === true || adult,
        revokeAdult: birthChanges && !adult,
      },
      birthChanges
        ? { action: 'date_of_birth.change', details: { from: current.dateOfBirth, to: dateOfBirth, adult }, ip }
        : undefined,
    );
  }
}
