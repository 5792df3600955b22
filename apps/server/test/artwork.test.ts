import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawMissingDemoArtwork } from '../src/modules/artwork/demo-artwork.jobs';
import { createTestApp, type TestApp } from './support/test-app';

describe('demo artwork', () => {
  let t: TestApp;
  let changes = 0;
  const imagesDir = () => path.join(t.dataDir, 'media', 'store', 'images');
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    // Three titles and two people keep the test quick; the job treats any number alike.
    await t.database.db.execute(
      sql`delete from titles where slug not in ('monsoon-letters', 'the-salt-road', 'orbit')`,
    );
    await t.database.db.execute(sql`delete from people where id > 2`);
    // One shop product, with its two pictures.
    await t.database.db.execute(sql`delete from products where id > (select min(id) from products)`);
    await t.app.inject({ method: 'GET', url: '/api/titles/monsoon-letters' }); // fill the cache first
    const [{ episodes = 0 } = {}] = (await t.database.db.execute(sql`select count(*)::int as episodes from episodes`))
      .rows as { episodes: number }[];
    expect(episodes).toBeGreaterThan(1);
    // The home page's titles first (here as the job is told): the last by id is drawn first.
    const drawn = await drawMissingDemoArtwork(
      t.database.db,
      t.app.media.storage,
      { info: () => undefined },
      () => {
        changes += 1;
        t.app.contentChanged('catalogue');
      },
      ['the-salt-road'],
    );
    expect(drawn).toBe(7 + episodes);
  });

  it('draws the titles it is told come first before the others', async () => {
    const order = (await t.database.db.execute(sql`select slug from titles order by poster_image_id`)).rows.map(
      (row) => (row as { slug: string }).slug,
    );
    expect(order[0]).toBe('the-salt-road');
  });

  it('gives every episode a still of its own', async () => {
    const series = (await t.app.inject({ method: 'GET', url: '/api/titles/orbit' })).json();
    const stills = series.seasons.flatMap((season: { episodes: { image: { path: string } | null }[] }) =>
      season.episodes.map((episode) => episode.image),
    );
    expect(stills.length).toBeGreaterThan(1);
    expect(stills[0]).toMatchObject({ widths: [320, 640], formats: ['avif', 'webp'], width: 1280, height: 720 });
    expect(new Set(stills.map((still: { path: string }) => still.path)).size).toBe(stills.length);
  });
  afterAll(() => t.close());

  it('gives every title a poster and backdrop set, and every person a portrait, as AVIF and WebP at each width', async () => {
    const title = (await t.app.inject({ method: 'GET', url: '/api/titles/monsoon-letters' })).json();
    expect(title.poster).toMatchObject({ widths: [200, 400, 600], formats: ['avif', 'webp'], width: 600, height: 900 });
    expect(title.backdrop).toMatchObject({ widths: [480, 960, 1280], width: 1280, height: 720 });
    expect(title.poster.color).toMatch(/^#[0-9a-f]{6}$/);
    for (const width of title.poster.widths) {
      for (const format of ['avif', 'webp']) {
        const file = path.join(imagesDir(), `${path.basename(title.poster.path)}-${width}.${format}`);
        expect(existsSync(file), file).toBe(true);
        const metadata = await sharp(file).metadata();
        expect(metadata.width).toBe(width);
        expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp');
      }
    }
    const person = (await t.app.inject({ method: 'GET', url: '/api/people?limit=1' })).json().items[0];
    expect(person.profile).toMatchObject({ widths: [160, 320] });
  });

  it('gives a shop product its square pictures', async () => {
    const [item] = (await t.app.inject({ method: 'GET', url: '/api/shop/products' })).json().items;
    const product = (await t.app.inject({ method: 'GET', url: `/api/shop/products/${item.slug}` })).json();
    expect(product.images).toHaveLength(2);
    expect(product.image).toMatchObject({ widths: [200, 400, 800], width: 800, height: 800 });
  });

  it('refreshes cached answers as pictures land (the answer before the job had no poster)', () => {
    expect(changes).toBeGreaterThan(0);
  });

  it('serves the files for good: immutable caching, WebP content type', async () => {
    const title = (await t.app.inject({ method: 'GET', url: '/api/titles/the-salt-road' })).json();
    const response = await t.app.inject({ method: 'GET', url: `${title.poster.path}-400.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const avif = await t.app.inject({ method: 'GET', url: `${title.poster.path}-400.avif` });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/media/images/nothing-here-400.webp' })).statusCode).toBe(404);
  });

  it('draws nothing the second time', async () => {
    expect(
      await drawMissingDemoArtwork(t.database.db, t.app.media.storage, { info: () => undefined }, () => undefined),
    ).toBe(0);
  });
});
