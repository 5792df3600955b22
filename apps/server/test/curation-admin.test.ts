import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rail, TitleCard } from '@reelhouse/contracts/catalogue';
import type { Curation } from '@reelhouse/contracts/curation-admin';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/** Arranging a page from the console: its banner, its rails and their rules, in order; viewers see it at once. */
let t: TestApp;
let editor: { rh_session: string };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  editor = await signIn(t.app, '+919876544001');
  await t.database.db.execute(sql`update users set role = 'editor' where mobile = '+919876544001'`);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, cookies: editor, headers: site, ...(payload === undefined ? {} : { payload }) });
const viewerRails = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/rails?placement=home' })).json<{ items: Rail[] }>().items;
const published = async (kind: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/titles?kind=${kind}&limit=5&sort=title` })).json<{
    items: TitleCard[];
  }>().items;

describe('curating the home page', () => {
  it('reorders the rails, and viewers see the new order at once', async () => {
    const home = (await call('GET', '/api/admin/curation/home')).json<Curation>();
    const reversed = home.rails.map((rail) => rail.id).reverse();
    const answer = await call('PUT', '/api/admin/curation/home/rails', { rails: reversed });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await viewerRails()).map((rail) => rail.slug)).toEqual([...home.rails].reverse().map((rail) => rail.slug));
    // A list that leaves a rail out, or names one twice, is refused and changes nothing.
    const partial = await call('PUT', '/api/admin/curation/home/rails', { rails: reversed.slice(1) });
    expect(partial.statusCode).toBe(422);
    expect(partial.body).toContain('body.rails');
    expect((await viewerRails()).map((rail) => rail.slug)).toEqual([...home.rails].reverse().map((rail) => rail.slug));
  });

  it('makes a rule rail for series, previews it, and it shows on the page', async () => {
    const series = await published('series');
    const preview = await call('POST', '/api/admin/rails/preview', {
      placement: 'home',
      rule: 'latest',
      params: { kinds: ['series'] },
      size: 6,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = preview.json<{ items: TitleCard[] }>().items;
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((title) => title.kind === 'series')).toBe(true);
    const created = await call('POST', '/api/admin/rails', {
      placement: 'home',
      names: { en: 'New series', ar: 'مسلسلات جديدة' },
      rule: 'latest',
      params: { kinds: ['series'] },
      size: 6,
    });
    expect(created.statusCode, created.body).toBe(200);
    const rail = (await viewerRails()).find((item) => item.slug === 'new-series');
    expect(rail?.items.map((item) => item.slug)).toEqual(shown.map((item) => item.slug));
    expect(series.length).toBeGreaterThan(0);
    const arabic = await t.app.inject({ method: 'GET', url: '/api/rails?placement=home&lang=ar' });
    expect(arabic.json<{ items: Rail[] }>().items.map((item) => item.name)).toContain('مسلسلات جديدة');
  });

  it('curates a rail by hand, in the order given, and refuses a title that does not exist', async () => {
    const movies = (await published('movie')).map((title) => title.slug).slice(0, 3);
    const created = await call('POST', '/api/admin/rails', {
      placement: 'home',
      names: { en: 'Staff picks' },
      rule: 'curated',
      params: {},
      size: 10,
      titles: movies,
    });
    const id = created.json<Curation>().rails.find((rail) => rail.slug === 'staff-picks')?.id;
    const reordered = await call('PATCH', `/api/admin/rails/${id}`, { titles: [...movies].reverse() });
    expect(
      reordered
        .json<Curation>()
        .rails.find((rail) => rail.id === id)
        ?.titles.map((title) => title.slug),
    ).toEqual([...movies].reverse());
    expect((await viewerRails()).find((rail) => rail.slug === 'staff-picks')?.items.map((item) => item.slug)).toEqual(
      [...movies].reverse(),
    );
    const unknown = await call('PATCH', `/api/admin/rails/${id}`, { titles: [movies[0], 'no-such-title'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain('body.titles.1');
    const genreless = await call('PATCH', `/api/admin/rails/${id}`, { rule: 'genre' });
    expect(genreless.statusCode).toBe(400);
    expect(genreless.body).toContain('body.params.genre');
    expect((await call('DELETE', `/api/admin/rails/${id}`)).statusCode).toBe(200);
    expect((await viewerRails()).map((rail) => rail.slug)).not.toContain('staff-picks');
    expect((await call('DELETE', `/api/admin/rails/${id}`)).statusCode).toBe(404);
  });

  it('sets the banner’s titles in order', async () => {
    const movies = (await published('movie')).map((title) => title.slug).slice(0, 2);
    const answer = await call('PUT', '/api/admin/curation/home/slider', { titles: movies });
    expect(answer.json<Curation>().slider.map((title) => title.slug)).toEqual(movies);
    const banner = await t.app.inject({ method: 'GET', url: '/api/sliders/home' });
    expect(banner.json<{ items: TitleCard[] }>().items.map((item) => item.slug)).toEqual(movies);
    const audit = await t.database.db.execute(
      sql`select count(*)::int as n from operator_audit where subject = 'placement:home'`,
    );
    expect((audit as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
  });
});
