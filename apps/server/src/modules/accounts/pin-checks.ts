import { fieldError } from '../../platform/errors/app-error';
import { verifyUnderLimits } from '../../platform/limits/limited-attempts';
import type { Limit, RateLimiter } from '../../platform/limits/rate-limiter';
import { verifyPassword } from './passwords';

/** Four digits are few: five wrong tries in 15 minutes pause entry of that kind of PIN for the account. */
export const pinLimits = { failuresPerMember: { max: 5, windowMs: 15 * 60_000 } } satisfies Record<string, Limit>;

/**
 * Checks a 4-digit PIN against its argon2id hash under the account's limit for that kind of PIN
 * (`counter`: the parental PIN and profile locks count apart); a wrong one is an error on `field`.
 */
export async function checkPin(
  limiter: RateLimiter,
  counter: string,
  stored: string,
  pin: string | undefined,
  field: string,
): Promise<void> {
  const counters = [[counter, pinLimits.failuresPerMember]] as const;
  const verify = async () => pin !== undefined && verifyPassword(stored, pin);
  const paused = (minutes: number) => `Too many wrong PINs. Try again in ${minutes} minutes.`;
  if (!(await verifyUnderLimits(limiter, counters, verify, paused))) {
    throw fieldError('validation_failed', field, 'That PIN is not right.');
  }
}
