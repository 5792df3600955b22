import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@reelhouse/db/database';
import { oneTimeCodes } from '@reelhouse/db/schema/accounts';

/** A code as stored: its HMAC and salt, never the code itself. */
export interface StoredCode {
  mobile: string;
  codeHash: string;
  salt: string;
  requestIp: string;
}

/** Sign-in codes: only the newest unused one of a number counts, and each is used at most once. */
export class OneTimeCodesRepository {
  constructor(private readonly db: Db) {}

  /** Stores a new code for the number, retiring the earlier ones, valid for `ttlSeconds`. */
  async replace(code: StoredCode, ttlSeconds: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(oneTimeCodes)
        .set({ supersededAt: sql`now()` })
        .where(
          and(eq(oneTimeCodes.mobile, code.mobile), isNull(oneTimeCodes.usedAt), isNull(oneTimeCodes.supersededAt)),
        );
      await tx.insert(oneTimeCodes).values({ ...code, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` });
    });
  }

  /** The number's newest code still unused, not retired and not expired. */
  async live(mobile: string) {
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
    return live;
  }

  /** Marks the code used; false when it was used or retired meanwhile (two requests racing with it). */
  async use(id: number): Promise<boolean> {
    const used = await this.db
      .update(oneTimeCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt), isNull(oneTimeCodes.supersededAt)))
      .returning({ id: oneTimeCodes.id });
    return used.length > 0;
  }
}
