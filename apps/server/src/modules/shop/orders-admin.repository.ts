import { sql, type SQL } from 'drizzle-orm';
import type {
  AdminOrder,
  AdminOrderListQuery,
  AdminOrderPage,
  AdminOrderRow,
} from '@reelhouse/contracts/shop-orders-admin';
import { rows, type Db } from '@reelhouse/db/database';
import { containsPattern, isoTime, memberNameOf } from '../../platform/sql';

const sortColumns: Record<AdminOrderListQuery['sort'], SQL> = { date: sql`o.created_at`, total: sql`o.total_paise` };

/** The buyer as the billing address names them. */
const customerOf = sql`trim(concat_ws(' ', o.billing->>'firstName', o.billing->>'lastName'))`;

/** What the console reads of orders beyond the buyer's view: search and paging, the member, the payments. */
export class OrdersAdminRepository {
  constructor(private readonly db: Db) {}

  async list(query: AdminOrderListQuery): Promise<AdminOrderPage> {
    const filters: SQL[] = [sql`true`];
    if (query.q) {
      const text = containsPattern(query.q);
      // "#100023" is how the shop and its mails write a number.
      const digits = query.q.replace(/^#/, '');
      filters.push(sql`(o.number like ${`${/^\d+$/.test(digits) ? digits : '-'}%`} or lower(o.email) like ${text}
                        or lower(${customerOf}) like ${text})`);
    }
    if (query.status) filters.push(sql`o.status = ${query.status}`);
    const where = sql.join(filters, sql` and `);
    const items = await rows<AdminOrderRow>(
      this.db,
      sql`select o.number, o.status, ${isoTime('o.created_at')} as "createdAt", o.payment_method as "paymentMethod",
                 o.total_paise as "totalPaise", ${customerOf} as customer, o.email,
                 (select coalesce(sum(quantity), 0)::int from order_items oi where oi.order_id = o.id) as "itemCount"
            from orders o where ${where}
           order by ${sortColumns[query.sort]} ${sql.raw(query.order)}, o.id ${sql.raw(query.order)}
           limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    );
    const [counted] = await rows<{ total: number }>(
      this.db,
      sql`select count(*)::int as total from orders o where ${where}`,
    );
    return { items, page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 };
  }

  /** The member who placed the order, if their account still exists. */
  async buyer(userId: number): Promise<AdminOrder['member']> {
    const [member] = await rows<NonNullable<AdminOrder['member']>>(
      this.db,
      sql`select u.id, ${memberNameOf('u')} as name from users u where u.id = ${userId}`,
    );
    return member ?? null;
  }

  /** The order's PhonePe payments, newest first, each with its latest refund. */
  async payments(orderId: number): Promise<AdminOrder['payments']> {
    return rows<AdminOrder['payments'][number]>(
      this.db,
      sql`select p.merchant_transaction_id as "merchantTransactionId", p.state, p.amount_paise as "amountPaise",
                 ${isoTime('p.created_at')} as "createdAt",
                 (select json_build_object('merchantRefundId', r.merchant_refund_id, 'amountPaise', r.amount_paise,
                         'state', r.state, 'reason', r.reason, 'createdAt', ${isoTime('r.created_at')})
                    from refunds r where r.payment_id = p.id order by r.id desc limit 1) as refund
            from payments p where p.order_id = ${orderId}
           order by p.created_at desc, p.id desc`,
    );
  }
}
