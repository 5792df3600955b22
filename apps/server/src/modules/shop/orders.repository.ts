import { and, desc, eq, lte, ne, sql, type SQL } from 'drizzle-orm';
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
import { payments } from '@reelhouse/db/schema/payments';
import { orders } from '@reelhouse/db/schema/shop-orders';
import type { StoredLine } from './carts.repository';
import type { Coupon } from './coupon-rules';
import type { Totals } from './order-totals';
import { isoTime } from '../../platform/sql';

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

/** What a batch of orders takes: units of each variant, uses of each coupon. */
export interface OrderTakes {
  stock: { id: number; n: number }[];
  coupons: { id: number; n: number }[];
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

const orderColumns = sql`o.id, o.user_id as "userId", o.number, o.status, ${isoTime('o.created_at')} as "createdAt",
  ${isoTime('o.paid_at')} as "paidAt", o.email, o.payment_method as "paymentMethod", o.shipping_method as "shippingMethod",
  o.coupon_code as "couponCode", o.subtotal_paise as "subtotalPaise", o.discount_paise as "discountPaise",
  o.shipping_paise as "shippingPaise", o.gst_paise as "gstPaise", o.total_paise as "totalPaise", o.notes,
  o.billing, o.shipping, ${isoTime('o.hold_expires_at')} as "holdExpiresAt",
  (select json_agg(json_build_object('productId', oi.product_id, 'productSlug', p.slug, 'variantId', oi.variant_id,
      'name', oi.name, 'sku', oi.sku, 'size', oi.size, 'colour', oi.colour, 'quantity', oi.quantity,
      'unitPricePaise', oi.unit_price_paise, 'subtotalPaise', oi.subtotal_paise, 'discountPaise', oi.discount_paise,
      'gstPaise', oi.gst_paise, 'totalPaise', oi.total_paise, 'downloadable', oi.downloadable) order by oi.id)
     from order_items oi left join products p on p.id = oi.product_id where oi.order_id = o.id) as items,
  (select json_agg(json_build_object('from', h.from_status, 'to', h.to_status, 'note', h.note,
      'at', ${isoTime('h.created_at')}) order by h.id)
     from order_status_history h where h.order_id = o.id) as history`;

type OrderRow = Omit<Order, 'actions'> & { id: number; userId: number | null };

/** What the buyer may do with the order now. */
export const actionsOf = (order: Pick<Order, 'status' | 'paymentMethod'>): Order['actions'] => ({
  pay: order.status === 'pending_payment' && order.paymentMethod === 'phonepe',
  cancel: memberCancellable.includes(order.status),
});

/** An order's line as the buyer sees it: the cart line as priced, with its share of the money. */
export const orderItemOf = (line: StoredLine, money: Totals['lines'][number]): Order['items'][number] => ({
  productId: line.productId,
  productSlug: line.productSlug,
  variantId: line.variantId,
  name: line.name,
  sku: line.sku,
  size: line.size,
  colour: line.colour,
  quantity: line.quantity,
  unitPricePaise: line.unitPricePaise,
  subtotalPaise: money.subtotalPaise,
  discountPaise: money.discountPaise,
  gstPaise: money.gstPaise,
  totalPaise: money.totalPaise,
  downloadable: line.downloadable,
});

const toOrder = ({ id: _id, userId: _user, ...row }: OrderRow): Order => ({ ...row, actions: actionsOf(row) });

/** Orders: placing one (stock, coupon and cart in one transaction) and reading them back. */
export class OrdersRepository {
  constructor(private readonly db: Db) {}

  /**
   * Locks the stock rows of every variant in these members' carts, in id order (so concurrent
   * checkouts on PostgreSQL never wait on each other in a circle), for the caller's transaction:
   * what it reads of them next is what it may sell.
   */
  async lockStockOfCarts(tx: Db, userIds: readonly number[]): Promise<void> {
    await tx.execute(
      sql`select v.id from product_variants v
           where v.id in (select ci.variant_id from cart_items ci join carts c on c.id = ci.cart_id
                           where c.user_id in ${[...userIds]})
           order by v.id for update`,
    );
  }

  /**
   * Writes a batch of orders exactly as priced, in one statement (the embedded database pays per
   * statement, and checkout is its hot write): the orders with their lines, first history entry
   * and coupon use; the stock and coupon uses they take (the caller has locked those rows and
   * checked there is enough); and their carts emptied.
   */
  async placeMany(tx: Db, orders: readonly NewOrder[], takes: OrderTakes): Promise<PlacedOrder[]> {
    const heads = orders.map((order, i) => ({
      i,
      userId: order.userId,
      cartId: order.cartId,
      email: order.email,
      lang: order.lang,
      status: order.status,
      paymentMethod: order.paymentMethod,
      shippingMethod: order.shippingMethod,
      couponId: order.coupon?.id ?? null,
      couponCode: order.coupon?.code ?? null,
      subtotalPaise: order.totals.subtotalPaise,
      discountPaise: order.totals.discountPaise,
      shippingPaise: order.shippingPaise,
      gstPaise: order.totals.gstPaise,
      totalPaise: order.totals.subtotalPaise - order.totals.discountPaise + order.totals.gstPaise + order.shippingPaise,
      billing: order.billing,
      shipping: order.shipping,
      notes: order.notes,
      holdMinutes: order.holdMinutes,
    }));
    const taken = new Set(takes.stock.map((take) => take.id));
    const items = orders.flatMap((order, i) =>
      order.lines.map((line, position) => {
        const money = order.totals.lines[position] as Totals['lines'][number];
        return {
          i,
          position,
          ...orderItemOf(line, money),
          gstBasisPoints: line.gstBasisPoints,
          stockTaken: line.counted && taken.has(line.variantId),
        };
      }),
    );
    return rows<PlacedOrder>(
      tx,
      sql`with x as (
            select * from jsonb_to_recordset(${json(heads)}) as x(i int, "userId" int, "cartId" text, email text, lang text,
              status text, "paymentMethod" text, "shippingMethod" text, "couponId" int, "couponCode" text, "subtotalPaise" int,
              "discountPaise" int, "shippingPaise" int, "gstPaise" int, "totalPaise" int, billing jsonb, shipping jsonb,
              notes text, "holdMinutes" int)),
          n as (select x.i, nextval(pg_get_serial_sequence('orders', 'id')) as id from x),
          o as (
            insert into orders (id, number, user_id, email, lang, status, payment_method, shipping_method, coupon_id, coupon_code,
                                subtotal_paise, discount_paise, shipping_paise, gst_paise, total_paise, billing, shipping, notes,
                                stock_state, hold_expires_at)
            overriding system value
            select n.id, n.id::text, x."userId", x.email, x.lang, x.status, x."paymentMethod", x."shippingMethod", x."couponId",
                   x."couponCode", x."subtotalPaise", x."discountPaise", x."shippingPaise", x."gstPaise", x."totalPaise",
                   x.billing, x.shipping, x.notes,
                   case when x."holdMinutes" is null then 'committed' else 'held' end,
                   case when x."holdMinutes" is not null then now() + make_interval(mins => x."holdMinutes") end
              from x join n on n.i = x.i order by x.i
            returning id, number, total_paise, gst_paise, created_at, hold_expires_at),
          lines as (
            insert into order_items (order_id, product_id, variant_id, name, sku, size, colour, quantity, unit_price_paise,
                                     subtotal_paise, discount_paise, gst_basis_points, gst_paise, total_paise, stock_taken, downloadable)
            select n.id, l."productId", l."variantId", l.name, l.sku, l.size, l.colour, l.quantity, l."unitPricePaise",
                   l."subtotalPaise", l."discountPaise", l."gstBasisPoints", l."gstPaise", l."totalPaise", l."stockTaken", l.downloadable
              from jsonb_to_recordset(${json(items)}) as l(i int, position int, "productId" int, "variantId" int, name text,
                     sku text, size text, colour text, quantity int, "unitPricePaise" int, "subtotalPaise" int, "discountPaise" int,
                     "gstBasisPoints" smallint, "gstPaise" int, "totalPaise" int, "stockTaken" boolean, downloadable boolean)
              join n on n.i = l.i order by l.i, l.position),
          history as (
            insert into order_status_history (order_id, from_status, to_status, actor_id)
            select n.id, null, x.status, x."userId" from x join n on n.i = x.i),
          used as (
            insert into coupon_redemptions (coupon_id, order_id, user_id)
            select x."couponId", n.id, x."userId" from x join n on n.i = x.i where x."couponId" is not null),
          stock as (
            update product_variants v set stock_quantity = v.stock_quantity - t.n
              from jsonb_to_recordset(${json(takes.stock)}) as t(id int, n int) where v.id = t.id),
          coupon_uses as (
            update coupons c set used_count = c.used_count + u.n
              from jsonb_to_recordset(${json(takes.coupons)}) as u(id int, n int) where c.id = u.id),
          emptied as (delete from cart_items where cart_id in (select "cartId" from x)),
          carts as (update carts set coupon_code = null, updated_at = now() where id in (select "cartId" from x))
          select o.id, o.number, o.total_paise as "totalPaise", o.gst_paise as "gstPaise",
                 ${isoTime('o.created_at')} as "createdAt", ${isoTime('o.hold_expires_at')} as "holdExpiresAt"
            from o join n on n.id = o.id order by n.i`,
    );
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
      sql`select o.number, o.status, ${isoTime('o.created_at')} as "createdAt", o.payment_method as "paymentMethod",
                 o.total_paise as "totalPaise",
                 (select coalesce(sum(quantity), 0)::int from order_items oi where oi.order_id = o.id) as "itemCount"
            from orders o where ${where} order by o.created_at desc, o.id desc limit ${limit} offset ${offset}`,
    );
    return found.map((row) => ({ ...row, actions: actionsOf(row) }));
  }

  /** The order's status, its row locked for the caller's transaction. */
  lockStatus(tx: Db, orderId: number): Promise<{ status: OrderStatus }[]> {
    return tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
  }

  /** Unpaid online orders whose hold has run out. */
  async heldPastExpiry(): Promise<number[]> {
    const found = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.stockState, 'held'), eq(orders.status, 'pending_payment'), lte(orders.holdExpiresAt, sql`now()`)),
      );
    return found.map((row) => row.id);
  }

  /** Whether the order has a payment PhonePe has not decided yet (other than `exceptPaymentId`). */
  async hasPendingPayment(tx: Db, orderId: number, exceptPaymentId: number): Promise<boolean> {
    const found = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.state, 'pending'), ne(payments.id, exceptPaymentId)));
    return found.length > 0;
  }

  /** The order's paid online payment, for refunds. */
  async paidPayment(orderId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ id: payments.merchantTransactionId })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.state, 'succeeded')));
    return row?.id ?? null;
  }

  async latestPendingPayment(orderId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ id: payments.merchantTransactionId })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.state, 'pending')))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row?.id ?? null;
  }
}
