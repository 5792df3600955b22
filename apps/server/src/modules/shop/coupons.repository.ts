import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@reelhouse/db/database';
import { couponRedemptions, coupons } from '@reelhouse/db/schema/shop-orders';
import type { Coupon } from './coupon-rules';

const couponFields = {
  id: coupons.id,
  code: coupons.code,
  kind: coupons.kind,
  amount: coupons.amount,
  minimumSpendPaise: coupons.minimumSpendPaise,
  usageLimit: coupons.usageLimit,
  usageLimitPerMember: coupons.usageLimitPerMember,
  usedCount: coupons.usedCount,
  expiresAt: coupons.expiresAt,
  productIds: coupons.productIds,
  categoryIds: coupons.categoryIds,
};

/** Codes are matched in any letter case, as the unique index on upper(code) keeps them apart. */
const upperCode = sql<string>`upper(${coupons.code})`;

/** Coupons by code (any letter case), and how often members used them. */
export class CouponsRepository {
  constructor(private readonly db: Db) {}

  async byCode(code: string): Promise<Coupon | null> {
    const [coupon] = await this.db.select(couponFields).from(coupons).where(eq(upperCode, code.toUpperCase()));
    return coupon ?? null;
  }

  /** Orders of the member that used the coupon and were not cancelled or failed. */
  async memberUses(couponId: number, userId: number | null): Promise<number> {
    if (userId === null) return 0;
    const uses = await this.membersUses(this.db, [couponId], [userId]);
    return uses.get(`${couponId} ${userId}`) ?? 0;
  }

  /** The coupons with these codes, keyed by upper-case code, locked (in id order) for the caller's transaction. */
  async lockByCodes(tx: Db, codes: readonly string[]): Promise<Map<string, Coupon>> {
    const found = await tx
      .select(couponFields)
      .from(coupons)
      .where(
        inArray(
          upperCode,
          codes.map((code) => code.toUpperCase()),
        ),
      )
      .orderBy(coupons.id)
      .for('update');
    return new Map(found.map((coupon) => [coupon.code.toUpperCase(), coupon]));
  }

  /** How often each of these members used each of these coupons, keyed `${couponId} ${userId}`. */
  async membersUses(db: Db, couponIds: readonly number[], userIds: readonly number[]): Promise<Map<string, number>> {
    const found = await db
      .select({ couponId: couponRedemptions.couponId, userId: couponRedemptions.userId, n: count() })
      .from(couponRedemptions)
      .where(and(inArray(couponRedemptions.couponId, [...couponIds]), inArray(couponRedemptions.userId, [...userIds])))
      .groupBy(couponRedemptions.couponId, couponRedemptions.userId);
    return new Map(found.map(({ couponId, userId, n }) => [`${couponId} ${userId}`, n]));
  }
}
