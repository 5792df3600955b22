import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList, ProductReview } from '@reelhouse/contracts/shop-products';
import { site } from './support/sign-in';
import { product, slugOfKind } from './support/shoppers';
import { createTestApp, type TestApp } from './support/test-app';

const list = async (t: TestApp, query = '') =>
  (await t.app.inject({ url: `/api/shop/products${query}` })).json<ProductList>();

describe('shop catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off', REVIEWS_DEFAULT_STATUS: 'published' },
    });
  });
  afterAll(() => t.close());

  it('lists 10 products a page out of the 30 in the demo shop', async () => {
    const first = await list(t);
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(10);
    const last = await list(t, '?page=3');
    expect(last.items).toHaveLength(10);
    expect(new Set([...first.items, ...last.items].map((item) => item.slug)).size).toBe(20);
    expect(first.facets.sizes).toEqual(['S', 'M', 'L', 'XL', 'XXL', 'A3', 'A2']);
    expect(first.facets.colours).toEqual(expect.arrayContaining(['black', 'white', 'navy']));
  });

  it('sorts by price both ways, by rating, by latest and by popularity', async () => {
    const prices = (await list(t, '?sort=price-asc&limit=48')).items.map((item) => item.minPricePaise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dearest = (await list(t, '?sort=price-desc&limit=48')).items.map((item) => item.maxPricePaise);
    expect(dearest).toEqual([...dearest].sort((a, b) => b - a));
    const rated = (await list(t, '?sort=rating&limit=48')).items.map((item) => item.ratingAverage ?? -1);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    const latest = (await list(t, '?sort=latest')).items;
    expect(latest[0]?.isNew).toBe(true);
    expect((await list(t, '?sort=popularity')).items).toHaveLength(10);
  });

  it('filters by category, tag, size, colour, price and stock', async () => {
    const digital = await list(t, '?category=digital');
    expect(digital.total).toBe(3);
    expect(digital.items.every((item) => item.kind === 'digital')).toBe(true);
    const xxl = await list(t, '?size=XXL&limit=48');
    expect(xxl.total).toBe(6); // the T-shirts
    const navy = await list(t, '?colour=navy&limit=48');
    expect(navy.total).toBe(4); // the hoodies
    const cheap = await list(t, '?maxPrice=25000&limit=48');
    expect(cheap.items.every((item) => item.minPricePaise <= 25_000)).toBe(true);
    const all = (await list(t, '?limit=48')).items;
    const inStock = await list(t, '?inStock=true&limit=48');
    expect(inStock.total).toBe(all.filter((item) => item.stockStatus !== 'out_of_stock').length);
    expect(inStock.total).toBeLessThan(30);
    expect((await list(t, '?tag=soundtrack')).total).toBe(2);
  });

  it('answers 404 for an unknown category and 400 for bad filters', async () => {
    expect((await t.app.inject({ url: '/api/shop/products?category=nope' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/shop/products?sort=cheapest' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/shop/products?minPrice=500&maxPrice=100' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/shop/products/nope-nope' })).statusCode).toBe(404);
  });

  it('shows a product with its variants, prices, stock, titles and related products, in Arabic too', async () => {
    const slug = await slugOfKind(t, 'tee');
    const tee = await product(t, slug);
    expect(tee.variants).toHaveLength(10); // 5 sizes × 2 colours
    expect(tee.variants[0]).toMatchObject({
      size: 'S',
      colour: 'black',
      price: { regularPaise: 69_900, gstBasisPoints: 500 },
    });
    expect(tee.titles).toHaveLength(1);
    expect(tee.related.length).toBeGreaterThan(0);
    expect(tee.description).toMatch(/cotton/);
    const arabic = (await t.app.inject({ url: `/api/shop/products/${slug}?lang=ar` })).json<{ name: string }>();
    expect(arabic.name).toMatch(/^قميص /);
    const soundtrack = await product(t, await slugOfKind(t, 'soundtrack'));
    expect(soundtrack.download).toEqual({ limit: 5, expiryDays: 30 });
    expect(soundtrack.variants[0]?.available).toBeNull();
  });

  it('finds merchandise of a title', async () => {
    const tee = await product(t, await slugOfKind(t, 'tee'));
    const merch = await list(t, `?title=${tee.titles[0]?.slug}`);
    expect(merch.items.map((item) => item.slug)).toContain(tee.slug);
  });

  it('takes a review without ever showing the e-mail, and counts it', async () => {
    const slug = await slugOfKind(t, 'mug');
    const before = await product(t, slug);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/shop/products/${slug}/reviews`,
      payload: { name: 'Meera', email: 'meera@example.in', rating: 5, body: 'Keeps my chai hot.' },
      headers: site,
    });
    expect(posted.statusCode).toBe(201);
    const reviews = await t.app.inject({ url: `/api/shop/products/${slug}/reviews` });
    expect(reviews.body).not.toContain('meera@example.in');
    const mine = reviews.json<{ items: ProductReview[] }>().items.find((review) => review.name === 'Meera');
    expect(mine).toMatchObject({ rating: 5, verified: false });
    expect((await product(t, slug)).ratingCount).toBe(before.ratingCount + 1);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/shop/products/${slug}/reviews`,
      payload: { name: '', email: 'no', rating: 9, body: '' },
      headers: site,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('puts products in the global search', async () => {
    const search = await t.app.inject({ url: '/api/search?q=hoodie' });
    expect(search.json<{ products: { slug: string }[] }>().products.length).toBeGreaterThan(0);
  });
});
