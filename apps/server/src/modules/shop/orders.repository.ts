import { sql, type SQL } from 'drizzle-orm';
import {
  memberCancellable,
  type Order,
  type OrderAddress,
  type OrderStatus,
  type OrderSummary,
  type PaymentMethod,
  type ShippingMethod,
} from '@reelhouse/contracts/shop-orders';
import { rows, type Db } from '@reelhouse/db/database';
import { AppError } from '../../errors/app-error';
import type { StoredLine } from './carts.repository';
import type { Coupon } from './coupon-rules';
import type { Totals } from './order-totals';

export interface NewOrder {
  userId: number;
  cartId: string;
  email: string;
  lang: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  shippingMethod: ShippingMethod;
  shippingPaise: number;
  coupon: Coupon | null;
  lines: StoredLine[];
  totals: Totals;
  billing: OrderAddress;
  shipping: OrderAddress | null;
  notes: string | null;
  /** Unpaid online orders hold their stock this long; others take it for good. */
  holdMinutes: number | null;
}

export interface PlacedOrder {
  id: number;
  number: string;
  totalPaise: number;
  gstPaise: number;
  createdAt: string;
  holdExpiresAt: string | null;
}

const iso = (column: string): SQL => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

const orderColumns = sql`o.id, o.user_id as "userId", o.number, o.status, ${iso('o.created_at')} as "createdAt",
  ${iso('o.paid_at')} as "paidAt", o.email, o.payment_method as "paymentMethod", o.shipping_method as "shippingMethod",
  o.coupon_code as "couponCode", o.subtotal_paise as "subtotalPaise", o.discount_paise as "discountPaise",
  o.shipping_paise as "shippingPaise", o.gst_paise as "gstPaise", o.total_paise as "totalPaise", o.notes,
  o.billing, o.shipping, ${iso('o.hold_expires_at')} as "holdExpiresAt",
  (select json_agg(json_build_object('productId', oi.product_id, 'productSlug', p.slug, 'variantId', oi.variant_id,
      'name', oi.name, 'sku', oi.sku, 'size', oi.size, 'colour', oi.colour, 'quantity', oi.quantity,
      'unitPricePaise', oi.unit_price_paise, 'subtotalPaise', oi.subtotal_paise, 'discountPaise', oi.discount_paise,
      'gstPaise', oi.gst_paise, 'totalPaise', oi.total_paise, 'downloadable', oi.downloadable) order by oi.id)
     from order_items oi left join products p on p.id = oi.product_id where oi.order_id = o.id) as items,
  (select json_agg(json_build_object('from', h.from_status, 'to', h.to_status, 'note', h.note,
      'at', to_char(h.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) order by h.id)
     from order_status_history h where h.order_id = o.id) as history`;

type OrderRow = Omit<Order, 'actions'> & { id: number; userId: number | null };

/** What the buyer may do with the order now. */
export const actionsOf = (order: Pick<Order, 'status' | 'paymentMethod'>): Order['actions'] => ({
  pay: order.status === 'pending_payment' && order.paymentMethod === 'phonepe',
  cancel: memberCancellable.includes(order.status),
});

const toOrder = ({ id: _id, userId: _user, ...row }: OrderRow): Order => ({ ...row, actions: actionsOf(row) });

/** Orders: placing one (stock, coupon and cart in one transaction) and reading them back. */
export class OrdersRepository {
  constructor(private readonly db: Db) {}

  /**
   * Places the order exactly as priced: takes each counted line's stock with a conditional update
   * (never below zero, so concurrent orders for the last units cannot oversell), uses the coupon
   * within its limit, copies lines and addresses in, and empties the cart. Throws 409 — and
   * changes nothing — when a line's stock or the coupon ran out meanwhile.
   */
  async place(order: NewOrder): Promise<PlacedOrder> {
    return this.db.transaction(async (tx) => {
      const counted = order.lines.filter((line) => line.counted).sort((a, b) => a.variantId - b.variantId);
      for (const line of counted) {
        const taken = await rows(
          tx,
          sql`update product_variants set stock_quantity = stock_quantity - ${line.quantity}
               where id = ${line.variantId} and stock_quantity is not null
                 and (backorders or stock_quantity >= ${line.quantity}) returning id`,
        );
        if (taken.length === 0)
          throw new AppError('conflict', `Sorry, “${line.name}” sold out while you were checking out.`, {
            reason: 'out_of_stock',
          });
      }
      if (order.coupon) {
        const used = await rows(
          tx,
          sql`update coupons set used_count = used_count + 1
               where id = ${order.coupon.id} and (usage_limit is null or used_count < usage_limit)
                 and (expires_at is null or expires_at > now()) returning id`,
        );
        if (used.length === 0)
          throw new AppError(
            'conflict',
            `The coupon ${order.coupon.code} can no longer be used; remove it and try again.`,
          );
      }
      const { totals } = order;
      const takenIds = new Set(counted.map((line) => line.variantId));
      const items = order.lines.map((line, i) => {
        const money = totals.lines[i] as Totals['lines'][number];
        return sql`(${line.productId}::int, ${line.variantId}::int, ${line.name}, ${line.sku}, ${line.size}, ${line.colour},
          ${line.quantity}::int, ${line.unitPricePaise}::int, ${money.subtotalPaise}::int, ${money.discountPaise}::int,
          ${line.gstBasisPoints}::smallint, ${money.gstPaise}::int, ${money.totalPaise}::int, ${takenIds.has(line.variantId)}::boolean,
          ${line.downloadable}::boolean)`;
      });
      // One statement writes the order, its lines, its first history entry and coupon use, and
      // empties the cart: the embedded database pays per statement, and checkout is its hot write.
      const [placed] = await rows<PlacedOrder>(
        tx,
        sql`with n as (select nextval(pg_get_serial_sequence('orders', 'id')) as id),
            o as (
              insert into orders (id, number, user_id, email, lang, status, payment_method, shipping_method, coupon_id, coupon_code,
                                  subtotal_paise, discount_paise, shipping_paise, gst_paise, total_paise, billing, shipping, notes,
                                  stock_state, hold_expires_at)
              overriding system value
              select n.id, n.id::text, ${order.userId}, ${order.email}, ${order.lang}, ${order.status}, ${order.paymentMethod},
                     ${order.shippingMethod}, ${order.coupon?.id ?? null}::int, ${order.coupon?.code ?? null},
                     ${totals.subtotalPaise}, ${totals.discountPaise}, ${order.shippingPaise}, ${totals.gstPaise},
                     ${totals.subtotalPaise - totals.discountPaise + totals.gstPaise + order.shippingPaise},
                     ${JSON.stringify(order.billing)}::jsonb, ${order.shipping ? JSON.stringify(order.shipping) : null}::jsonb,
                     ${order.notes}, ${order.holdMinutes === null ? 'committed' : 'held'},
                     case when ${order.holdMinutes}::int is not null then now() + make_interval(mins => ${order.holdMinutes}::int) end
                from n
              returning id, number, total_paise, gst_paise, created_at, hold_expires_at),
            lines as (
              insert into order_items (order_id, product_id, variant_id, name, sku, size, colour, quantity, unit_price_paise,
                                       subtotal_paise, discount_paise, gst_basis_points, gst_paise, total_paise, stock_taken, downloadable)
              select o.id, x.* from o, (values ${sql.join(items, sql`, `)}) x),
            history as (
              insert into order_status_history (order_id, from_status, to_status, actor_id)
              select o.id, null, ${order.status}, ${order.userId} from o),
            used as (
              insert into coupon_redemptions (coupon_id, order_id, user_id)
              select ${order.coupon?.id ?? null}::int, o.id, ${order.userId} from o where ${order.coupon !== null}),
            emptied as (delete from cart_items where cart_id = ${order.cartId}),
            cart as (update carts set coupon_code = null, updated_at = now() where id = ${order.cartId})
            select o.id, o.number, o.total_paise as "totalPaise", o.gst_paise as "gstPaise",
                   ${iso('o.created_at')} as "createdAt", ${iso('o.hold_expires_at')} as "holdExpiresAt"
              from o`,
      );
      if (!placed) throw new Error('order insert returned nothing');
      return placed;
    });
  }

  async byId(id: number): Promise<(Order & { id: number; userId: number | null }) | null> {
    const [row] = await rows<OrderRow>(this.db, sql`select ${orderColumns} from orders o where o.id = ${id}`);
    return row ? { ...toOrder(row), id: row.id, userId: row.userId } : null;
  }

  /** The order with this number, when it is the member's; null for anyone else's. */
  async ofMember(userId: number, number: string): Promise<(Order & { id: number }) | null> {
    const [row] = await rows<OrderRow>(
      this.db,
      sql`select ${orderColumns} from orders o where o.number = ${number} and o.user_id = ${userId}`,
    );
    return row ? { ...toOrder(row), id: row.id } : null;
  }

  /** "Track order": the order with this number whose billing e-mail is this one (any letter case). */
  async tracked(number: string, email: string): Promise<Order | null> {
    const [row] = await rows<OrderRow>(
      this.db,
      sql`select ${orderColumns} from orders o where o.number = ${number} and lower(o.email) = lower(${email})`,
    );
    return row ? toOrder(row) : null;
  }

  async byNumber(number: string): Promise<(Order & { id: number; userId: number | null }) | null> {
    const [row] = await rows<OrderRow>(this.db, sql`select ${orderColumns} from orders o where o.number = ${number}`);
    return row ? { ...toOrder(row), id: row.id, userId: row.userId } : null;
  }

  async listOfMember(userId: number): Promise<OrderSummary[]> {
    return this.summaries(sql`o.user_id = ${userId}`, 200, 0);
  }

  /** Every order, newest first, optionally of one status (operators). */
  async list(status: OrderStatus | undefined, limit: number, offset: number): Promise<OrderSummary[]> {
    return this.summaries(status ? sql`o.status = ${status}` : sql`true`, limit, offset);
  }

  private async summaries(where: SQL, limit: number, offset: number): Promise<OrderSummary[]> {
    const found = await rows<Omit<OrderSummary, 'actions'>>(
      this.db,
      sql`select o.number, o.status, ${iso('o.created_at')} as "createdAt", o.payment_method as "paymentMethod",
                 o.total_paise as "totalPaise",
                 (select coalesce(sum(quantity), 0)::int from order_items oi where oi.order_id = o.id) as "itemCount"
            from orders o where ${where} order by o.created_at desc, o.id desc limit ${limit} offset ${offset}`,
    );
    return found.map((row) => ({ ...row, actions: actionsOf(row) }));
  }

  /** The order's status, its row locked for the caller's transaction. */
  lockStatus(tx: Db, orderId: number): Promise<{ status: OrderStatus }[]> {
    return rows(tx, sql`select status from orders where id = ${orderId} for update`);
  }

  /** Unpaid online orders whose hold has run out. */
  async heldPastExpiry(): Promise<number[]> {
    const found = await rows<{ id: number }>(
      this.db,
      sql`select id from orders where stock_state = 'held' and status = 'pending_payment' and hold_expires_at <= now()`,
    );
    return found.map((row) => row.id);
  }

  /** Whether the order has a payment PhonePe has not decided yet (other than `exceptPaymentId`). */
  async hasPendingPayment(tx: Db, orderId: number, exceptPaymentId: number): Promise<boolean> {
    const found = await rows(
      tx,
      sql`select 1 from payments where order_id = ${orderId} and state = 'pending' and id <> ${exceptPaymentId}`,
    );
    return found.length > 0;
  }

  /** The order's paid online payment, for refunds. */
  async paidPayment(orderId: number): Promise<string | null> {
    const [row] = await rows<{ id: string }>(
      this.db,
      sql`select merchant_transaction_id as id from payments where order_id = ${orderId} and state = 'succeeded'`,
    );
    return row?.id ?? null;
  }

  async latestPendingPayment(orderId: number): Promise<string | null> {
    const [row] = await rows<{ id: string }>(
      this.db,
      sql`select merchant_transaction_id as id from payments where order_id = ${orderId} and state = 'pending'
           order by created_at desc limit 1`,
    );
    return row?.id ?? null;
  }
}
