import { AppError } from '../../errors/app-error';
import type { Limit, RateLimiter } from './rate-limiter';

/** Whole minutes, at least one, for "try again in N minutes". */
export const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** A limit's refusal: 429 with Retry-After. */
export const tooMany = (message: string, retryAfterMs: number) =>
  new AppError('rate_limited', message, { headers: { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) } });

/**
 * Checks a secret (password, PIN) under failure limits: refused while any counter is full, with
 * `lockedMessage(minutes)`; a wrong secret counts on every counter. Returns whether it matched.
 */
export async function verifyUnderLimits(
  limiter: RateLimiter,
  counters: readonly (readonly [string, Limit])[],
  verify: () => Promise<boolean>,
  lockedMessage: (minutes: number) => string,
): Promise<boolean> {
  for (const [key, limit] of counters) {
    const verdict = await limiter.check(key, limit);
    if (!verdict.allowed) throw tooMany(lockedMessage(minutesOf(verdict.retryAfterMs)), verdict.retryAfterMs);
  }
  const matches = await verify();
  if (!matches) await Promise.all(counters.map(([key, limit]) => limiter.record(key, limit)));
  return matches;
}
