import { AppError } from '../errors/app-error';
import type { Limit, RateLimiter, Ticket } from './rate-limiter';

/** Whole minutes, at least one, for "try again in N minutes". */
export const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** A limit's refusal: 429 with Retry-After, naming the body field it is about when there is one. */
export const tooMany = (message: string, retryAfterMs: number, field?: string) =>
  new AppError('rate_limited', message, {
    headers: { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) },
    ...(field ? { errors: [{ path: `body.${field}`, message }] } : {}),
  });

/** One limit an attempt must find room in, and the error when it is full. */
export interface Counter {
  key: string;
  limit: Limit;
  refused: (retryAfterMs: number) => Error;
}

/** Places taken on several limits by one attempt. */
export interface Reservation {
  tickets: Ticket[];
  /** Hands every place back: the attempt succeeded and should not count. */
  release(): Promise<void>;
}

/**
 * Takes a place on every counter, atomically per counter, as if the attempt were going to fail;
 * when one is full, gives back the places already taken and throws its error. Verifying only
 * after this ("reserve, then verify") means a burst sent at once gets no more judgements than
 * the limits allow, unlike checking first and recording failures afterwards.
 */
export async function reserve(limiter: RateLimiter, counters: readonly Counter[]): Promise<Reservation> {
  const tickets: Ticket[] = [];
  const release = async () => {
    await Promise.all(tickets.map((ticket) => ticket.release()));
  };
  for (const { key, limit, refused } of counters) {
    const ticket = await limiter.consume(key, limit);
    if (!ticket.allowed) {
      await release();
      throw refused(ticket.retryAfterMs);
    }
    tickets.push(ticket);
  }
  return { tickets, release };
}

/**
 * Checks a secret (password, PIN) under failure limits: a right secret hands its places back, a
 * wrong one keeps them. Refused while any counter is full, with `lockedMessage(minutes)`.
 * Returns whether the secret matched.
 */
export async function verifyUnderLimits(
  limiter: RateLimiter,
  counters: readonly (readonly [string, Limit])[],
  verify: () => Promise<boolean>,
  lockedMessage: (minutes: number) => string,
): Promise<boolean> {
  const refused = (retryAfterMs: number) => tooMany(lockedMessage(minutesOf(retryAfterMs)), retryAfterMs);
  const reservation = await reserve(
    limiter,
    counters.map(([key, limit]) => ({ key, limit, refused })),
  );
  const matches = await verify().catch(async (error: unknown) => {
    await reservation.release();
    throw error;
  });
  if (matches) await reservation.release();
  return matches;
}
