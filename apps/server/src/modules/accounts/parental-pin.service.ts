import type { ParentalPinUpdate } from '@reelhouse/contracts/session';
import { AppError } from '../../platform/errors/app-error';
import type { MembersRepository } from './members.repository';
import type { OneTimeCodes } from './one-time-codes.service';
import { hashPassword } from './passwords';
import { checkPin } from './pin-checks';
import type { RateLimiter } from '../../platform/limits/rate-limiter';
import type { CurrentSession } from '../../platform/auth/session-requests';
import type { Sessions } from './sessions.repository';

/**
 * The parental PIN: stored as an argon2id hash; while set, A and U/A 16+ titles are locked on
 * every device until the PIN is entered there.
 */
export class ParentalPins {
  constructor(
    private readonly members: MembersRepository,
    private readonly sessions: Sessions,
    private readonly codes: OneTimeCodes,
    private readonly limiter: RateLimiter,
  ) {}

  /** Sets, changes or removes the PIN; a PIN already set is proven by itself or by a code to the member's number. */
  async update(member: { id: number; mobile: string }, input: ParentalPinUpdate, ip: string): Promise<void> {
    const { parentalPinHash: stored } = await this.members.secrets(member.id);
    if (stored) {
      if (input.otp) await this.codes.verify(member.mobile, input.otp, ip);
      else await this.check(member.id, stored, input.currentPin, 'currentPin');
    }
    await this.members.setParentalPin(member.id, input.pin === null ? null : await hashPassword(input.pin));
    await this.sessions.lockEverywhere(member.id);
  }

  /** Unlocks the locked titles on this device only. */
  async unlock(session: CurrentSession, pin: string): Promise<void> {
    const { parentalPinHash: stored } = await this.members.secrets(session.user.id);
    if (!stored) throw new AppError('bad_request', 'There is no parental PIN on this account.');
    await this.check(session.user.id, stored, pin, 'pin');
    await this.sessions.setPinUnlocked(session.idHash, true);
  }

  private check(memberId: number, stored: string, pin: string | undefined, field: string): Promise<void> {
    return checkPin(this.limiter, `pin:member:${memberId}`, stored, pin, field);
  }
}
