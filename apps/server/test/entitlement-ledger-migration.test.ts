import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, type Database, type Db } from '@reelhouse/db/database';
import { seedContentPages } from '@reelhouse/db/seed/content-pages';
import { seedDemoBlog } from '@reelhouse/db/seed/demo-blog';
import { seedDemoOperator } from '@reelhouse/db/seed/demo-operator';
import { seedDemoShop } from '@reelhouse/db/seed/demo-shop';
import { seedPlans } from '@reelhouse/db/seed/plans';
import { seededRandom } from '@reelhouse/db/seed/random';
import { seedDemoCatalogue } from '@reelhouse/db/seed/seed-demo';
import { paths } from '../src/paths';
import { PlansRepository } from '../src/modules/plans/plans.repository';
import { DownloadsRepository } from '../src/modules/shop/downloads.repository';
import { migrationsUpTo } from './support/migrations-up-to';
import { openTestDatabase } from './support/test-database';

/**
 * Migration 0045 moves plan periods (`subscriptions`) and shop downloads (`order_downloads`) into
 * the one entitlement ledger. Nobody may gain or lose anything by it: on the demo data plus a
 * generated set of members — paid, granted, refunded and ended periods, overlapping plans, orders
 * in every status with limited, used-up, expiring and unlimited downloads — what each member may
 * watch (at several moments) and download is read by the old rules before, and by today's code after.
 */

const LAST_MIGRATION_BEFORE = '0044_previews';
const MOMENTS_DAYS = [0, 3, 10, 45, 100];
/** One moment for every reading, before and after, so the clock moving between them changes nothing. */
const moment0 = new Date();

/** Members with plan periods, payments, refunds, invoices and shop orders with downloads, in the old tables. */
async function generateOldLedger(db: Db, seed: number): Promise<void> {
  const random = seededRandom(seed);
  const plans = await rows<{ id: number; price: number }>(
    db,
    sql`select id, price_paise as price from plans where code <> 'free'`,
  );
  const files = await rows<{ productId: number; name: string }>(
    db,
    sql`select distinct p.id as "productId", t.name from products p join product_files f on f.product_id = p.id
          join product_translations t on t.product_id = p.id and t.lang = 'en'`,
  );
  expect(files.length).toBeGreaterThan(0);
  const statuses = ['pending_payment', 'processing', 'on_hold', 'completed', 'cancelled', 'refunded', 'failed'];
  const days = (n: number) => sql`now() + make_interval(secs => ${n * 86_400}::float8)`;
  for (let member = 0; member < 80; member++) {
    const mobile = `+9197${String(seed).padStart(3, '0')}${String(member).padStart(5, '0')}`;
    await db.execute(sql`insert into users (mobile) values (${mobile})`);
    const user = sql`(select id from users where mobile = ${mobile})`;
    for (let period = random.int(0, 4); period > 0; period--) {
      const plan = random.pick(plans);
      const start = random.int(-120, 30) + random.next();
      const end = start + random.int(1, 90) + random.next();
      const state = random.pick(['active', 'active', 'active', 'ended', 'refunded'] as const);
      if (random.next() < 0.3) {
        await db.execute(
          sql`insert into subscriptions (user_id, plan_id, starts_at, ends_at, state, granted_by, grant_reason)
              values (${user}, ${plan.id}, ${days(start)}, ${days(end)}, ${state},
                      (select id from users where role = 'admin' limit 1), 'generated grant')`,
        );
        continue;
      }
      const transaction = `GEN${seed}M${member}P${period}`;
      const [payment] = await rows<{ id: number }>(
        db,
        sql`insert into payments (merchant_transaction_id, user_id, plan_id, gateway, base_paise, gst_basis_points,
                                  gst_paise, amount_paise, state, settled_at)
            values (${transaction}, ${user}, ${plan.id}, 'phonepe-v2', ${plan.price}, 1800, ${Math.round(plan.price * 0.18)},
                    ${plan.price + Math.round(plan.price * 0.18)}, ${state === 'refunded' ? 'refunded' : 'succeeded'}, now())
            returning id`,
      );
      await db.execute(
        sql`insert into subscriptions (user_id, plan_id, starts_at, ends_at, state, payment_id)
            values (${user}, ${plan.id}, ${days(start)}, ${days(end)}, ${state}, ${payment?.id})`,
      );
      if (state === 'refunded')
        await db.execute(
          sql`insert into refunds (merchant_refund_id, payment_id, amount_paise, state, reason)
              select ${`RF${transaction}`}, id, amount_paise, 'completed', 'generated' from payments where id = ${payment?.id}`,
        );
      if (random.next() < 0.7)
        await db.execute(
          sql`insert into invoices (number, financial_year, sequence, payment_id, user_id, buyer_mobile, plan_name,
                                    period_start, period_end, base_paise, gst_basis_points, gst_paise, total_paise)
              select ${`G-${transaction}`}, 'gen', ${seed * 1000 + member * 10 + period}, id, user_id, ${mobile}, 'Plan',
                     now(), now() + interval '1 day', base_paise, gst_basis_points, gst_paise, amount_paise
                from payments where id = ${payment?.id}`,
        );
    }
    for (let order = random.int(0, 3); order > 0; order--) {
      const product = random.pick(files);
      const number = `G${seed}-${member}-${order}`;
      const guest = random.next() < 0.1;
      await db.execute(
        sql`insert into orders (number, user_id, email, status, payment_method, shipping_method, subtotal_paise,
                                discount_paise, shipping_paise, gst_paise, total_paise, billing, stock_state, paid_at)
            values (${number}, ${guest ? null : user}, 'buyer@example.com', ${random.pick(statuses)}, 'phonepe', 'none',
                    100, 0, 0, 0, 100, '{}'::jsonb, 'committed', now())`,
      );
      await db.execute(
        sql`insert into order_items (order_id, product_id, name, sku, quantity, unit_price_paise, subtotal_paise,
                                     discount_paise, gst_basis_points, gst_paise, total_paise, stock_taken, downloadable)
            select id, ${product.productId}, ${product.name}, 'SKU', 1, 100, 100, 0, 0, 0, 100, false, true
              from orders where number = ${number}`,
      );
      const remaining = random.pick([null, 0, 1, 3]);
      const expires = random.pick([null, -2, 5, 30]);
      await db.execute(
        sql`insert into order_downloads (order_id, file_id, user_id, remaining, expires_at, downloaded_count, created_at)
            select o.id, f.id, o.user_id, ${remaining}, ${expires === null ? null : days(expires)}, ${random.int(0, 4)},
                   ${days(-random.int(3, 60))}
              from orders o, product_files f where o.number = ${number} and f.product_id = ${product.productId}`,
      );
    }
  }
}

/** What each member may watch at each moment, by the rules before the ledger (PlansRepository.of then). */
async function planAccessBefore(db: Db): Promise<Record<string, string>> {
  const found = await rows<{ key: string; plan: string }>(
    db,
    sql`select u.id || '@' || m.days as key,
               coalesce((select t.name from subscriptions s join plans p on p.id = s.plan_id
                           join plan_translations t on t.plan_id = p.id and t.lang = 'en'
                          where s.user_id = u.id and s.state = 'active'
                            and s.starts_at <= m.at and s.ends_at > m.at
                          order by p.position desc limit 1),
                        (select t.name from plans p join plan_translations t on t.plan_id = p.id and t.lang = 'en'
                          where p.code = 'free')) as plan
          from users u cross join (select d as days, ${moment0}::timestamptz + make_interval(days => d) as at
                                     from unnest(${sql.raw(`array[${MOMENTS_DAYS.join(',')}]`)}) d) m`,
  );
  return Object.fromEntries(found.map(({ key, plan }) => [key, plan]));
}

async function planAccessAfter(db: Db): Promise<Record<string, string>> {
  const plans = new PlansRepository(db);
  const users = await rows<{ id: number }>(db, sql`select id from users`);
  const access: Record<string, string> = {};
  for (const { id } of users)
    for (const days of MOMENTS_DAYS)
      access[`${id}@${days}`] = (await plans.of(id, new Date(moment0.getTime() + days * 86_400_000))).name;
  return access;
}

/** Each member's downloads as the download page listed them before the ledger. */
async function downloadsBefore(db: Db): Promise<Record<number, unknown[]>> {
  const found = await rows<{ userId: number; items: unknown[] }>(
    db,
    sql`select u.id as "userId", coalesce((
          select json_agg(json_build_object('orderNumber', o.number, 'productName', oi.name, 'fileName', f.name,
                                            'remaining', d.remaining,
                                            'expiresAt', to_char(d.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
                                            'available', (d.remaining is null or d.remaining > 0)
                                                         and (d.expires_at is null or d.expires_at > now()))
                          order by d.created_at desc, d.id)
            from order_downloads d join orders o on o.id = d.order_id join product_files f on f.id = d.file_id
            join lateral (select name from order_items where order_id = o.id and product_id = f.product_id limit 1) oi on true
           where d.user_id = u.id and o.status in ('processing', 'completed')), '[]'::json) as items
          from users u`,
  );
  return Object.fromEntries(found.map(({ userId, items }) => [userId, items]));
}

async function downloadsAfter(db: Db): Promise<Record<number, unknown[]>> {
  const downloads = new DownloadsRepository(db);
  const users = await rows<{ id: number }>(db, sql`select id from users`);
  const access: Record<number, unknown[]> = {};
  for (const { id } of users) access[id] = (await downloads.ofMember(id)).map(({ id: _id, ...download }) => download);
  return access;
}

describe('migrating plan periods and downloads into the entitlement ledger', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const before: { plans?: Record<string, string>; downloads?: Record<number, unknown[]>; counts?: unknown } = {};

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase({ migrate: false }));
    const upTo = migrationsUpTo(LAST_MIGRATION_BEFORE);
    try {
      await database.migrate(upTo.folder);
    } finally {
      upTo.remove();
    }
    const { db } = database;
    await seedPlans(db);
    await seedContentPages(db);
    await seedDemoCatalogue(db);
    await seedDemoBlog(db);
    await seedDemoShop(db);
    await seedDemoOperator(db);
    await generateOldLedger(db, 7);
    await generateOldLedger(db, 11);
    before.plans = await planAccessBefore(db);
    before.downloads = await downloadsBefore(db);
    before.counts = (
      await rows(
        db,
        sql`select (select count(*)::int from subscriptions) as plans,
                   (select count(*)::int from order_downloads where user_id is not null) as downloads,
                   (select count(*)::int from subscriptions s where state = 'refunded'
                       and exists (select 1 from refunds r where r.payment_id = s.payment_id and r.state = 'completed')) as refunded,
                   (select count(*)::int from invoices) as invoices`,
      )
    )[0];
    await database.migrate(paths.migrations);
  }, 300_000);

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('gives every member the same plan at every moment', async () => {
    const after = await planAccessAfter(database.db);
    expect(Object.keys(after).length).toBeGreaterThan(160 * MOMENTS_DAYS.length);
    // The generated set really exercises paid plans (not everyone on the free plan).
    expect(new Set(Object.values(after)).size).toBeGreaterThan(2);
    expect(after).toEqual(before.plans);
  });

  it('lists every member the same downloads, with the same uses left and the same expiry', async () => {
    const after = await downloadsAfter(database.db);
    expect(Object.values(after).flat().length).toBeGreaterThan(20);
    expect(after).toEqual(before.downloads);
  });

  it('carries every right into the ledger with its source, refund and invoice', async () => {
    const [counts] = await rows(
      database.db,
      sql`select (select count(*)::int from entitlements where kind = 'plan') as plans,
                 (select count(*)::int from entitlements where kind = 'download') as downloads,
                 (select count(*)::int from entitlements where kind = 'plan' and state = 'refunded' and refund_id is not null) as refunded,
                 (select count(*)::int from invoices i join entitlements e on e.id = i.entitlement_id and e.payment_id = i.payment_id) as invoices`,
    );
    expect(counts).toEqual(before.counts);
    const [sources] = await rows<{ grants: number; paid: number }>(
      database.db,
      sql`select count(*) filter (where source = 'grant')::int as grants,
                 count(*) filter (where source = 'payment')::int as paid from entitlements where kind = 'plan'`,
    );
    expect(sources?.grants).toBeGreaterThan(0);
    expect(sources?.paid).toBeGreaterThan(0);
  });

  it('goes on numbering new rights after the carried ones', async () => {
    const [added] = await rows<{ id: number }>(
      database.db,
      sql`insert into entitlements (user_id, kind, source, grant_reason, plan_id, starts_at, ends_at)
          select (select min(id) from users), 'plan', 'grant', 'after the move', id, now(), now() + interval '1 day'
            from plans where code = 'premium' returning id`,
    );
    const [{ highest } = { highest: 0 }] = await rows<{ highest: number }>(
      database.db,
      sql`select max(id)::int as highest from entitlements where id <> ${added?.id}`,
    );
    expect(added?.id).toBeGreaterThan(highest);
  });
});
