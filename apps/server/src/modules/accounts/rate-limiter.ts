import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { rows, type Db } from '@reelhouse/db/database';

export interface Limit {
  /** Events allowed in any window of `windowMs`. */
  max: number;
  windowMs: number;
}

export interface Verdict {
  allowed: boolean;
  /** When refused: how long until the oldest counted event leaves the window. */
  retryAfterMs: number;
}

/**
 * Sliding-window limits: "at most `max` events in any `windowMs`". `consume` counts an event only
 * when it is allowed; `check` and `record` split that for events counted after the fact (failures).
 */
export interface RateLimiter {
  consume(key: string, limit: Limit): Promise<Verdict>;
  check(key: string, limit: Limit): Promise<Verdict>;
  record(key: string, limit: Limit): Promise<void>;
}

const verdictOf = (count: number, oldestMs: number | null, limit: Limit, nowMs: number): Verdict =>
  count < limit.max
    ? { allowed: true, retryAfterMs: 0 }
    : { allowed: false, retryAfterMs: Math.max(1, (oldestMs ?? nowMs) + limit.windowMs - nowMs) };

/** Limits kept in the database (one row per event), shared by every server process using it. */
export class DatabaseRateLimiter implements RateLimiter {
  constructor(private readonly db: Db) {}

  async check(key: string, limit: Limit): Promise<Verdict> {
    const now = Date.now();
    const [row] = await rows<{ count: number; oldest: number | null }>(
      this.db,
      sql`
      select count(*)::int as count, (extract(epoch from min(at)) * 1000)::float8 as oldest
        from (select at from rate_limit_events
               where key = ${key} and at > to_timestamp(${(now - limit.windowMs) / 1000})
               order by at desc limit ${limit.max}) recent`,
    );
    return verdictOf(row?.count ?? 0, row?.oldest ?? null, limit, now);
  }

  async record(key: string, limit: Limit): Promise<void> {
    const now = Date.now();
    await this.db.execute(sql`insert into rate_limit_events (key, at) values (${key}, to_timestamp(${now / 1000}))`);
    // Keep the table small: events older than the window no longer count for anything.
    await this.db.execute(
      sql`delete from rate_limit_events where key = ${key} and at <= to_timestamp(${(now - limit.windowMs) / 1000})`,
    );
  }

  async consume(key: string, limit: Limit): Promise<Verdict> {
    // Serialised per key so two processes cannot both take the last place in the window.
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
      const limiter = new DatabaseRateLimiter(tx as unknown as Db);
      const verdict = await limiter.check(key, limit);
      if (verdict.allowed) await limiter.record(key, limit);
      return verdict;
    });
  }
}

/**
 * Limits kept in Redis as one sorted set of event times per key. Each call is a single Lua script,
 * so a check and its count happen atomically across every server process.
 */
const CONSUME = `
local key, now, window, max, count_it = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')[2]
if count < max and count_it == '1' then
  redis.call('ZADD', key, now, now .. '-' .. redis.call('INCR', key .. ':seq'))
  redis.call('PEXPIRE', key, window)
  redis.call('PEXPIRE', key .. ':seq', window)
end
return {count, oldest or false}`;

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'reelhouse:limit:',
  ) {}

  private async run(key: string, limit: Limit, countIt: boolean): Promise<Verdict> {
    const now = Date.now();
    const [count, oldest] = (await this.redis.eval(
      CONSUME,
      1,
      this.prefix + key,
      now,
      limit.windowMs,
      limit.max,
      countIt ? '1' : '0',
    )) as [number, string | null];
    return verdictOf(count, oldest === null ? null : Number(oldest), limit, now);
  }

  consume(key: string, limit: Limit): Promise<Verdict> {
    return this.run(key, limit, true);
  }

  check(key: string, limit: Limit): Promise<Verdict> {
    return this.run(key, limit, false);
  }

  async record(key: string, limit: Limit): Promise<void> {
    // An event recorded after the fact always counts, even past the limit.
    const now = Date.now();
    await this.redis
      .multi()
      .zadd(this.prefix + key, now, `${now}-${Math.random()}`)
      .pexpire(this.prefix + key, limit.windowMs)
      .exec();
  }
}
