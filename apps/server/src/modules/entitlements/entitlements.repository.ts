import { sql } from 'drizzle-orm';
import type { Entitlement } from '@reelhouse/contracts/entitlements';
import type { Language } from '@reelhouse/contracts/locales';
import { rows, type Db } from '@reelhouse/db/database';
import { isoTime, memberNameOf } from '../../platform/sql';

/**
 * Reads a member's entitlement ledger whole: plan periods (paid or granted) and shop downloads,
 * each with where it came from (payment and invoice, grant, order), and the refund that ended it.
 */
export class EntitlementsRepository {
  constructor(private readonly db: Db) {}

  /** Latest first; plan names in `lang`, product names as they were bought. */
  listOf(userId: number, lang: Language): Promise<Entitlement[]> {
    return rows<Entitlement>(
      this.db,
      sql`select e.id, e.kind, e.source,
                 case when e.state = 'active' and e.ends_at <= now() then 'ended' else e.state end as state,
                 e.state = 'active' and e.starts_at <= now() and (e.ends_at is null or e.ends_at > now())
                   and (e.remaining is null or e.remaining > 0) as "inForce",
                 ${isoTime('e.starts_at')} as "startsAt", ${isoTime('e.ends_at')} as "endsAt",
                 case when p.id is not null then json_build_object('code', p.code, 'name', t.name) end as plan,
                 case when pay.id is not null
                      then json_build_object('merchantTransactionId', pay.merchant_transaction_id, 'invoiceNumber', i.number) end
                   as payment,
                 case when e.source = 'grant'
                      then json_build_object('reason', coalesce(e.grant_reason, ''), 'by', ${memberNameOf('g')}) end as "grant",
                 case when e.kind = 'download'
                      then json_build_object('orderNumber', o.number, 'productName', coalesce(line.name, f.name),
                                             'fileName', f.name, 'remaining', e.remaining) end as download,
                 case when r.id is not null then json_build_object('merchantRefundId', r.merchant_refund_id) end as refund
            from entitlements e
            left join plans p on p.id = e.plan_id
            left join plan_translations t on t.plan_id = p.id and t.lang = ${lang}
            left join payments pay on pay.id = e.payment_id
            left join invoices i on i.entitlement_id = e.id
            left join users g on g.id = e.granted_by
            left join orders o on o.id = e.order_id
            left join product_files f on f.id = e.product_file_id
            left join lateral (select oi.name from order_items oi
                                where oi.order_id = o.id and oi.product_id = f.product_id limit 1) line on true
            left join refunds r on r.id = e.refund_id
           where e.user_id = ${userId}
           order by e.starts_at desc, e.id desc`,
    );
  }
}
