import { createHash } from 'node:crypto';
import { z } from 'zod';
import { and, eq, lt, sql } from 'drizzle-orm';
import { rows, type Db } from '@reelhouse/db/database';
import { idempotencyKeys } from '@reelhouse/db/schema/payments';
import { AppError } from './errors/app-error';

/** How long a key's answer is kept (Stripe keeps them for 24 hours). */
const KEEP_HOURS = 24;

export interface KeptAnswer<T> {
  statusCode: number;
  body: T;
  /** The answer comes from an earlier request with the same key. */
  replayed: boolean;
}

/** An `Idempotency-Key` header's value: printable ASCII, at most 255 characters (Stripe's rules). */
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(255, 'an Idempotency-Key is at most 255 characters')
  .regex(/^[\x21-\x7e]+$/, 'an Idempotency-Key is printable ASCII without spaces');

/** The request's identity for a key: a retry must send the same method, path and body. */
export const fingerprintOf = (method: string, path: string, body: unknown) =>
  createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');

/** One request's claim on a key. */
export interface KeyClaim {
  userId: number;
  key: string;
  fingerprint: string;
}

type KeyOf = Pick<KeyClaim, 'userId' | 'key'>;

const records = (items: readonly object[]) => sql`${JSON.stringify(items)}::jsonb`;

/**
 * Stripe's `Idempotency-Key` semantics, per member: the first request with a key runs and its
 * successful answer is kept; a retry with the same key and body gets that answer again without
 * running; the same key with another body is refused (422); while the first is still running, a
 * retry is refused (409). A request that fails keeps nothing, so the same key may be retried.
 * `run` does it for one request; `claim`, `keep` and `release` do it for a batch of requests
 * inside the caller's transaction (checkout writes concurrent orders together).
 */
export class IdempotencyKeys {
  constructor(private readonly db: Db) {}

  async run<T>(
    userId: number,
    key: string,
    fingerprint: string,
    work: () => Promise<{ statusCode: number; body: T }>,
  ): Promise<KeptAnswer<T>> {
    const [claimed] = await this.claim(this.db, [{ userId, key, fingerprint }]);
    if (!claimed) return this.replay<T>(userId, key, fingerprint);
    try {
      const answer = await work();
      await this.keep(this.db, [{ userId, key, ...answer }]);
      return { ...answer, replayed: false };
    } catch (error) {
      await this.release(this.db, [{ userId, key }]);
      throw error;
    }
  }

  /**
   * Takes the keys for these requests (an expired key is taken over) and answers, per claim,
   * whether it was taken; a key not taken is answered by `replay`. Claims must be distinct.
   */
  async claim(db: Db, claims: readonly KeyClaim[]): Promise<boolean[]> {
    const taken = await rows<KeyOf>(
      db,
      sql`insert into idempotency_keys (user_id, key, fingerprint)
          select c."userId", c.key, c.fingerprint from jsonb_to_recordset(${records(claims)}) as c("userId" int, key text, fingerprint text)
          on conflict (user_id, key) do update
            set fingerprint = excluded.fingerprint, status_code = null, body = null, created_at = now()
            where idempotency_keys.created_at < now() - make_interval(hours => ${KEEP_HOURS})
          returning user_id as "userId", key`,
    );
    const ids = new Set(taken.map(({ userId, key }) => `${userId} ${key}`));
    return claims.map(({ userId, key }) => ids.has(`${userId} ${key}`));
  }

  /** Keeps the answers of requests that succeeded, for their retries. */
  async keep(db: Db, answers: readonly (KeyOf & { statusCode: number; body: unknown })[]): Promise<void> {
    if (answers.length === 0) return;
    await db.execute(
      sql`update idempotency_keys k set status_code = a."statusCode", body = a.body
            from jsonb_to_recordset(${records(answers)}) as a("userId" int, key text, "statusCode" int, body jsonb)
           where k.user_id = a."userId" and k.key = a.key`,
    );
  }

  /** Lets go of the keys of requests that failed, so they may be retried. */
  async release(db: Db, keys: readonly KeyOf[]): Promise<void> {
    if (keys.length === 0) return;
    await db.execute(
      sql`delete from idempotency_keys k using jsonb_to_recordset(${records(keys)}) as r("userId" int, key text)
           where k.user_id = r."userId" and k.key = r.key`,
    );
  }

  /** Forgets keys older than a day. */
  async purgeExpired(): Promise<number> {
    const purged = await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`))
      .returning({ key: idempotencyKeys.key });
    return purged.length;
  }

  /** The answer kept for a key someone else claimed, or why there is none to give. */
  async replay<T>(userId: number, key: string, fingerprint: string): Promise<KeptAnswer<T>> {
    const [kept] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    // Gone between our insert and this read: the first request failed and released it.
    if (!kept)
      throw new AppError('idempotency_key_in_use', 'A request with this Idempotency-Key just failed; retry it.');
    if (kept.fingerprint !== fingerprint) {
      throw new AppError(
        'idempotency_key_reused',
        'This Idempotency-Key was used for a different request. Use a new key for a new request.',
      );
    }
    if (kept.statusCode === null) {
      throw new AppError(
        'idempotency_key_in_use',
        'A request with this Idempotency-Key is still being processed. Retry once it has finished.',
      );
    }
    return { statusCode: kept.statusCode, body: kept.body as T, replayed: true };
  }
}
