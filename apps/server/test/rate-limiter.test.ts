import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseRateLimiter, RedisRateLimiter, type RateLimiter } from '../src/platform/limits/rate-limiter';
import { openTestDatabase } from './support/test-database';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let closeDb: () => Promise<void>;
let redis: Redis;
const limiters: Record<string, RateLimiter> = {};

beforeAll(async () => {
  const { database, drop } = await openTestDatabase();
  closeDb = async () => {
    await database.close();
    await drop();
  };
  limiters.database = new DatabaseRateLimiter(database.db);
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  limiters.redis = new RedisRateLimiter(redis, `test:${process.pid}:${Date.now()}:`);
});
afterAll(async () => {
  redis.disconnect();
  await closeDb();
});

describe.each(['database', 'redis'])('%s rate limiter', (name) => {
  const limiter = () => limiters[name] as RateLimiter;

  it('allows `max` events in the window, refuses the next, and says how long to wait', async () => {
    const limit = { max: 3, windowMs: 60_000 };
    for (let attempt = 0; attempt < 3; attempt++) expect((await limiter().consume('a', limit)).allowed).toBe(true);
    const refused = await limiter().consume('a', limit);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(59_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await limiter().consume('other-key', limit)).allowed).toBe(true);
  });

  it('slides: once the oldest event leaves the window, one more is allowed', async () => {
    const limit = { max: 1, windowMs: 400 };
    expect((await limiter().consume('b', limit)).allowed).toBe(true);
    expect((await limiter().consume('b', limit)).allowed).toBe(false);
    await pause(450);
    expect((await limiter().consume('b', limit)).allowed).toBe(true);
  });

  it('gives exactly `max` places to a burst of concurrent calls, and says how many are left', async () => {
    const limit = { max: 7, windowMs: 60_000 };
    const tickets = await Promise.all(Array.from({ length: 30 }, () => limiter().consume('burst', limit)));
    expect(tickets.filter((ticket) => ticket.allowed)).toHaveLength(7);
    expect(
      tickets
        .map((ticket) => ticket.remaining)
        .sort((a, b) => b - a)
        .slice(0, 7),
    ).toEqual([6, 5, 4, 3, 2, 1, 0]);
  });

  it('takes back a released place, and only that one', async () => {
    const limit = { max: 2, windowMs: 60_000 };
    const first = await limiter().consume('release', limit);
    await limiter().consume('release', limit);
    expect((await limiter().consume('release', limit)).allowed).toBe(false);
    await first.release();
    expect((await limiter().consume('release', limit)).allowed).toBe(true);
    expect((await limiter().consume('release', limit)).allowed).toBe(false);
  });

  it('check does not count; record always does', async () => {
    const limit = { max: 2, windowMs: 60_000 };
    expect((await limiter().check('c', limit)).allowed).toBe(true);
    await limiter().record('c', limit);
    expect((await limiter().check('c', limit)).allowed).toBe(true);
    await limiter().record('c', limit);
    expect((await limiter().check('c', limit)).allowed).toBe(false);
  });
});
