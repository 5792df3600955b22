import { sql } from 'drizzle-orm';
import { rows, type Db } from '@reelhouse/db/database';
import type { Coupon } from './coupon-rules';

const couponColumns = sql`id, code, kind, amount, minimum_spend_paise as "minimumSpendPaise", usage_limit as "usageLimit",
  usage_limit_per_member as "usageLimitPerMember", used_count as "usedCount", expires_at as "expiresAt",
  product_ids as "productIds", category_ids as "categoryIds"`;

/** Coupons by code (any letter case), and how often a member used one. */
export class CouponsRepository {
  constructor(private readonly db: Db) {}

  async byCode(code: string): Promise<Coupon | null> {
    const [row] = await rows<Coupon & { expiresAt: string | Date | null }>(
      this.db,
      sql`select ${couponColumns} from coupons where upper(code) = upper(${code})`,
    );
    return row ? { ...row, expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt) } : null;
  }

  /** Orders of the member that used the coupon and were not cancelled or failed. */
  async memberUses(couponId: number, userId: number | null): Promise<number> {
    if (userId === null) return 0;
    const [row] = await rows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from coupon_redemptions where coupon_id = ${couponId} and user_id = ${userId}`,
    );
    return row?.n ?? 0;
  }
}
