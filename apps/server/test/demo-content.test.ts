import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@reelhouse/db/database';
import { seedDemoBlog } from '@reelhouse/db/seed/demo-blog';
import { seedDemoShop } from '@reelhouse/db/seed/demo-shop';
import { seedDemoCatalogue } from '@reelhouse/db/seed/seed-demo';
import { DemoArtworkRepository } from '../src/modules/artwork/demo-artwork.repository';
import { BlogPostsRepository } from '../src/modules/blog/blog-posts.repository';
import { MediaRepository } from '../src/modules/media/media.repository';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The demo's generators run for minutes after a first start, and again after a restart while
 * anything of the demo is missing; an operator may be building a title meanwhile. What an
 * operator makes must wait for its own files: no drawn poster, test-pattern clip, trailer or tone.
 */
let t: TestApp;
let editor: { rh_session: string };
const ids = { movie: 0, series: 0, episode: 0, person: 0, post: 0, product: 0 };

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_MEDIA: 'off', MEDIA_WORKERS: '0' } });
  // As a first start seeds, in its order.
  await seedDemoCatalogue(t.database.db);
  await seedDemoBlog(t.database.db);
  await seedDemoShop(t.database.db);
  editor = await signIn(t.app, '+919876544001');
  await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919876544001'`);
  const send = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, cookies: editor, headers: site, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
  };
  await send('/api/admin/titles', { kind: 'movie', rating: 'U', translations: { en: { name: 'Own Movie' } } });
  await send('/api/admin/titles', { kind: 'series', rating: 'U', translations: { en: { name: 'Own Series' } } });
  await send('/api/admin/titles/own-series/seasons', { names: { en: 'Season 1' } });
  await send('/api/admin/titles/own-series/seasons/1/episodes', {
    durationMinutes: 30,
    translations: { en: { name: 'Pilot' } },
  });
  const [own] = await rows<typeof ids>(
    t.database.db,
    sql`select (select id from titles where slug = 'own-movie') as movie,
               (select id from titles where slug = 'own-series') as series,
               (select e.id from episodes e join seasons s on s.id = e.season_id join titles t on t.id = s.title_id
                 where t.slug = 'own-series') as episode`,
  );
  Object.assign(ids, own);
  const [person] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into people (slug, name) values ('own-person', 'Own Person') returning id`,
  );
  const [post] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into blog_posts (slug, format, author_id)
        values ('own-sound', 'audio', (select min(id) from blog_authors)) returning id`,
  );
  const [product] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into products (slug, sku, price_paise, gst_basis_points) values ('own-cap', 'OWN-CAP', 49900, 1200)
        returning id`,
  );
  await t.database.db.execute(sql`insert into product_images (product_id, position) values (${product?.id}, 0)`);
  Object.assign(ids, { person: person?.id, post: post?.id, product: product?.id });
});
afterAll(() => t.close());

describe('the demo generators', () => {
  it('draw pictures for the demo only, never for what an operator made', async () => {
    const missing = await new DemoArtworkRepository(t.database.db).missing();
    expect(missing.titles.length).toBeGreaterThan(10);
    expect(missing.titles.map((title) => title.id)).not.toContain(ids.movie);
    expect(missing.titles.map((title) => title.id)).not.toContain(ids.series);
    expect(missing.episodes.length).toBeGreaterThan(10);
    expect(missing.episodes.map((episode) => episode.id)).not.toContain(ids.episode);
    expect(missing.people.length).toBeGreaterThan(10);
    expect(missing.people.map((person) => person.id)).not.toContain(ids.person);
    expect(missing.products.length).toBeGreaterThan(1);
    expect(missing.products.map((picture) => picture.productId)).not.toContain(ids.product);
  });

  it('give demo clips and trailers to the demo titles and episodes only', async () => {
    const repository = new MediaRepository(t.database.db);
    const [asset] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into media_assets (source_sha256, source_key, duration_seconds, width, height, frame_rate, has_audio)
          values ('demo-content-test', 'sources/demo-content-test.mp4', 12, 960, 540, 25, true) returning id`,
    );
    const clear = {
      id: asset?.id ?? 0,
      encryptionKey: null,
      durationSeconds: 12,
    } as unknown as Parameters<MediaRepository['attachDemo']>[0];
    // Every clip in turn, so whatever the ids the operator's rows fall to one of them.
    let attached = 0;
    for (let index = 0; index < 5; index += 1) {
      attached += await repository.attachDemo(clear, index, 5, 4);
      await repository.setDemoTrailer(index, 5, `/media/trailers/demo-${index}.mp4`);
    }
    expect(attached).toBeGreaterThan(10);
    const [own] = await rows<{ playables: number; trailers: number }>(
      t.database.db,
      sql`select (select count(*)::int from playables
                   where title_id in (${ids.movie}, ${ids.series}) or episode_id = ${ids.episode}) as playables,
                 (select count(*)::int from titles
                   where id in (${ids.movie}, ${ids.series}) and trailer_url is not null) as trailers`,
    );
    expect(own).toEqual({ playables: 0, trailers: 0 });
    // Films start their previews past the clip's title card, as episodes do past their intro.
    const starts = await rows<{ start: number | null }>(
      t.database.db,
      sql`select distinct coalesce(preview_start_seconds, intro_end_seconds) as start from playables`,
    );
    expect(starts).toEqual([{ start: 4 }]);
  });

  it('give a tone to the demo’s audio posts only', async () => {
    // The seed's audio posts wait for their tone until the demo's job makes it.
    await t.database.db.execute(
      sql`update blog_posts set audio_file = null where format = 'audio' and slug <> 'own-sound'`,
    );
    const posts = await new BlogPostsRepository(t.database.db).audioPostsWithoutFile();
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.map((post) => post.id)).not.toContain(ids.post);
  });
});

describe('an installation seeded before the demo was marked', () => {
  it('has its demo rows found by the migration, and nothing an operator made', async () => {
    const flags = sql`select (select array_agg(id order by id) from titles where demo) as titles,
                             (select array_agg(id order by id) from people where demo) as people,
                             (select array_agg(id order by id) from blog_authors where demo) as authors,
                             (select array_agg(id order by id) from blog_posts where demo) as posts,
                             (select array_agg(id order by id) from products where demo) as products`;
    const [seeded] = await rows<Record<string, number[]>>(t.database.db, flags);
    for (const table of ['titles', 'people', 'blog_authors', 'blog_posts', 'products'])
      await t.database.db.execute(sql.raw(`update ${table} set demo = false`));
    const migration = readFileSync(
      new URL('../../../packages/db/migrations/0034_demo_content.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration
      .split('--> statement-breakpoint')
      .filter((part) => /^\s*(--.*\n)*UPDATE/m.test(part)))
      await t.database.db.execute(sql.raw(statement));
    const [found] = await rows<Record<string, number[]>>(t.database.db, flags);
    expect(found).toEqual(seeded);
    expect(found?.titles).not.toContain(ids.movie);
    expect(found?.people).not.toContain(ids.person);
    expect(found?.posts).not.toContain(ids.post);
    expect(found?.products).not.toContain(ids.product);
  });
});
