import { sql } from 'drizzle-orm';
import { canMoveOrder, type OrderStatus } from '@reelhouse/contracts/shop-orders';
import { rows, type Db } from '@reelhouse/db/database';
import { AppError } from '../../platform/errors/app-error';

export interface MovedOrder {
  id: number;
  number: string;
  email: string;
  lang: string;
  from: OrderStatus;
  to: OrderStatus;
}

interface LockedOrder {
  id: number;
  number: string;
  email: string;
  lang: string;
  status: OrderStatus;
  stock_state: 'held' | 'committed' | 'released';
  paid_at: string | null;
}

const label = (status: OrderStatus) => status.replace('_', ' ');

/** Gives an order's counted stock back, and its coupon use (the order no longer happens). */
async function release(tx: Db, order: LockedOrder): Promise<void> {
  if (order.stock_state !== 'released') {
    await tx.execute(
      sql`update product_variants v set stock_quantity = v.stock_quantity + x.quantity
            from (select variant_id, sum(quantity)::int as quantity from order_items
                   where order_id = ${order.id} and stock_taken group by variant_id) x
           where v.id = x.variant_id`,
    );
  }
  await tx.execute(sql`update coupons c set used_count = c.used_count - 1 from coupon_redemptions r
                        where r.order_id = ${order.id} and c.id = r.coupon_id and c.used_count > 0`);
  await tx.execute(sql`delete from coupon_redemptions where order_id = ${order.id}`);
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
  const [order] = await rows<LockedOrder>(
    tx,
    sql`select id, number, email, lang, status, stock_state, paid_at from orders where id = ${orderId} for update`,
  );
  if (!order) throw new AppError('not_found', 'There is no such order.');
  if (!canMoveOrder(order.status, to))
    throw new AppError('conflict', `An order that is ${label(order.status)} cannot become ${label(to)}.`);
  const paysNow = order.paid_at === null && (to === 'processing' ? order.status !== 'processing' : to === 'completed');
  if (to === 'cancelled' || to === 'failed') await release(tx, order);
  if (paysNow) await markPaid(tx, order);
  await tx.execute(
    sql`update orders set status = ${to}, updated_at = now(),
          stock_state = case when ${to} in ('cancelled', 'failed') then 'released'
                             when stock_state = 'held' and ${paysNow} then 'committed' else stock_state end,
          hold_expires_at = case when ${to} = 'pending_payment' then hold_expires_at end,
          paid_at = case when ${paysNow} then now() else paid_at end
        where id = ${orderId}`,
  );
  await tx.execute(
    sql`insert into order_status_history (order_id, from_status, to_status, note, actor_id)
        values (${orderId}, ${order.status}, ${to}, ${by.note}, ${by.actorId})`,
  );
  return { id: order.id, number: order.number, email: order.email, lang: order.lang, from: order.status, to };
}

/** A line in the order's history without a change of status (something an operator must see). */
export async function noteOrder(tx: Db, orderId: number, note: string): Promise<void> {
  await tx.execute(
    sql`insert into order_status_history (order_id, from_status, to_status, note)
        select id, status, status, ${note} from orders where id = ${orderId}`,
  );
}
