import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { fieldError } from '../../platform/errors/app-error';
import { minutesOf, reserve, tooMany, type Counter } from '../../platform/limits/limited-attempts';
import type { Limit, RateLimiter } from '../../platform/limits/rate-limiter';
import type { SmsSender } from '../../integrations/sms/sms-sender';
import type { OneTimeCodesRepository } from './one-time-codes.repository';

/**
 * The sign-in limits (OWASP ASVS 2.2 / 2.7, NIST SP 800-63B). Wrong codes are limited per code and
 * client, per client, and per number; the per-number lock binds only clients that took part in
 * the guessing, so a stranger cannot lock the owner out (decision record 0015).
 */
export const codeLimits = {
  /** Wrong guesses one client may make at one code. */
  triesPerCodeAndClient: 5,
  perNumber: { max: 5, windowMs: 60 * 60_000 },
  perIp: { max: 20, windowMs: 60 * 60_000 },
  /** Wrong codes one client address may send, whatever the numbers. */
  failuresPerIp: { max: 50, windowMs: 60 * 60_000 },
  /** Wrong codes for one number, from anywhere, before the number is locked (ASVS 2.2.1)... */
  failuresPerNumber: { max: 100, windowMs: 60 * 60_000 },
  /** ...except for the client its live code was sent for, until that client fails this often. */
  failuresPerNumberAndClient: { max: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit | number>;

const CODE_DIGITS = 6;

/** A six-digit code from the operating system's CSPRNG, zero-padded. */
export const generateCode = (): string => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');

/** The stored form of a code: an HMAC keyed by a random salt of its own. */
export const hashCode = (code: string, salt: string): string =>
  createHmac('sha256', salt).update(code).digest('base64url');

/**
 * Issues and checks one-time sign-in codes. Answers never depend on whether the number has an
 * account, so they cannot be used to find out who is a member.
 */
export class OneTimeCodes {
  constructor(
    private readonly codes: OneTimeCodesRepository,
    private readonly limiter: RateLimiter,
    private readonly sms: SmsSender,
    private readonly options: { ttlSeconds: number; resendSeconds: number; serviceName: string },
  ) {}

  /** A new code no sooner than this after the last one to the same number (OTP_RESEND_SECONDS). */
  private get resendCooldown(): Limit {
    return { max: 1, windowMs: this.options.resendSeconds * 1000 };
  }

  async issue(mobile: string, ip: string): Promise<{ expiresInSeconds: number; resendInSeconds: number }> {
    const cooldown = await this.limiter.check(`code:cooldown:${mobile}`, this.resendCooldown);
    if (!cooldown.allowed) {
      throw tooMany(
        `A code was just sent. You can ask for a new one in ${Math.ceil(cooldown.retryAfterMs / 1000)} seconds.`,
        cooldown.retryAfterMs,
      );
    }
    const byIp = await this.limiter.consume(`code:ip:${ip}`, codeLimits.perIp);
    if (!byIp.allowed) {
      throw tooMany(
        `Too many codes were requested from your network. Try again in ${minutesOf(byIp.retryAfterMs)} minutes.`,
        byIp.retryAfterMs,
      );
    }
    const byNumber = await this.limiter.consume(`code:number:${mobile}`, codeLimits.perNumber);
    if (!byNumber.allowed) {
      throw tooMany(
        `Too many codes were sent to this number. Try again in ${minutesOf(byNumber.retryAfterMs)} minutes.`,
        byNumber.retryAfterMs,
      );
    }
    await this.limiter.record(`code:cooldown:${mobile}`, this.resendCooldown);

    const code = generateCode();
    const salt = randomBytes(16).toString('base64url');
    // Only the newest code counts: asking again retires the earlier ones.
    await this.codes.replace({ mobile, codeHash: hashCode(code, salt), salt, requestIp: ip }, this.options.ttlSeconds);
    await this.sms.sendSignInCode(mobile, code, {
      serviceName: this.options.serviceName,
      validMinutes: Math.round(this.options.ttlSeconds / 60),
    });
    return {
      expiresInSeconds: this.options.ttlSeconds,
      resendInSeconds: this.resendCooldown.windowMs / 1000,
    };
  }

  /** Accepts the newest live code for the number, once. */
  async verify(mobile: string, code: string, ip: string): Promise<void> {
    await this.use(await this.prove(mobile, code, ip));
  }

  /**
   * Checks a code without using it up, for callers that have more to check before the code is
   * spent. Every try first takes its places on the limits (reserve, then verify), so a burst gets
   * no more judgements than the limits allow; a right code hands them back.
   */
  async prove(mobile: string, code: string, ip: string): Promise<ProvenCode> {
    const live = await this.codes.live(mobile);
    if (!live) {
      await this.limiter.record(`code:failures:ip:${ip}`, codeLimits.failuresPerIp);
      throw wrongCode('This code has expired or was already used. Ask for a new one.');
    }
    const clientFailures = `code:failures:number-client:${mobile}:${ip}`;
    const counters: Counter[] = [
      {
        key: `code:failures:ip:${ip}`,
        limit: codeLimits.failuresPerIp,
        refused: (wait) =>
          tooMany(`Too many wrong codes from your network. Try again in ${minutesOf(wait)} minutes.`, wait),
      },
    ];
    if (!(await this.mayPassNumberLock(live, ip, clientFailures))) {
      counters.push({
        key: `code:failures:number:${mobile}`,
        limit: codeLimits.failuresPerNumber,
        refused: (wait) =>
          tooMany(`Too many wrong codes for this number. Sign-in is locked for ${minutesOf(wait)} minutes.`, wait),
      });
    }
    counters.push({
      key: `code:tries:${live.id}:${ip}`,
      limit: { max: codeLimits.triesPerCodeAndClient, windowMs: this.options.ttlSeconds * 1000 },
      refused: () => wrongCode('This code has no tries left. Ask for a new one.'),
    });
    const reservation = await reserve(this.limiter, counters);
    const triesLeft = reservation.tickets.at(-1)?.remaining ?? 0;

    if (!timingSafeEqual(Buffer.from(live.codeHash), Buffer.from(hashCode(code, live.salt)))) {
      await this.limiter.record(clientFailures, codeLimits.failuresPerNumberAndClient);
      throw wrongCode(
        triesLeft > 0
          ? `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
          : 'That code is not right, and it has no tries left. Ask for a new one.',
      );
    }
    await reservation.release();
    return { id: live.id };
  }

  /** Spends a proven code; single use, even when two requests race with the same code. */
  async use(proven: ProvenCode): Promise<void> {
    if (!(await this.codes.use(proven.id)))
      throw wrongCode('This code has expired or was already used. Ask for a new one.');
  }

  /**
   * Whether this try skips the number's failure count: only while the number is locked, and only
   * from the client the live code was sent for, while it has not failed at this number itself —
   * the owner who asked for a fresh code. Every client that did the guessing stays locked.
   */
  private async mayPassNumberLock(
    live: { mobile: string; requestIp: string | null },
    ip: string,
    clientFailures: string,
  ) {
    const number = await this.limiter.check(`code:failures:number:${live.mobile}`, codeLimits.failuresPerNumber);
    if (number.allowed || live.requestIp !== ip) return false;
    return (await this.limiter.check(clientFailures, codeLimits.failuresPerNumberAndClient)).allowed;
  }
}

/** A code found right and not yet used. */
export interface ProvenCode {
  id: number;
}

const wrongCode = (message: string) => fieldError('validation_failed', 'otp', message);
