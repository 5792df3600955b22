import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@reelhouse/contracts/shop-orders';
import type { Db } from '@reelhouse/db/database';
import { couponRedemptions, orders, orderStatusHistory } from '@reelhouse/db/schema/shop-orders';
import { grantDownloadsWhere } from './shop-sql';

const lockedColumns = {
  id: orders.id,
  number: orders.number,
  email: orders.email,
  lang: orders.lang,
  status: orders.status,
  stockState: orders.stockState,
  paidAt: orders.paidAt,
};

export type StockState = 'held' | 'committed' | 'released';
export interface LockedOrder {
  id: number;
  number: string;
  email: string;
  lang: string;
  status: OrderStatus;
  stockState: StockState;
  paidAt: Date | null;
}

/**
 * The statements an order's change of status is made of, run on the caller's transaction (`tx`);
 * which of them a move runs is the rule in `order-moves.service.ts`.
 */
export class OrderMovesRepository {
  constructor(private readonly tx: Db) {}

  async lock(orderId: number): Promise<LockedOrder | null> {
    const [order] = await this.tx.select(lockedColumns).from(orders).where(eq(orders.id, orderId)).for('update');
    return order ?? null;
  }

  async statusOf(orderId: number): Promise<OrderStatus | null> {
    const [order] = await this.tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    return order?.status ?? null;
  }

  /** Puts the units the order took back on sale. */
  async returnStock(orderId: number): Promise<void> {
    await this.tx.execute(
      sql`update product_variants v set stock_quantity = v.stock_quantity + x.quantity
            from (select variant_id, sum(quantity)::int as quantity from order_items
                   where order_id = ${orderId} and stock_taken group by variant_id) x
           where v.id = x.variant_id`,
    );
  }

  /** Gives back the coupon use the order counted. */
  async returnCouponUse(orderId: number): Promise<void> {
    await this.tx.execute(sql`update coupons c set used_count = c.used_count - 1 from coupon_redemptions r
                               where r.order_id = ${orderId} and c.id = r.coupon_id and c.used_count > 0`);
    await this.tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
  }

  /** Counts the order's units in its products' sales. */
  async countSales(orderId: number): Promise<void> {
    await this.tx.execute(
      sql`update products p set sales_count = p.sales_count + x.quantity
            from (select product_id, sum(quantity)::int as quantity from order_items
                   where order_id = ${orderId} and product_id is not null group by product_id) x
           where p.id = x.product_id`,
    );
  }

  /** Gives the buyer the downloads the order bought, with each product's limit and expiry. */
  async grantDownloads(orderId: number): Promise<void> {
    await this.tx.execute(grantDownloadsWhere(sql`o.id = ${orderId}`));
  }

  /**
   * Moves the order's download rights in the ledger to `state`; a right that closes (revoked,
   * refunded) ends now. Rights already closed stay as they are.
   */
  async setDownloadRights(orderId: number, state: 'active' | 'suspended' | 'revoked' | 'refunded'): Promise<void> {
    const closes = state === 'revoked' || state === 'refunded';
    await this.tx.execute(
      sql`update entitlements
             set state = ${state},
                 ends_at = case when ${closes}
                                then greatest(least(coalesce(ends_at, now()), now()), starts_at + interval '1 second')
                                else ends_at end
           where order_id = ${orderId} and state in ('active', 'suspended')`,
    );
  }

  async setStatus(
    orderId: number,
    change: { status: OrderStatus; stockState?: StockState; endHold: boolean; paidNow: boolean },
  ): Promise<void> {
    await this.tx
      .update(orders)
      .set({
        status: change.status,
        updatedAt: sql`now()`,
        ...(change.stockState && { stockState: change.stockState }),
        ...(change.endHold && { holdExpiresAt: null }),
        ...(change.paidNow && { paidAt: sql`now()` }),
      })
      .where(eq(orders.id, orderId));
  }

  async addHistory(line: {
    orderId: number;
    fromStatus: OrderStatus;
    toStatus: OrderStatus;
    note: string | null;
    actorId?: number | null;
  }): Promise<void> {
    await this.tx.insert(orderStatusHistory).values(line);
  }
}
