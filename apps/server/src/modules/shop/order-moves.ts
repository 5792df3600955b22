import { eq, sql } from 'drizzle-orm';
import { canMoveOrder, type OrderStatus } from '@reelhouse/contracts/shop-orders';
import type { Db } from '@reelhouse/db/database';
import { couponRedemptions, orders, orderStatusHistory } from '@reelhouse/db/schema/shop-orders';
import { AppError } from '../../platform/errors/app-error';

export interface MovedOrder {
  id: number;
  number: string;
  email: string;
  lang: string;
  from: OrderStatus;
  to: OrderStatus;
}

const lockedColumns = {
  id: orders.id,
  number: orders.number,
  email: orders.email,
  lang: orders.lang,
  status: orders.status,
  stockState: orders.stockState,
  paidAt: orders.paidAt,
};
type LockedOrder = Omit<MovedOrder, 'from' | 'to'> & {
  status: OrderStatus;
  stockState: 'held' | 'committed' | 'released';
  paidAt: Date | null;
};

const label = (status: OrderStatus) => status.replace('_', ' ');

/** Gives an order's counted stock back, and its coupon use (the order no longer happens). */
async function release(tx: Db, order: LockedOrder): Promise<void> {
  if (order.stockState !== 'released') {
    await tx.execute(
      sql`update product_variants v set stock_quantity = v.stock_quantity + x.quantity
            from (select variant_id, sum(quantity)::int as quantity from order_items
                   where order_id = ${order.id} and stock_taken group by variant_id) x
           where v.id = x.variant_id`,
    );
  }
  await tx.execute(sql`update coupons c set used_count = c.used_count - 1 from coupon_redemptions r
                        where r.order_id = ${order.id} and c.id = r.coupon_id and c.used_count > 0`);
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, order.id));
}

/** The order is paid for: its sales count, and its buyer gets the downloads it bought. */
async function markPaid(tx: Db, order: LockedOrder): Promise<void> {
  await tx.execute(
    sql`update products p set sales_count = p.sales_count + x.quantity
          from (select product_id, sum(quantity)::int as quantity from order_items
                 where order_id = ${order.id} and product_id is not null group by product_id) x
         where p.id = x.product_id`,
  );
  await tx.execute(
    sql`insert into order_downloads (order_id, file_id, user_id, remaining, expires_at)
        select o.id, f.id, o.user_id, p.download_limit,
               case when p.download_expiry_days is not null then now() + make_interval(days => p.download_expiry_days) end
          from orders o join order_items oi on oi.order_id = o.id and oi.downloadable
          join products p on p.id = oi.product_id join product_files f on f.product_id = p.id
         where o.id = ${order.id}
        on conflict (order_id, file_id) do nothing`,
  );
}

/**
 * Moves an order to another status inside the caller's transaction, if `orderTransitions` allows
 * it (else 409), with what the move means: cancelled or failed gives stock and coupon back;
 * processing from pending payment or on hold — and completed, for cash on delivery — means paid;
 * every move is written into the order's history.
 */
export async function moveOrder(
  tx: Db,
  orderId: number,
  to: OrderStatus,
  by: { actorId: number | null; note: string | null },
): Promise<MovedOrder> {
  const [order] = await tx.select(lockedColumns).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError('not_found', 'There is no such order.');
  if (!canMoveOrder(order.status, to))
    throw new AppError('conflict', `An order that is ${label(order.status)} cannot become ${label(to)}.`);
  const paysNow = order.paidAt === null && (to === 'processing' ? order.status !== 'processing' : to === 'completed');
  if (to === 'cancelled' || to === 'failed') await release(tx, order);
  if (paysNow) await markPaid(tx, order);
  const released = to === 'cancelled' || to === 'failed';
  await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(released && { stockState: 'released' as const }),
      ...(!released && paysNow && order.stockState === 'held' && { stockState: 'committed' as const }),
      // Only an order waiting for payment holds its stock until a time.
      ...(to !== 'pending_payment' && { holdExpiresAt: null }),
      ...(paysNow && { paidAt: sql`now()` }),
    })
    .where(eq(orders.id, orderId));
  await tx
    .insert(orderStatusHistory)
    .values({ orderId, fromStatus: order.status, toStatus: to, note: by.note, actorId: by.actorId });
  return { id: order.id, number: order.number, email: order.email, lang: order.lang, from: order.status, to };
}

/** A line in the order's history without a change of status (something an operator must see). */
export async function noteOrder(tx: Db, orderId: number, note: string): Promise<void> {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (order)
    await tx.insert(orderStatusHistory).values({ orderId, fromStatus: order.status, toStatus: order.status, note });
}
