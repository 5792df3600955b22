import { ADULT_AGE, ageOn } from '@reelhouse/contracts/session';
import type { Registration } from '@reelhouse/contracts/credentials';
import { AppError, fieldError } from '../../platform/errors/app-error';
import type { MembersRepository, Profile } from './members.repository';
import type { OneTimeCodes } from './one-time-codes.service';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords';
import { verifyUnderLimits } from '../../platform/limits/limited-attempts';
import type { Limit, RateLimiter } from '../../platform/limits/rate-limiter';

/** Password guessing limits (OWASP ASVS 2.2.1): per account, and per network. */
export const passwordLimits = {
  failuresPerAccount: { max: 10, windowMs: 15 * 60_000 },
  failuresPerIp: { max: 100, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

const paused = (minutes: number) =>
  `Too many wrong passwords. Password sign-in is paused for ${minutes} minutes; you can still sign in with a code.`;
const wrongLogin = () =>
  new AppError('unauthenticated', 'That username or e-mail and password do not match an account.');

/** Whether a date of birth makes the member an adult: then A-rated titles unlock without asking. */
export const adultByBirth = (dateOfBirth: string | null) => dateOfBirth !== null && ageOn(dateOfBirth) >= ADULT_AGE;

/** Sign-up, password sign-in, password reset by code, password change. */
export class Credentials {
  constructor(
    private readonly members: MembersRepository,
    private readonly codes: OneTimeCodes,
    private readonly limiter: RateLimiter,
  ) {}

  /** 409 naming the field when another member already has this username or e-mail. */
  async ensureAvailable(fields: { username?: string; email?: string }, exceptId: number | null): Promise<void> {
    for (const field of ['username', 'email'] as const) {
      const value = fields[field];
      if (value && (await this.members.taken(field, value, exceptId))) {
        const what = field === 'email' ? 'e-mail address' : 'username';
        throw fieldError('conflict', field, `This ${what} is already taken.`);
      }
    }
  }

  /**
   * A new member, or one who signed in by code before and now completes their profile: the code
   * proves the number is theirs either way. Whether a username or e-mail is taken is said only to
   * someone who proved a number, and the code stays usable so they can pick another.
   */
  async register(input: Registration, ip: string): Promise<Profile> {
    const code = await this.codes.prove(input.mobile, input.otp, ip);
    const existing = await this.members.byMobile(input.mobile);
    await this.ensureAvailable(input, existing?.id ?? null);
    await this.codes.use(code);
    const member = await this.members.findOrCreate(input.mobile);
    const { username, firstName, lastName, email, dateOfBirth } = input;
    await this.members.update(member.id, {
      username,
      firstName,
      lastName,
      email,
      dateOfBirth,
      confirmAdult: adultByBirth(dateOfBirth) || undefined,
    });
    if (input.password) await this.members.setPassword(member.id, await hashPassword(input.password));
    return this.profile(member.id);
  }

  async signIn(login: string, password: string, ip: string): Promise<Profile> {
    const member = await this.members.byLogin(login);
    // The account's username and e-mail share one budget; a login that names no account gets a
    // budget of its own, so the limits answer alike whether or not the account exists.
    const counters = [
      [
        member ? `password:member:${member.id}` : `password:login:${login.toLowerCase()}`,
        passwordLimits.failuresPerAccount,
      ],
      [`password:ip:${ip}`, passwordLimits.failuresPerIp],
    ] as const;
    const matches = await verifyUnderLimits(
      this.limiter,
      counters,
      () => (member?.passwordHash ? verifyPassword(member.passwordHash, password) : verifyDecoy(password)),
      paused,
    );
    if (!member || !matches) throw wrongLogin();
    // The hash stays here: what leaves is the profile.
    const { passwordHash: _hash, ...profile } = member;
    return profile;
  }

  /** `/lost-password`: the code sent to the registered number proves who is asking. */
  async resetPassword(mobile: string, otp: string, password: string, ip: string): Promise<Profile> {
    await this.codes.verify(mobile, otp, ip);
    const member = await this.members.byMobile(mobile);
    if (!member) {
      throw fieldError('validation_failed', 'mobile', 'There is no account with this number. Sign up instead.');
    }
    await this.members.setPassword(member.id, await hashPassword(password));
    return member;
  }

  /** Account details: the current password is needed when there is one. */
  async changePassword(memberId: number, currentPassword: string | undefined, password: string): Promise<void> {
    const { passwordHash: stored } = await this.members.secrets(memberId);
    if (stored) {
      const counters = [[`password:member:${memberId}`, passwordLimits.failuresPerAccount]] as const;
      const verify = async () => currentPassword !== undefined && verifyPassword(stored, currentPassword);
      if (!(await verifyUnderLimits(this.limiter, counters, verify, paused))) {
        throw fieldError('validation_failed', 'currentPassword', 'Your current password is not right.');
      }
    }
    await this.members.setPassword(memberId, await hashPassword(password));
  }

  private async profile(id: number): Promise<Profile> {
    const profile = await this.members.profile(id);
    if (!profile) throw new Error(`member ${id} vanished while registering`);
    return profile;
  }
}
