import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '@reelhouse/db/database';
import type { Coupon } from './coupon-rules';

const couponColumns = sql`id, code, kind, amount, minimum_spend_paise as "minimumSpendPaise", usage_limit as "usageLimit",
  usage_limit_per_member as "usageLimitPerMember", used_count as "usedCount", expires_at as "expiresAt",
  product_ids as "productIds", category_ids as "categoryIds"`;

type CouponRow = Coupon & { expiresAt: string | Date | null };

const toCoupon = (row: CouponRow): Coupon => ({
  ...row,
  expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt),
});

/** Coupons by code (any letter case), and how often members used them. */
export class CouponsRepository {
  constructor(private readonly db: Db) {}

  async byCode(code: string): Promise<Coupon | null> {
    const [row] = await this.select(this.db, sql`upper(code) = upper(${code})`);
    return row ? toCoupon(row) : null;
  }

  /** Orders of the member that used the coupon and were not cancelled or failed. */
  async memberUses(couponId: number, userId: number | null): Promise<number> {
    if (userId === null) return 0;
    const uses = await this.membersUses(this.db, [couponId], [userId]);
    return uses.get(`${couponId} ${userId}`) ?? 0;
  }

  /** The coupons with these codes, keyed by upper-case code, locked for the caller's transaction. */
  async lockByCodes(tx: Db, codes: readonly string[]): Promise<Map<string, Coupon>> {
    const found = await this.select(
      tx,
      sql`upper(code) in ${codes.map((code) => code.toUpperCase())} order by id for update`,
    );
    return new Map(found.map((row) => [row.code.toUpperCase(), toCoupon(row)]));
  }

  /** How often each of these members used each of these coupons, keyed `${couponId} ${userId}`. */
  async membersUses(db: Db, couponIds: readonly number[], userIds: readonly number[]): Promise<Map<string, number>> {
    const found = await rows<{ couponId: number; userId: number; n: number }>(
      db,
      sql`select coupon_id as "couponId", user_id as "userId", count(*)::int as n from coupon_redemptions
           where coupon_id in ${[...couponIds]} and user_id in ${[...userIds]} group by coupon_id, user_id`,
    );
    return new Map(found.map(({ couponId, userId, n }) => [`${couponId} ${userId}`, n]));
  }

  private select(db: Db, where: SQL): Promise<CouponRow[]> {
    return rows<CouponRow>(db, sql`select ${couponColumns} from coupons where ${where}`);
  }
}
