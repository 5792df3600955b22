import { createHash } from 'node:crypto';
import { z } from 'zod';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@reelhouse/db/database';
import { idempotencyKeys } from '@reelhouse/db/schema/payments';
import { AppError } from '../../errors/app-error';

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

/**
 * Stripe's `Idempotency-Key` semantics, per member: the first request with a key runs and its
 * successful answer is kept; a retry with the same key and body gets that answer again without
 * running; the same key with another body is refused (422); while the first is still running, a
 * retry is refused (409). A request that fails keeps nothing, so the same key may be retried.
 */
export class IdempotencyKeys {
  constructor(private readonly db: Db) {}

  async run<T>(
    userId: number,
    key: string,
    fingerprint: string,
    work: () => Promise<{ statusCode: number; body: T }>,
  ): Promise<KeptAnswer<T>> {
    const claimed = await this.claim(userId, key, fingerprint);
    if (!claimed) return this.replay<T>(userId, key, fingerprint);
    try {
      const answer = await work();
      await this.db
        .update(idempotencyKeys)
        .set({ statusCode: answer.statusCode, body: answer.body })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return { ...answer, replayed: false };
    } catch (error) {
      await this.db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      throw error;
    }
  }

  /** Forgets keys older than a day. */
  async purgeExpired(): Promise<number> {
    const purged = await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`))
      .returning({ key: idempotencyKeys.key });
    return purged.length;
  }

  /** Takes the key for this request; an expired key is taken over. */
  private async claim(userId: number, key: string, fingerprint: string): Promise<boolean> {
    const claimed = await this.db
      .insert(idempotencyKeys)
      .values({ userId, key, fingerprint })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { fingerprint, statusCode: null, body: null, createdAt: sql`now()` },
        setWhere: lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`),
      })
      .returning({ key: idempotencyKeys.key });
    return claimed.length > 0;
  }

  private async replay<T>(userId: number, key: string, fingerprint: string): Promise<KeptAnswer<T>> {
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
