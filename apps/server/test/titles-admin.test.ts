import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TitleDetail } from '@reelhouse/contracts/catalogue';
import type { AdminTitle, AdminTitlePage, TitlePagePreview } from '@reelhouse/contracts/catalogue-admin';
import { rows } from '@reelhouse/db/database';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/** The console's title list: every status, server-side filters, sorting and paging. */
let t: TestApp;
let editor: { rh_session: string };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  editor = await signIn(t.app, '+919876511001');
  await t.database.db.execute(sql`update users set role = 'editor' where mobile = '+919876511001'`);
});
afterAll(() => t.close());

const list = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/titles${query}`, cookies: editor });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminTitlePage>();
};
const totalTitles = async () =>
  ((await t.database.db.execute(sql`select count(*)::int as n from titles`)) as unknown as { rows: { n: number }[] })
    .rows[0]?.n;

describe('GET /api/admin/titles', () => {
  it('pages through every title, newest change first', async () => {
    const first = await list('?pageSize=10');
    expect(first.total).toBe(await totalTitles());
    expect(first.items).toHaveLength(10);
    const updated = first.items.map((item) => item.updatedAt);
    expect([...updated].sort().reverse()).toEqual(updated);
    const second = await list('?pageSize=10&page=2');
    expect(second.items.map((item) => item.slug)).not.toContain(first.items[0]?.slug);
  });

  it('filters by kind, rating and genre, and sorts by name', async () => {
    const series = await list('?kind=series&pageSize=100');
    expect(series.total).toBeGreaterThan(0);
    expect(series.items.every((item) => item.kind === 'series')).toBe(true);
    const adult = await list('?rating=A');
    expect(adult.items.every((item) => item.rating === 'A')).toBe(true);
    const byName = await list('?sort=name&order=asc&pageSize=100');
    const names = byName.items.map((item) => item.name.toLowerCase());
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    const genres = await t.app.inject({ method: 'GET', url: '/api/genres' });
    const [genre] = genres.json<{ items: { slug: string; name: string }[] }>().items;
    const inGenre = await list(`?genre=${genre?.slug}&pageSize=100`);
    expect(inGenre.total).toBeGreaterThan(0);
    expect(inGenre.items.every((item) => item.genres.includes(genre?.name ?? ''))).toBe(true);
  });

  it('finds a title by part of its name, with a typo, or by its slug', async () => {
    const [title] = (await list('?sort=name&order=asc')).items;
    const word = title?.name.split(' ')[0] ?? '';
    expect((await list(`?q=${encodeURIComponent(word.slice(0, 4))}`)).items.map((item) => item.slug)).toContain(
      title?.slug,
    );
    const typo = `${word.slice(0, -2)}x${word.slice(-1)}`;
    expect((await list(`?q=${encodeURIComponent(typo)}`)).items.map((item) => item.slug)).toContain(title?.slug);
    expect((await list(`?q=${title?.slug}`)).items.map((item) => item.slug)).toContain(title?.slug);
  });

  it('lists drafts and says what they still lack: languages and video', async () => {
    await t.database.db.execute(
      sql`with made as (insert into titles (slug, kind, rating, status) values ('quiet-draft', 'movie', 'U', 'draft') returning id)
          insert into title_translations (title_id, lang, name) select id, 'en', 'Quiet Draft' from made`,
    );
    const drafts = await list('?status=draft');
    const draft = drafts.items.find((item) => item.slug === 'quiet-draft');
    expect(draft).toMatchObject({ status: 'draft', video: 'none', missingLanguages: ['ar', 'gr', 'fr', 'de'] });
    // Viewers do not see it.
    expect((await t.app.inject({ method: 'GET', url: '/api/titles/quiet-draft' })).statusCode).toBe(404);
  });

  it('refuses filters it does not know, naming the parameter', async () => {
    for (const [query, field] of [
      ['?pageSize=1000', 'querystring.pageSize'],
      ['?sort=price', 'querystring.sort'],
      ['?status=hidden', 'querystring.status'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/titles${query}`, cookies: editor });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(field);
    }
  });
});

describe('titles viewers no longer see', () => {
  it('hides scheduled and archived titles like drafts, everywhere a title is shown', async () => {
    const [movie] = (await list('?kind=movie&status=published&sort=name&order=asc')).items;
    const slug = movie?.slug ?? '';
    const visible = async () => (await t.app.inject({ method: 'GET', url: `/api/titles/${slug}` })).statusCode;
    expect(await visible()).toBe(200);
    await t.database.db.execute(sql`update titles set status = 'archived' where slug = ${slug}`);
    t.app.contentChanged('catalogue');
    expect(await visible()).toBe(404);
    const listed = await t.app.inject({ method: 'GET', url: '/api/titles?kind=movie&limit=50&sort=title' });
    expect(JSON.stringify(listed.json())).not.toContain(`"${slug}"`);
    await t.database.db.execute(
      sql`update titles set status = 'scheduled', publish_at = now() + interval '1 day' where slug = ${slug}`,
    );
    t.app.contentChanged('catalogue');
    expect(await visible()).toBe(404);
  });
});

describe('a title’s page previewed in the console', () => {
  const preview = (slug: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/titles/${slug}/page${query}`, cookies: editor });

  it('is the page visitors get, field for field, and stays so when the title is a draft', async () => {
    const [movie] = (await list('?kind=movie&status=published&rating=U&sort=name&order=asc')).items;
    const slug = movie?.slug ?? '';
    const visitors = await t.app.inject({ method: 'GET', url: `/api/titles/${slug}?lang=ar` });
    expect(visitors.statusCode).toBe(200);
    const shown = await preview(slug, '?lang=ar');
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json<TitlePagePreview>()).toEqual({ status: 'published', page: visitors.json<TitleDetail>() });

    await t.database.db.execute(sql`update titles set status = 'draft' where slug = ${slug}`);
    t.app.contentChanged('catalogue');
    expect((await t.app.inject({ method: 'GET', url: `/api/titles/${slug}` })).statusCode).toBe(404);
    // Laid out as it will be once published.
    expect((await preview(slug, '?lang=ar')).json<TitlePagePreview>()).toEqual({
      status: 'draft',
      page: visitors.json<TitleDetail>(),
    });
  });

  it('shows an A-rated title to an operator who never confirmed an age, and nothing to a member', async () => {
    const [movie] = (await list('?kind=movie&status=published&rating=A')).items;
    const slug = movie?.slug ?? '';
    expect((await t.app.inject({ method: 'GET', url: `/api/titles/${slug}`, cookies: editor })).statusCode).toBe(403);
    expect((await preview(slug)).json<TitlePagePreview>().page).toMatchObject({ slug, rating: 'A' });
    const member = await signIn(t.app, '+919876511002');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/titles/${slug}/page`, cookies: member })).statusCode,
    ).toBe(403);
    expect((await preview('no-such-title')).statusCode).toBe(404);
  });
});

describe('a title’s pictures', () => {
  const put = (slug: string, kind: string, body: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/titles/${slug}/${kind}`,
      cookies: editor,
      headers: { ...site, 'content-type': 'application/octet-stream' },
      payload: body,
    });

  it('crops a poster to 2:3 and fits a logo whole, keeping its transparency; viewers see the new poster', async () => {
    const [title] = await rows<{ slug: string }>(
      t.database.db,
      sql`select slug from titles where status = 'published' and kind = 'movie' order by id limit 1`,
    );
    if (!title) throw new Error('the demo seed has no published movie');
    const square = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#225588' } })
      .png()
      .toBuffer();
    const poster = await put(title.slug, 'poster', square);
    expect(poster.statusCode, poster.body).toBe(200);
    const after = poster.json<AdminTitle>();
    expect(after.images.poster).toMatchObject({ width: 600, height: 900 });
    const viewer = (await t.app.inject({ method: 'GET', url: `/api/titles/${title.slug}` })).json<TitleDetail>();
    expect(viewer.poster?.path).toBe(after.images.poster?.path);

    const wide = await sharp({
      create: { width: 1000, height: 200, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const logo = await put(title.slug, 'logo', wide);
    expect(logo.statusCode, logo.body).toBe(200);
    const stored = logo.json<AdminTitle>().images.logo;
    expect(stored).toMatchObject({ width: 800, height: 320 });
    const file = path.join(t.dataDir, 'media', 'store', 'images', `${path.basename(stored?.path ?? '')}-200.webp`);
    const { hasAlpha } = await sharp(file).metadata();
    expect(hasAlpha).toBe(true);
    const [line] = await rows<{ details: { kind: string } }>(
      t.database.db,
      sql`select details from operator_audit where action = 'title.artwork' order by id desc limit 1`,
    );
    expect(line?.details.kind).toBe('logo');
  });

  it('refuses what is not a picture, naming the field, and a title that does not exist', async () => {
    const text = await put('no-such-title', 'backdrop', Buffer.from('hello'));
    expect(text.statusCode).toBe(404);
    const [title] = await rows<{ slug: string }>(t.database.db, sql`select slug from titles order by id limit 1`);
    const wrong = await put(title?.slug ?? '', 'backdrop', Buffer.from('hello'));
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json()).toMatchObject({ errors: [{ path: 'body.backdrop' }] });
  });
});

describe('a title’s cast and crew, awards and links', () => {
  const put = (slug: string, list: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/titles/${slug}/${list}`, cookies: editor, headers: site, payload });

  it('replaces the credits in the order given; viewers see them so, and an unknown person is refused by place', async () => {
    const [title] = await rows<{ slug: string }>(
      t.database.db,
      sql`select slug from titles where status = 'published' and kind = 'movie' order by id desc limit 1`,
    );
    const cast = await rows<{ slug: string; name: string }>(
      t.database.db,
      sql`select slug, name from people order by id limit 3`,
    );
    const [first, second, third] = cast;
    if (!title || !first || !second || !third) throw new Error('the demo seed has no movie or people');
    const credits = [
      { person: second.slug, department: 'acting', role: 'Meera' },
      { person: first.slug, department: 'acting', role: 'Dev' },
      { person: third.slug, department: 'directing', role: 'Director' },
    ];
    const answer = await put(title.slug, 'credits', { credits });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<AdminTitle>().credits.map((credit) => credit.person.slug)).toEqual([
      second.slug,
      first.slug,
      third.slug,
    ]);
    const viewer = (await t.app.inject({ method: 'GET', url: `/api/titles/${title.slug}` })).json<TitleDetail>();
    const acting = viewer.credits.find((group) => group.department === 'acting');
    expect(acting?.people.map((person) => person.role)).toEqual(['Meera', 'Dev']);

    const wrong = await put(title.slug, 'credits', {
      credits: [credits[0], { person: 'nobody-at-all', department: 'acting', role: 'X' }],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: [{ path: 'body.credits.1.person' }] });
    const unchanged = (
      await t.app.inject({ method: 'GET', url: `/api/admin/titles/${title.slug}`, cookies: editor })
    ).json<AdminTitle>();
    expect(unchanged.credits).toHaveLength(3);
    const [line] = await rows<{ details: { credits: { after: unknown[] } } }>(
      t.database.db,
      sql`select details from operator_audit where action = 'title.credits' order by id desc limit 1`,
    );
    expect(line?.details.credits.after).toHaveLength(3);
  });

  it('replaces awards and links, refusing a year out of range', async () => {
    const [title] = await rows<{ slug: string }>(
      t.database.db,
      sql`select slug from titles where status = 'published' order by id limit 1`,
    );
    const slug = title?.slug ?? '';
    const awards = await put(slug, 'awards', {
      awards: [{ name: 'Kerala State Film Award', year: 2024, outcome: 'win' }],
    });
    expect(awards.statusCode, awards.body).toBe(200);
    const links = await put(slug, 'links', {
      links: [{ quality: '1080p', language: 'Hindi', player: 'Reelhouse', addedOn: '2026-11-01' }],
    });
    expect(links.statusCode, links.body).toBe(200);
    expect(links.json<AdminTitle>()).toMatchObject({
      awards: [{ name: 'Kerala State Film Award', year: 2024, outcome: 'win' }],
      links: [{ quality: '1080p', language: 'Hindi', addedOn: '2026-11-01' }],
    });
    const old = await put(slug, 'awards', { awards: [{ name: 'X', year: 1500, outcome: 'win' }] });
    expect(old.statusCode).toBe(400);
    expect(old.body).toContain('awards.0.year');
  });
});
