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
  /** Places left in the window after this call. */
  remaining: number;
}

/** A counted event that can be handed back, e.g. when the attempt it reserved succeeded. */
export interface Ticket extends Verdict {
  /** Uncounts the event; does nothing when the verdict was a refusal. */
  release(): Promise<void>;
}

/**
 * Sliding-window limits: "at most `max` events in any `windowMs`". `consume` counts an event only
 * when it is allowed, atomically, so a burst of concurrent calls gets exactly `max` places;
 * `check` looks without counting and `record` counts after the fact, even past the limit.
 */
export interface RateLimiter {
  consume(key: string, limit: Limit): Promise<Ticket>;
  check(key: string, limit: Limit): Promise<Verdict>;
  record(key: string, limit: Limit): Promise<void>;
}

/** The verdict on a window holding `count` events, of which the oldest was at `oldestMs`. */
const verdictOf = (count: number, oldestMs: number | null, limit: Limit, nowMs: number, counting: boolean): Verdict =>
  count < limit.max
    ? { allowed: true, retryAfterMs: 0, remaining: limit.max - count - (counting ? 1 : 0) }
    : { allowed: false, retryAfterMs: Math.max(1, (oldestMs ?? nowMs) + limit.windowMs - nowMs), remaining: 0 };

const refusal = (verdict: Verdict): Ticket => ({ ...verdict, release: () => Promise.resolve() });

/** Limits kept in the database (one row per event), shared by every server process using it. */
export class DatabaseRateLimiter implements RateLimiter {
  constructor(private readonly db: Db) {}

  check(key: string, limit: Limit): Promise<Verdict> {
    return this.look(key, limit, false);
  }

  private async look(key: string, limit: Limit, counting: boolean): Promise<Verdict> {
    const now = Date.now();
    const [row] = await rows<{ count: number; oldest: number | null }>(
      this.db,
      sql`
      select count(*)::int as count, (extract(epoch from min(at)) * 1000)::float8 as oldest
        from (select at from rate_limit_events
               where key = ${key} and at > to_timestamp(${(now - limit.windowMs) / 1000})
               order by at desc limit ${limit.max}) recent`,
    );
    return verdictOf(row?.count ?? 0, row?.oldest ?? null, limit, now, counting);
  }

  async record(key: string, limit: Limit): Promise<void> {
    await this.insert(key, limit);
  }

  /** Counts one event now and returns its row id. */
  private async insert(key: string, limit: Limit): Promise<number> {
    const now = Date.now();
    const [row] = await rows<{ id: number }>(
      this.db,
      sql`insert into rate_limit_events (key, at) values (${key}, to_timestamp(${now / 1000})) returning id`,
    );
    // Keep the table small: events older than the window no longer count for anything.
    await this.db.execute(
      sql`delete from rate_limit_events where key = ${key} and at <= to_timestamp(${(now - limit.windowMs) / 1000})`,
    );
    return Number(row?.id);
  }

  async consume(key: string, limit: Limit): Promise<Ticket> {
    // Serialised per key so two processes cannot both take the last place in the window.
    const { verdict, id } = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
      const limiter = new DatabaseRateLimiter(tx as unknown as Db);
      const verdict = await limiter.look(key, limit, true);
      return { verdict, id: verdict.allowed ? await limiter.insert(key, limit) : null };
    });
    if (id === null) return refusal(verdict);
    return {
      ...verdict,
      release: async () => {
        await this.db.execute(sql`delete from rate_limit_events where id = ${id}`);
      },
    };
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
local member = false
if count < max and count_it == '1' then
  member = now .. '-' .. redis.call('INCR', key .. ':seq')
  redis.call('ZADD', key, now, member)
  redis.call('PEXPIRE', key, window)
  redis.call('PEXPIRE', key .. ':seq', window)
end
return {count, oldest or false, member}`;

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'reelhouse:limit:',
  ) {}

  private async run(key: string, limit: Limit, countIt: boolean): Promise<Verdict & { member: string | null }> {
    const now = Date.now();
    const [count, oldest, member] = (await this.redis.eval(
      CONSUME,
      1,
      this.prefix + key,
      now,
      limit.windowMs,
      limit.max,
      countIt ? '1' : '0',
    )) as [number, string | null, string | null];
    return { ...verdictOf(count, oldest === null ? null : Number(oldest), limit, now, countIt), member };
  }

  async consume(key: string, limit: Limit): Promise<Ticket> {
    const { member, ...verdict } = await this.run(key, limit, true);
    if (member === null) return refusal(verdict);
    return {
      ...verdict,
      release: async () => {
        await this.redis.zrem(this.prefix + key, member);
      },
    };
  }

  async check(key: string, limit: Limit): Promise<Verdict> {
    const { member: _none, ...verdict } = await this.run(key, limit, false);
    return verdict;
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
