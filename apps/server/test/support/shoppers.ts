import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Cart } from '@reelhouse/contracts/shop-cart';
import type { OrderPlaced, PlaceOrder } from '@reelhouse/contracts/shop-orders';
import type { ProductDetail } from '@reelhouse/contracts/shop-products';
import { rows, type Db } from '@reelhouse/db/database';
import { settled, simulate } from './payments';
import { site } from './sign-in';
import type { TestApp } from './test-app';

export type Cookies = Record<string, string>;

/**
 * Members made straight in the database with a session each, for tests that need many buyers at
 * once (signing in through SMS codes would meet the per-address code limits).
 */
export async function membersWithSessions(db: Db, count: number, prefix = '+91900000'): Promise<Cookies[]> {
  const hash = (value: string) => createHash('sha256').update(value).digest('base64url');
  const made: Cookies[] = [];
  for (let i = 0; i < count; i += 1) {
    const token = randomBytes(32).toString('base64url');
    const mobile = `${prefix}${String(i).padStart(4, '0')}`;
    await db.execute(sql`with u as (insert into users (mobile) values (${mobile}) returning id)
                         insert into sessions (id_hash, user_id, device) select ${hash(token)}, id, 'test' from u`);
    made.push({ rh_session: token });
  }
  return made;
}

export const billing = {
  firstName: 'Asha',
  lastName: 'Rao',
  country: 'IN',
  street: '12 MG Road',
  town: 'Bengaluru',
  state: 'Karnataka',
  postcode: '560001',
  phone: '9876543210',
  email: 'asha@example.in',
};

export const orderBody = (changes: Partial<PlaceOrder> = {}): PlaceOrder => ({
  billing,
  shippingMethod: 'flat_rate',
  paymentMethod: 'cash_on_delivery',
  ...changes,
});

export const product = async (t: TestApp, slug: string) =>
  (await t.app.inject({ url: `/api/shop/products/${slug}` })).json<ProductDetail>();

/** The slug of a product of this kind code (e.g. `tee`), the first one listed. */
export async function slugOfKind(t: TestApp, code: string): Promise<string> {
  const [row] = await rows<{ slug: string }>(
    t.database.db,
    sql`select slug from products where slug like ${`%-${code}`} order by id limit 1`,
  );
  if (!row) throw new Error(`no demo product of kind ${code}`);
  return row.slug;
}

export const addToCart = (t: TestApp, cookies: Cookies, variantId: number, quantity = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/shop/cart/items',
    payload: { variantId, quantity },
    cookies,
    headers: site,
  });

export const cartOf = async (t: TestApp, cookies: Cookies) =>
  (await t.app.inject({ url: '/api/shop/cart', cookies })).json<Cart>();

export const placeOrder = (t: TestApp, cookies: Cookies, body: unknown, key = randomBytes(8).toString('hex')) =>
  t.app.inject({
    method: 'POST',
    url: '/api/shop/orders',
    payload: body as object,
    cookies,
    headers: { ...site, 'idempotency-key': key },
  });

export const placed = (response: { json: <T>() => T }) => response.json<OrderPlaced>();

/** The signed address (path and query) a buyer is given to fetch one of their downloads. */
export async function downloadLinkOf(t: TestApp, cookies: Cookies, downloadId: number | undefined): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/shop/downloads/${downloadId}/link`,
    cookies,
    headers: site,
  });
  const { url } = response.json<{ url: string }>();
  return new URL(url).pathname + new URL(url).search;
}

export const stockOf = async (t: TestApp, variantId: number) =>
  (
    await rows<{ n: number | null }>(
      t.database.db,
      sql`select stock_quantity as n from product_variants where id = ${variantId}`,
    )
  )[0]?.n;

/** The first variant of the first product of this kind, its stock set to `stock` (counted, no backorders). */
export async function variantWithStock(t: TestApp, kind: string, stock: number): Promise<number> {
  const found = await product(t, await slugOfKind(t, kind));
  const id = found.variants[0]?.id as number;
  await t.database.db.execute(
    sql`update product_variants set stock_quantity = ${stock}, backorders = false where id = ${id}`,
  );
  t.app.shop.cache.invalidate();
  return id;
}

/** Settles a PhonePe order's payment in the sandbox and answers the payment's final state. */
export async function settleOrderPayment(t: TestApp, orderNumber: string, outcome: 'success' | 'failure') {
  const [payment] = await rows<{ id: string }>(
    t.database.db,
    sql`select merchant_transaction_id as id from payments where order_id = (select id from orders where number = ${orderNumber})`,
  );
  await simulate(t, { merchantTransactionId: payment?.id, outcome });
  return settled(t, payment?.id ?? '');
}
