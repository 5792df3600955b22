import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@reelhouse/db/database';
import { oneTimeCodes } from '@reelhouse/db/schema/accounts';
import { fieldError } from '../../errors/app-error';
import { minutesOf, tooMany } from './limited-attempts';
import type { Limit, RateLimiter } from './rate-limiter';
import type { SmsSender } from './sms';

/** The sign-in limits (OWASP ASVS 2.2 / 2.7, NIST SP 800-63B). */
export const codeLimits = {
  /** Wrong guesses one code survives. */
  attemptsPerCode: 5,
  /** A new code no sooner than this after the last one to the same number. */
  resendCooldown: { max: 1, windowMs: 60_000 },
  perNumber: { max: 5, windowMs: 60 * 60_000 },
  perIp: { max: 20, windowMs: 60 * 60_000 },
  /** Failed verifications per number before it is locked for the rest of the hour. */
  failuresPerAccount: { max: 100, windowMs: 60 * 60_000 },
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
    private readonly db: Db,
    private readonly limiter: RateLimiter,
    private readonly sms: SmsSender,
    private readonly options: { ttlSeconds: number; serviceName: string },
  ) {}

  async issue(mobile: string, ip: string): Promise<{ expiresInSeconds: number; resendInSeconds: number }> {
    const cooldown = await this.limiter.check(`code:cooldown:${mobile}`, codeLimits.resendCooldown);
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
    await this.limiter.record(`code:cooldown:${mobile}`, codeLimits.resendCooldown);

    const code = generateCode();
    const salt = randomBytes(16).toString('base64url');
    await this.db.transaction(async (tx) => {
      // Only the newest code counts: asking again retires the earlier ones.
      await tx
        .update(oneTimeCodes)
        .set({ supersededAt: sql`now()` })
        .where(and(eq(oneTimeCodes.mobile, mobile), isNull(oneTimeCodes.usedAt), isNull(oneTimeCodes.supersededAt)));
      await tx.insert(oneTimeCodes).values({
        mobile,
        codeHash: hashCode(code, salt),
        salt,
        requestIp: ip,
        expiresAt: sql`now() + make_interval(secs => ${this.options.ttlSeconds})`,
      });
    });
    await this.sms.sendSignInCode(mobile, code, {
      serviceName: this.options.serviceName,
      validMinutes: Math.round(this.options.ttlSeconds / 60),
    });
    return {
      expiresInSeconds: this.options.ttlSeconds,
      resendInSeconds: codeLimits.resendCooldown.windowMs / 1000,
    };
  }

  /** Accepts the newest live code for the number once; wrong guesses use up the code's tries. */
  async verify(mobile: string, code: string): Promise<void> {
    const failures = `code:failures:${mobile}`;
    const locked = await this.limiter.check(failures, codeLimits.failuresPerAccount);
    if (!locked.allowed) {
      throw tooMany(
        `Too many wrong codes for this number. Sign-in is locked for ${minutesOf(locked.retryAfterMs)} minutes.`,
        locked.retryAfterMs,
      );
    }
    const [live] = await this.db
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.mobile, mobile),
          isNull(oneTimeCodes.usedAt),
          isNull(oneTimeCodes.supersededAt),
          gt(oneTimeCodes.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(oneTimeCodes.id))
      .limit(1);
    if (!live || live.failedAttempts >= codeLimits.attemptsPerCode) {
      await this.limiter.record(failures, codeLimits.failuresPerAccount);
      throw wrongCode('This code has expired or was already used. Ask for a new one.');
    }
    const expected = Buffer.from(live.codeHash);
    const given = Buffer.from(hashCode(code, live.salt));
    if (!timingSafeEqual(expected, given)) {
      await this.limiter.record(failures, codeLimits.failuresPerAccount);
      const [after] = await this.db
        .update(oneTimeCodes)
        .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
        .where(eq(oneTimeCodes.id, live.id))
        .returning({ failedAttempts: oneTimeCodes.failedAttempts });
      const left = codeLimits.attemptsPerCode - (after?.failedAttempts ?? codeLimits.attemptsPerCode);
      throw wrongCode(
        left > 0
          ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
          : 'That code is not right, and it has no tries left. Ask for a new one.',
      );
    }
    // Single use, even when two requests race with the same code.
    const used = await this.db
      .update(oneTimeCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.usedAt)))
      .returning({ id: oneTimeCodes.id });
    if (used.length === 0) throw wrongCode('This code has expired or was already used. Ask for a new one.');
  }
}

const wrongCode = (message: string) => fieldError('validation_failed', 'otp', message);
