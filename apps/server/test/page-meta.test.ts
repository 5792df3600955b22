import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBlog } from '@reelhouse/db/seed/demo-blog';
import { seedDemoShop } from '@reelhouse/db/seed/demo-shop';
import { createTestApp, type TestApp } from './support/test-app';
import { createWebFixture } from './support/web-fixture';

/** Detail pages carry their item's title and Open Graph tags in the HTML, for link previews. */
describe('link previews of detail pages', () => {
  let t: TestApp;
  const first = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)).rows[0] ?? {}) as Record<string, string | number>;

  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      webDistDir: createWebFixture(),
      env: { PUBLIC_ORIGIN: 'http://tv.example' },
    });
    await seedDemoBlog(t.database.db);
    await seedDemoShop(t.database.db);
  });
  afterAll(() => t.close());

  // The preview's link is the configured origin's, whatever Host the request names.
  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });

  it('names a movie in the title and Open Graph tags, in the language asked for', async () => {
    const { slug } = await first(
      sql`select slug from titles where kind = 'movie' and rating <> 'A' and status = 'published' order by id limit 1`,
    );
    const title = (await t.app.inject({ method: 'GET', url: `/api/titles/${slug}?lang=fr` })).json<{ name: string }>();
    const response = await page(`/movies-detail/${slug}?lang=fr`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta property="og:type" content="video.movie" />');
    expect(response.body).toContain(
      `<meta property="og:url" content="http://tv.example/movies-detail/${slug}?lang=fr" />`,
    );
    expect(response.body).toContain(`content="${title.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}"`);
    expect(response.body).toContain('<div id="root">');
  });

  it('describes a blog post as an article with its excerpt, at its path or ?post=, and 404s a post not out', async () => {
    const response = await page('/blogs-detail/the-art-of-foley?lang=de');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta property="og:type" content="article" />');
    expect(response.body).toContain(
      '<meta property="og:title" content="Die Kunst der Geräuschemacher: Klänge, die Ihnen nie auffielen" />',
    );
    expect(response.body).toContain(
      '<meta name="description" content="Schritte, Regen, eine Tür, die ins Schloss fällt',
    );
    expect((await page('/blog-template?post=on-cutting')).body).toContain('<title>On cutting | Reelhouse</title>');
    expect((await page('/blogs-detail/no-such-post')).statusCode).toBe(404);
    expect((await page('/blogs-detail/a-season-preview')).statusCode).toBe(404);
  });

  it('describes a product by its name and description in the language asked for, and 404s one not sold', async () => {
    const { slug } = await first(sql`select slug from products where status = 'published' order by id limit 1`);
    const product = (await t.app.inject({ method: 'GET', url: `/api/shop/products/${slug}?lang=fr` })).json<{
      name: string;
    }>();
    const response = await page(`/product-detail/${slug}?lang=fr`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta property="og:type" content="product" />');
    expect(response.body).toContain(
      `<meta property="og:url" content="http://tv.example/product-detail/${slug}?lang=fr" />`,
    );
    expect(response.body).toContain(
      `<title>${product.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;')} | Reelhouse</title>`,
    );
    expect((await page('/product-detail/no-such-product')).statusCode).toBe(404);
  });

  it('describes a person at /cast-detail?slug= and an episode at /episodes', async () => {
    const { slug: person } = await first(sql`select slug from people order by id limit 1`);
    expect((await page(`/cast-detail?slug=${person}`)).body).toContain('content="profile"');

    const { slug: series } = await first(
      sql`select slug from titles where kind = 'series' and rating <> 'A' and status = 'published' order by id limit 1`,
    );
    const episode = await page(`/episodes?title=${series}&season=1&episode=2`);
    expect(episode.body).toContain('content="video.episode"');
    expect((await page(`/episodes?title=${series}&season=1&episode=999`)).statusCode).toBe(404);
  });

  it('gives nothing away about an A-rated title, and answers 404 for one that does not exist', async () => {
    const { slug, name } = await first(
      sql`select t.slug, x.name from titles t join title_translations x on x.title_id = t.id and x.lang = 'en'
           where t.rating = 'A' limit 1`,
    );
    const restricted = await page(`/movies-detail/${slug}`);
    expect(restricted.statusCode).toBe(200);
    expect(restricted.body).not.toContain('og:title');
    expect(restricted.body).not.toContain(String(name));

    expect((await page('/movies-detail/no-such-title')).statusCode).toBe(404);
    expect((await page('/cast-detail/no-such-person')).statusCode).toBe(404);
  });
});
