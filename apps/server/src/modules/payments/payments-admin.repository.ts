import { sql, type SQL } from 'drizzle-orm';
import type {
  AdminPaymentListQuery,
  AdminPaymentPage,
  AdminPaymentRow,
  Settlement,
  SettlementDay,
  SettlementQuery,
} from '@reelhouse/contracts/payments-admin';
import { rows, type Db } from '@reelhouse/db/database';
import { containsPattern, isoTime, memberNameOf } from '../../platform/sql';

const rowColumns = sql`p.merchant_transaction_id as "merchantTransactionId", p.state, p.failure_code as "failureCode",
  p.amount_paise as "amountPaise", p.gst_paise as "gstPaise", ${isoTime('p.created_at')} as "createdAt",
  case when p.plan_id is not null
       then json_build_object('kind', 'plan', 'label', (select t.name from plan_translations t
                                                          where t.plan_id = p.plan_id and t.lang = 'en'))
       else json_build_object('kind', 'order', 'label', (select o.number from orders o where o.id = p.order_id)) end
    as purchase,
  case when u.id is not null then json_build_object('id', u.id, 'name', ${memberNameOf('u')}) end as member,
  i.number as "invoiceNumber",
  (select json_build_object('state', r.state, 'reason', r.reason) from refunds r
    where r.payment_id = p.id order by r.id desc limit 1) as refund`;

const from = sql`from payments p left join users u on u.id = p.user_id left join invoices i on i.payment_id = p.id`;

/** The moment a calendar day (YYYY-MM-DD) begins in the operator's time zone. */
const dayStart = (date: string, zone: string) => sql`(${date}::date)::timestamp at time zone ${zone}`;
const dayAfter = (date: string, zone: string) => sql`(${date}::date + 1)::timestamp at time zone ${zone}`;

/** Payments as the console lists them, and the daily settlement summary. */
export class PaymentsAdminRepository {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  /** Flagged payments first (they need an operator), then newest first. */
  async list(query: AdminPaymentListQuery): Promise<AdminPaymentPage> {
    const filters: SQL[] = [sql`true`];
    if (query.q) {
      const text = containsPattern(query.q);
      const digits = query.q.replace(/\D/g, '').replace(/^0+/, '');
      filters.push(sql`(lower(p.merchant_transaction_id) like ${text} or i.number like ${text}
                        or lower(${memberNameOf('u')}) like ${text}
                        ${digits.length >= 3 ? sql`or u.mobile like ${`%${digits}%`}` : sql``})`);
    }
    if (query.state) filters.push(sql`p.state = ${query.state}`);
    const where = sql.join(filters, sql` and `);
    const items = await rows<AdminPaymentRow>(
      this.db,
      sql`select ${rowColumns} ${from} where ${where}
           order by (p.state = 'flagged') desc, p.created_at desc, p.id desc
           limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    );
    const [counted] = await rows<{ total: number; flagged: number }>(
      this.db,
      sql`select (select count(*)::int ${from} where ${where}) as total,
                 (select count(*)::int from payments where state = 'flagged') as flagged`,
    );
    return {
      items,
      page: query.page,
      pageSize: query.pageSize,
      total: counted?.total ?? 0,
      flagged: counted?.flagged ?? 0,
    };
  }

  async row(merchantTransactionId: string): Promise<AdminPaymentRow | null> {
    const [found] = await rows<AdminPaymentRow>(
      this.db,
      sql`select ${rowColumns} ${from} where p.merchant_transaction_id = ${merchantTransactionId}`,
    );
    return found ?? null;
  }

  /**
   * Each day of the range in the operator's time zone: payments settled paid that day (also those
   * refunded later: the money came in), and refunds PhonePe completed that day.
   */
  async settlement({ from: first, to: last }: SettlementQuery): Promise<Settlement> {
    const zone = this.timeZone;
    const dayOf = (column: string) => sql`to_char(${sql.raw(column)} at time zone ${zone}, 'YYYY-MM-DD')`;
    const days = await rows<SettlementDay>(
      this.db,
      sql`with days as (select to_char(d, 'YYYY-MM-DD') as date
                          from generate_series(${first}::date, ${last}::date, interval '1 day') d),
               paid as (select ${dayOf('settled_at')} as date, count(*)::int as n,
                               sum(amount_paise)::float8 as amount, sum(gst_paise)::float8 as gst,
                               coalesce(sum(cgst_paise), 0)::float8 as cgst, coalesce(sum(sgst_paise), 0)::float8 as sgst,
                               coalesce(sum(igst_paise), 0)::float8 as igst
                          from payments
                         where state in ('succeeded', 'refunded')
                           and settled_at >= ${dayStart(first, zone)} and settled_at < ${dayAfter(last, zone)}
                         group by 1),
               back as (select ${dayOf('updated_at')} as date, count(*)::int as n, sum(amount_paise)::float8 as amount
                          from refunds
                         where state = 'completed'
                           and updated_at >= ${dayStart(first, zone)} and updated_at < ${dayAfter(last, zone)}
                         group by 1)
          select days.date, coalesce(paid.n, 0) as payments, coalesce(paid.amount, 0) as "amountPaise",
                 coalesce(paid.gst, 0) as "gstPaise", coalesce(paid.cgst, 0) as "cgstPaise",
                 coalesce(paid.sgst, 0) as "sgstPaise", coalesce(paid.igst, 0) as "igstPaise", coalesce(back.n, 0) as refunds,
                 coalesce(back.amount, 0) as "refundedPaise"
            from days left join paid on paid.date = days.date left join back on back.date = days.date
           order by days.date`,
    );
    const sum = (key: keyof Omit<SettlementDay, 'date'>) => days.reduce((total, row) => total + row[key], 0);
    return {
      from: first,
      to: last,
      days,
      totals: {
        payments: sum('payments'),
        amountPaise: sum('amountPaise'),
        gstPaise: sum('gstPaise'),
        cgstPaise: sum('cgstPaise'),
        sgstPaise: sum('sgstPaise'),
        igstPaise: sum('igstPaise'),
        refunds: sum('refunds'),
        refundedPaise: sum('refundedPaise'),
      },
    };
  }
}

/** The settlement as CSV (rupees with two decimals), for the accounts. */
export function settlementCsv(settlement: Settlement): string {
  const rupees = (paise: number) => (paise / 100).toFixed(2);
  const line = (date: string, day: Omit<SettlementDay, 'date'>) =>
    [
      date,
      day.payments,
      rupees(day.amountPaise),
      rupees(day.gstPaise),
      rupees(day.cgstPaise),
      rupees(day.sgstPaise),
      rupees(day.igstPaise),
      day.refunds,
      rupees(day.refundedPaise),
    ].join(',');
  return [
    'date,payments,amount_inr,gst_inr,cgst_inr,sgst_utgst_inr,igst_inr,refunds,refunded_inr',
    ...settlement.days.map((day) => line(day.date, day)),
    line('total', settlement.totals),
  ]
    .map((text) => `${text}\r\n`)
    .join('');
}
