import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogTerm } from '@reelhouse/contracts/blog';
import type { ShopTermList } from '@reelhouse/contracts/shop-products';
import type { VocabularyList, VocabularyTerm } from '@reelhouse/contracts/vocabularies-admin';
import { rows } from '@reelhouse/db/database';
import { seedDemoBlog } from '@reelhouse/db/seed/demo-blog';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

type Cookies = { rh_session: string };
let t: TestApp;
let admin: Cookies;
let editor: Cookies;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off' } });
  await seedDemoBlog(t.database.db);
  admin = await signIn(t.app, '+919400000071');
  editor = await signIn(t.app, '+919400000072');
  await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919400000071'`);
  await t.database.db.execute(sql`update users set role = 'editor' where mobile = '+919400000072'`);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookies: Cookies, payload?: object) =>
  t.app.inject({ method, url, cookies, headers: site, ...(payload ? { payload } : {}) });

describe('shop and blog vocabularies in the console', () => {
  it('add a shop category that shoppers then see in their language, to admins only', async () => {
    const body = { slug: 'collectibles', names: { en: 'Collectibles', fr: 'Objets de collection' } };
    expect((await send('POST', '/api/admin/shop/categories', editor, body)).statusCode).toBe(403);
    const created = await send('POST', '/api/admin/shop/categories', admin, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<VocabularyTerm>()).toEqual({ ...body, uses: 0 });
    const list = (await send('GET', '/api/admin/shop/categories', admin)).json<VocabularyList>();
    expect(list.items.at(-1)?.slug).toBe('collectibles');
    expect(list.items.find((term) => term.slug === 'clothing')?.uses).toBeGreaterThan(0);
    expect((await send('POST', '/api/admin/shop/categories', admin, body)).statusCode).toBe(409);
    const noEnglish = await send('POST', '/api/admin/shop/tags', admin, { slug: 'rare', names: { de: 'Selten' } });
    expect(noEnglish.statusCode).toBe(400);
  });

  it('rename and remove a shop tag; products filed under it stay, unfiled', async () => {
    const tags = (await send('GET', '/api/admin/shop/tags', admin)).json<VocabularyList>().items;
    const used = tags.find((term) => term.uses > 0);
    expect(used).toBeDefined();
    const slug = used?.slug ?? '';
    const renamed = await send('PUT', `/api/admin/shop/tags/${slug}`, admin, { names: { en: 'Renamed tag' } });
    expect(renamed.json<VocabularyTerm>()).toMatchObject({ slug, names: { en: 'Renamed tag' } });
    const [before] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from products`);
    expect((await send('DELETE', `/api/admin/shop/tags/${slug}`, admin)).statusCode).toBe(204);
    const [after] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from products`);
    expect(after?.n).toBe(before?.n);
    const shop = (await t.app.inject({ url: '/api/shop/tags' })).json<ShopTermList>();
    expect(shop.items.map((term) => term.slug)).not.toContain(slug);
    expect((await send('DELETE', `/api/admin/shop/tags/${slug}`, admin)).statusCode).toBe(404);
  });

  it('let editors keep the blog’s categories and tags, audited', async () => {
    const created = await send('POST', '/api/admin/blog/categories', editor, {
      slug: 'restorations',
      names: { en: 'Restorations', ar: 'ترميم' },
    });
    expect(created.statusCode, created.body).toBe(201);
    await send('PUT', '/api/admin/blog/tags/music', editor, { names: { en: 'Music & sound' } });
    const tags = (await t.app.inject({ url: '/api/blog/tags' })).json<{ items: BlogTerm[] }>().items;
    expect(tags.find((tag) => tag.slug === 'music')?.name).toBe('Music & sound');
    const lines = await rows<{ action: string }>(
      t.database.db,
      sql`select action from operator_audit where action like 'blog-%' or action like 'shop-%' order by id`,
    );
    expect(lines.map((line) => line.action)).toEqual([
      'shop-category.create',
      'shop-tag.update',
      'shop-tag.delete',
      'blog-category.create',
      'blog-tag.update',
    ]);
  });
});
