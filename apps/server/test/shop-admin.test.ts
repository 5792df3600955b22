import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCoupon,
  AdminProduct,
  AdminProductPage,
  LowStockList,
  ProductCreate,
} from '@reelhouse/contracts/shop-admin';
import type { Cart } from '@reelhouse/contracts/shop-cart';
import type { ProductDetail } from '@reelhouse/contracts/shop-products';
import { rows } from '@reelhouse/db/database';
import { signIn, site } from './support/sign-in';
import { addToCart, type Cookies } from './support/shoppers';
import { createTestApp, type TestApp } from './support/test-app';

const newProduct = (changes: Partial<ProductCreate> = {}): ProductCreate => ({
  slug: 'studio-scarf',
  sku: 'RH-SCARF-001',
  status: 'published',
  pricePaise: 79_900,
  gstBasisPoints: 1200,
  translations: {
    en: { name: 'Studio Scarf', shortDescription: 'A warm scarf.', description: 'Knitted wool, 180 cm long.' },
    fr: { name: 'Écharpe du studio', shortDescription: 'Une écharpe chaude.', description: 'Laine tricotée, 180 cm.' },
  },
  categories: ['accessories'],
  tags: ['gift'],
  titles: ['monsoon-letters'],
  variants: [
    { sku: 'RH-SCARF-001-RED', colour: 'red', stockQuantity: 12 },
    { sku: 'RH-SCARF-001-NAVY', colour: 'navy', stockQuantity: 0 },
  ],
  ...changes,
});

describe('shop operators’ API', () => {
  let t: TestApp;
  let admin: Cookies;
  let member: Cookies;
  const send = (
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'GET',
    url: string,
    cookies: Cookies,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      cookies,
      headers: site,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off' } });
    admin = await signIn(t.app, '+919811100301');
    member = await signIn(t.app, '+919811100302');
    await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919811100301'`);
  });
  afterAll(() => t.close());

  it('adds a product that shoppers then find, in their language, with its variants and title', async () => {
    const created = await send('POST', '/api/admin/shop/products', admin, newProduct());
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminProduct>().variants).toHaveLength(2);
    const detail = (await t.app.inject({ url: '/api/shop/products/studio-scarf?lang=fr' })).json<ProductDetail>();
    expect(detail).toMatchObject({ name: 'Écharpe du studio', stockStatus: 'in_stock', isNew: true });
    expect(detail.titles.map((title) => title.slug)).toEqual(['monsoon-letters']);
    // German falls back to English.
    const german = (await t.app.inject({ url: '/api/shop/products/studio-scarf?lang=de' })).json<ProductDetail>();
    expect(german.name).toBe('Studio Scarf');
    const [audit] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from operator_audit where subject = 'product:studio-scarf' and action = 'product.create'`,
    );
    expect(audit?.n).toBe(1);
  });

  it('refuses bad products, naming the field, and changes nothing', async () => {
    const bad = await send('POST', '/api/admin/shop/products', admin, {
      ...newProduct({ slug: 'bad-scarf', sku: 'RH-BAD-1', salePricePaise: 90_000 }),
      variants: [],
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json<{ errors: { path: string }[] }>().errors.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['body.variants']));
    const unknown = await send(
      'POST',
      '/api/admin/shop/products',
      admin,
      newProduct({ slug: 'other-scarf', sku: 'RH-OTHER-1', categories: ['nope'], variants: [{ sku: 'RH-OTHER-1-A' }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('body.categories');
    expect((await t.app.inject({ url: '/api/shop/products/other-scarf' })).statusCode).toBe(404);
    const twice = await send('POST', '/api/admin/shop/products', admin, newProduct());
    expect(twice.statusCode).toBe(409);
    expect((await send('POST', '/api/admin/shop/products', member, newProduct({ slug: 'x-scarf' }))).statusCode).toBe(
      403,
    );
    expect((await send('POST', '/api/admin/shop/products', {}, newProduct({ slug: 'y-scarf' }))).statusCode).toBe(401);
  });

  it('changes a product’s price and sale, hides it as a draft, and refuses a sale above the price', async () => {
    const sale = await send('PATCH', '/api/admin/shop/products/studio-scarf', admin, { salePricePaise: 59_900 });
    expect(sale.statusCode).toBe(200);
    const onSale = (await t.app.inject({ url: '/api/shop/products/studio-scarf' })).json<ProductDetail>();
    expect(onSale).toMatchObject({ onSale: true, minPricePaise: 59_900, regularPricePaise: 79_900 });
    const above = await send('PATCH', '/api/admin/shop/products/studio-scarf', admin, { pricePaise: 50_000 });
    expect(above.statusCode).toBe(400);
    expect(above.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('body.salePricePaise');
    expect((await send('PATCH', '/api/admin/shop/products/studio-scarf', admin, { status: 'draft' })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/api/shop/products/studio-scarf' })).statusCode).toBe(404);
    await send('PATCH', '/api/admin/shop/products/studio-scarf', admin, { status: 'published' });
    expect((await send('PATCH', '/api/admin/shop/products/nope', admin, { status: 'draft' })).statusCode).toBe(404);
    expect((await send('PATCH', '/api/admin/shop/products/studio-scarf', admin, {})).statusCode).toBe(400);
  });

  it('changes only the fields sent, and refuses another product’s SKU naming the field', async () => {
    const other = await send('POST', '/api/admin/shop/products', admin, {
      ...newProduct({ slug: 'sku-scarf', sku: 'RH-SKU-1', variants: [{ sku: 'RH-SKU-1-A' }] }),
    });
    expect(other.statusCode).toBe(201);
    const taken = await send('PATCH', '/api/admin/shop/products/sku-scarf', admin, { sku: 'RH-SCARF-001' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('body.sku');
    const renamed = await send('PATCH', '/api/admin/shop/products/sku-scarf', admin, { sku: 'RH-SKU-2' });
    expect(renamed.json<AdminProduct>()).toMatchObject({ sku: 'RH-SKU-2', status: 'published' });
    const detail = (await t.app.inject({ url: '/api/shop/products/sku-scarf' })).json<ProductDetail>();
    expect(detail).toMatchObject({ regularPricePaise: newProduct({}).pricePaise });
  });

  it('adds a variant and sets stock, which the cart then respects', async () => {
    const added = await send('POST', '/api/admin/shop/products/studio-scarf/variants', admin, {
      sku: 'RH-SCARF-001-SAND',
      colour: 'sand',
      stockQuantity: 1,
    });
    expect(added.statusCode).toBe(201);
    const sand = added.json<AdminProduct>().variants.find((variant) => variant.sku === 'RH-SCARF-001-SAND');
    expect((await addToCart(t, member, sand?.id ?? 0, 2)).statusCode).toBe(409);
    const stock = await send('PATCH', `/api/admin/shop/variants/${sand?.id}`, admin, { stockQuantity: 5 });
    expect(stock.json()).toMatchObject({ stockQuantity: 5 });
    expect((await addToCart(t, member, sand?.id ?? 0, 2)).json<Cart>().count).toBe(2);
    expect((await send('PATCH', `/api/admin/shop/variants/${sand?.id}`, admin, { stockQuantity: -1 })).statusCode).toBe(
      400,
    );
    // Stock no longer counted; what was not sent keeps its value.
    const uncounted = await send('PATCH', `/api/admin/shop/variants/${sand?.id}`, admin, { stockQuantity: null });
    expect(uncounted.json()).toMatchObject({ stockQuantity: null, backorders: false, lowStockThreshold: 5 });
    expect((await send('PATCH', '/api/admin/shop/variants/999999', admin, { backorders: true })).statusCode).toBe(404);
  });

  it('adds, orders and removes product pictures, re-encoded square, refusing what is not a picture', async () => {
    const slug = 'poster-frame';
    expect(
      (
        await send(
          'POST',
          '/api/admin/shop/products',
          admin,
          newProduct({ slug, sku: 'RH-FRAME-001', variants: [{ sku: 'RH-FRAME-001-OAK', stockQuantity: 3 }] }),
        )
      ).statusCode,
    ).toBe(201);
    const upload = (body: Buffer, cookies: Cookies = admin, product = slug) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/shop/products/${product}/images`,
        headers: { ...site, 'content-type': 'application/octet-stream' },
        cookies,
        payload: body,
      });
    const photo = (background: string) =>
      sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
        .jpeg()
        .toBuffer();
    const first = await upload(await photo('#cc3322'));
    expect(first.statusCode).toBe(201);
    const second = await upload(await photo('#2244cc'));
    const [red, blue] = second.json<AdminProduct>().imageIds as [number, number];
    expect(second.json<AdminProduct>().imageIds).toEqual([red, blue]);
    const detail = async () => (await t.app.inject({ url: `/api/shop/products/${slug}` })).json<ProductDetail>();
    expect((await detail()).images).toEqual([
      expect.objectContaining({ width: 800, height: 800, widths: [200, 400, 800], formats: ['avif', 'webp'] }),
      expect.objectContaining({ width: 800, height: 800 }),
    ]);
    const key = (await detail()).images[1]?.path.split('/').pop() ?? '';
    expect(
      readdirSync(path.join(t.dataDir, 'media', 'store', 'images')).filter((file) => file.startsWith(key)),
    ).toHaveLength(6);

    expect((await upload(await photo('#2244cc'))).statusCode).toBe(409);
    const text = await upload(Buffer.from('not a picture at all'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ errors: [{ path: 'body.picture' }] });
    expect((await upload(Buffer.alloc(11 * 1024 * 1024, 1))).statusCode).toBe(413);
    expect((await upload(await photo('#000000'), member)).statusCode).toBe(403);
    expect((await upload(await photo('#000000'), admin, 'no-such-product')).statusCode).toBe(404);

    const reordered = await send('PUT', `/api/admin/shop/products/${slug}/images`, admin, { imageIds: [blue, red] });
    expect(reordered.json<AdminProduct>().imageIds).toEqual([blue, red]);
    const missing = await send('PUT', `/api/admin/shop/products/${slug}/images`, admin, { imageIds: [blue] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: [{ path: 'body.imageIds' }] });

    const removed = await send('DELETE', `/api/admin/shop/products/${slug}/images/${blue}`, admin);
    expect(removed.json<AdminProduct>().imageIds).toEqual([red]);
    expect(
      readdirSync(path.join(t.dataDir, 'media', 'store', 'images')).filter((file) => file.startsWith(key)),
    ).toEqual([]);
    expect((await send('DELETE', `/api/admin/shop/products/${slug}/images/${blue}`, admin)).statusCode).toBe(404);
    expect((await detail()).images).toHaveLength(1);
    const audited = await rows<{ action: string }>(
      t.database.db,
      sql`select action from operator_audit where subject = ${`product:${slug}`} order by id`,
    );
    expect(audited.map((row) => row.action)).toEqual([
      'product.create',
      'product.image.add',
      'product.image.add',
      'product.image.order',
      'product.image.remove',
    ]);
  });

  it('creates, changes and deletes coupons, which carts then honour', async () => {
    const created = await send('POST', '/api/admin/shop/coupons', admin, {
      code: 'scarves20',
      kind: 'percent',
      amount: 20,
      productSlugs: ['studio-scarf'],
      usageLimit: 50,
    });
    expect(created.statusCode).toBe(201);
    const coupon = created.json<AdminCoupon>();
    expect(coupon).toMatchObject({ code: 'SCARVES20', productSlugs: ['studio-scarf'], usedCount: 0 });
    const applied = await send('PUT', '/api/shop/cart/coupon', member, { code: 'scarves20' });
    expect(applied.json<Cart>().discountPaise).toBe(Math.round((59_900 * 2 * 20) / 100));

    expect(
      (await send('POST', '/api/admin/shop/coupons', admin, { code: 'SCARVES20', kind: 'fixed_cart', amount: 100 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await send('POST', '/api/admin/shop/coupons', admin, { code: 'MANY', kind: 'percent', amount: 150 })).statusCode,
    ).toBe(400);
    const changed = await send('PUT', `/api/admin/shop/coupons/${coupon.id}`, admin, {
      code: 'SCARVES20',
      kind: 'percent',
      amount: 20,
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(changed.statusCode).toBe(200);
    const expired = (await send('GET', '/api/shop/cart', member)).json<Cart>();
    expect(expired).toMatchObject({ coupon: null, couponRefusal: 'expired' });
    expect((await send('DELETE', `/api/admin/shop/coupons/${coupon.id}`, admin)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/admin/shop/coupons/${coupon.id}`, admin)).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/shop/coupons', member)).statusCode).toBe(403);
    const list = (await send('GET', '/api/admin/shop/coupons', admin)).json<{ items: AdminCoupon[] }>();
    expect(list.items.map((item) => item.code)).toEqual(expect.arrayContaining(['WELCOME10', 'FLAT200']));
  });

  it('refuses a usage limit below the uses a coupon already had, and keeps the coupon as it was', async () => {
    const created = await send('POST', '/api/admin/shop/coupons', admin, {
      code: 'USED3',
      kind: 'fixed_cart',
      amount: 100,
      usageLimit: 10,
    });
    const coupon = created.json<AdminCoupon>();
    await t.database.db.execute(sql`update coupons set used_count = 3 where id = ${coupon.id}`);
    const lowered = await send('PUT', `/api/admin/shop/coupons/${coupon.id}`, admin, {
      code: 'USED3',
      kind: 'fixed_cart',
      amount: 500,
      usageLimit: 2,
    });
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('body.usageLimit');
    const kept = (await send('GET', '/api/admin/shop/coupons', admin))
      .json<{ items: AdminCoupon[] }>()
      .items.find((item) => item.id === coupon.id);
    expect(kept).toMatchObject({ amount: 100, usageLimit: 10, usedCount: 3 });
    const raised = await send('PUT', `/api/admin/shop/coupons/${coupon.id}`, admin, {
      code: 'USED3',
      kind: 'fixed_cart',
      amount: 500,
      usageLimit: 3,
    });
    expect(raised.json<AdminCoupon>()).toMatchObject({ amount: 500, usageLimit: 3, usedCount: 3 });
  });

  it('lists products for the console, drafts too, found by name in any language or SKU, to admins only', async () => {
    await send(
      'POST',
      '/api/admin/shop/products',
      admin,
      newProduct({
        slug: 'draft-mug',
        sku: 'RH-MUG-DRAFT',
        status: 'draft',
        variants: [{ sku: 'RH-MUG-DRAFT-1', stockQuantity: 2 }],
        titles: [],
      }),
    );
    expect((await send('GET', '/api/admin/shop/products', member)).statusCode).toBe(403);
    const page = (await send('GET', '/api/admin/shop/products?q=draft&status=draft', admin)).json<AdminProductPage>();
    expect(page.items).toEqual([
      expect.objectContaining({ slug: 'draft-mug', status: 'draft', stock: 2, lowStock: true, name: 'Studio Scarf' }),
    ]);
    const french = (await send('GET', '/api/admin/shop/products?q=%C3%A9charpe', admin)).json<AdminProductPage>();
    expect(french.items.map((item) => item.slug)).toEqual(expect.arrayContaining(['studio-scarf', 'draft-mug']));
    const bySku = (await send('GET', '/api/admin/shop/products?q=RH-SCARF-001-NAVY', admin)).json<AdminProductPage>();
    expect(bySku.items.map((item) => item.slug)).toEqual(['studio-scarf']);
    expect((await send('GET', '/api/admin/shop/products?sort=stock', admin)).statusCode).toBe(400);
  });

  it('reads one product whole, as the console edits it', async () => {
    const product = (await send('GET', '/api/admin/shop/products/studio-scarf', admin)).json<AdminProduct>();
    expect(product).toMatchObject({
      slug: 'studio-scarf',
      gstBasisPoints: 1200,
      categories: ['accessories'],
      tags: ['gift'],
      titles: ['monsoon-letters'],
      translations: { en: { name: 'Studio Scarf' }, fr: { name: 'Écharpe du studio' } },
    });
    expect(product.translations.de).toBeUndefined();
    expect(product.variants[0]).toMatchObject({ sku: 'RH-SCARF-001-RED', colour: 'red', pricePaise: null });
    expect((await send('GET', '/api/admin/shop/products/no-such-thing', admin)).statusCode).toBe(404);
  });

  it('gives a variant its own prices, refusing a sale at or above the price it would have', async () => {
    const product = (await send('GET', '/api/admin/shop/products/studio-scarf', admin)).json<AdminProduct>();
    const red = product.variants.find((variant) => variant.sku === 'RH-SCARF-001-RED');
    const priced = await send('PATCH', `/api/admin/shop/variants/${red?.id}`, admin, {
      pricePaise: 89_900,
      salePricePaise: 69_900,
      size: 'L',
    });
    expect(priced.json()).toMatchObject({ pricePaise: 89_900, salePricePaise: 69_900, size: 'L', colour: 'red' });
    // Back to the product's price (which is lower than the sale): refused, and nothing changes.
    const wrong = await send('PATCH', `/api/admin/shop/variants/${red?.id}`, admin, {
      pricePaise: null,
      salePricePaise: 99_900,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('body.salePricePaise');
    const after = (await send('GET', '/api/admin/shop/products/studio-scarf', admin)).json<AdminProduct>();
    expect(after.variants.find((variant) => variant.id === red?.id)).toMatchObject({ pricePaise: 89_900 });
  });

  it('lists what is running low, emptiest first, leaving archived products and uncounted stock out', async () => {
    const low = (await send('GET', '/api/admin/shop/low-stock', admin)).json<LowStockList>();
    const skus = low.items.map((item) => item.sku);
    expect(skus).toContain('RH-SCARF-001-NAVY');
    expect(skus).not.toContain('RH-SCARF-001-SAND');
    const quantities = low.items.map((item) => item.stockQuantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    expect(low.items.every((item) => item.stockQuantity <= item.lowStockThreshold)).toBe(true);
    await send('PATCH', '/api/admin/shop/products/draft-mug', admin, { status: 'archived' });
    const later = (await send('GET', '/api/admin/shop/low-stock', admin)).json<LowStockList>();
    expect(later.items.map((item) => item.sku)).not.toContain('RH-MUG-DRAFT-1');
    expect((await send('GET', '/api/admin/shop/low-stock', member)).statusCode).toBe(403);
  });

  it('keeps no change whose audit line could not be written', async () => {
    const price = async () =>
      (await t.app.inject({ url: '/api/shop/products/studio-scarf' })).json<ProductDetail>().regularPricePaise;
    const before = await price();
    // The audit table refuses every write: the change it would record must not be kept either.
    await t.database.db.execute(sql`alter table operator_audit add constraint audit_refused check (false) not valid`);
    try {
      const refused = await send('PATCH', '/api/admin/shop/products/studio-scarf', admin, { pricePaise: before + 100 });
      expect(refused.statusCode).toBe(500);
      t.app.contentChanged('shop');
      expect(await price()).toBe(before);
    } finally {
      await t.database.db.execute(sql`alter table operator_audit drop constraint audit_refused`);
    }
  });
});
