import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTitle, AdminTitlePage, AuditLine } from '@reelhouse/contracts/catalogue-admin';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/** Creating and editing titles from the console: rules, texts per language, schedule, audit. */
let t: TestApp;
let editor: { rh_session: string };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  editor = await signIn(t.app, '+919876522001');
  await t.database.db.execute(
    sql`update users set role = 'editor', first_name = 'Ila', last_name = 'Sen' where mobile = '+919876522001'`,
  );
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, cookies: editor, headers: site, ...(payload === undefined ? {} : { payload }) });
const get = (url: string) => t.app.inject({ method: 'GET', url, cookies: editor });
const countOf = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
const viewerSees = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/titles/${slug}` })).statusCode;

const minimal = { kind: 'movie', rating: 'U/A 13+', translations: { en: { name: 'The Quiet Harbour' } } };

describe('creating a title', () => {
  it('makes a draft with a slug from its English name, hidden from viewers, with an audit line', async () => {
    const response = await send('POST', '/api/admin/titles', minimal);
    expect(response.statusCode, response.body).toBe(201);
    const title = response.json<AdminTitle>();
    expect(title).toMatchObject({
      slug: 'the-quiet-harbour',
      status: 'draft',
      accessTier: 'free',
      translations: { en: { name: 'The Quiet Harbour', tagline: null, description: null } },
      video: 'none',
    });
    expect(await viewerSees('the-quiet-harbour')).toBe(404);
    const drafts = (await get('/api/admin/titles?status=draft&q=quiet%20harbour')).json<AdminTitlePage>();
    expect(drafts.items.map((item) => item.slug)).toContain('the-quiet-harbour');
    const history = (await get('/api/admin/titles/the-quiet-harbour/history')).json<{ items: AuditLine[] }>();
    expect(history.items).toMatchObject([{ action: 'title.create', actor: 'Ila Sen' }]);
  });

  it('refuses, naming the field and keeping nothing: a taken slug, an unknown genre, no English, a schedule without its time', async () => {
    const before = await countOf(sql`select count(*)::int as n from titles`);
    for (const [body, status, field] of [
      [minimal, 409, 'body.slug'],
      [{ ...minimal, slug: 'fresh-slug', genres: ['drama', 'no-such-genre'] }, 422, 'body.genres.1'],
      [{ ...minimal, slug: 'fresh-slug', translations: { fr: { name: 'Le Port' } } }, 400, 'body.translations.en'],
      [{ ...minimal, slug: 'fresh-slug', status: 'scheduled' }, 400, 'body.publishAt'],
      [
        { ...minimal, slug: 'fresh-slug', status: 'scheduled', publishAt: '2020-01-01T00:00:00Z' },
        400,
        'body.publishAt',
      ],
      [{ ...minimal, slug: 'Not A Slug' }, 400, 'body.slug'],
      [{ ...minimal, slug: 'fresh-slug', rating: 'R' }, 400, 'body.rating'],
    ] as const) {
      const response = await send('POST', '/api/admin/titles', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json<{ errors?: { path: string }[] }>().errors?.map((error) => error.path)).toContain(field);
    }
    expect(await countOf(sql`select count(*)::int as n from titles`)).toBe(before);
  });
});

describe('editing a title', () => {
  it('adds a language, changes fields, publishes, and keeps who changed what before and after', async () => {
    const [genre] = (await t.app.inject({ method: 'GET', url: '/api/genres' })).json<{ items: { slug: string }[] }>()
      .items;
    const response = await send('PATCH', '/api/admin/titles/the-quiet-harbour', {
      translations: { ar: { name: 'الميناء الهادئ', tagline: 'حكاية بحرية' } },
      rating: 'U',
      ratingReason: 'gentle themes',
      genres: [genre?.slug],
      status: 'published',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminTitle>()).toMatchObject({
      status: 'published',
      rating: 'U',
      ratingReason: 'gentle themes',
      genres: [genre?.slug],
      translations: { en: { name: 'The Quiet Harbour' }, ar: { name: 'الميناء الهادئ', tagline: 'حكاية بحرية' } },
    });
    expect(await viewerSees('the-quiet-harbour')).toBe(200);
    const arabic = await t.app.inject({ method: 'GET', url: '/api/titles/the-quiet-harbour?lang=ar' });
    expect(arabic.json()).toMatchObject({ name: 'الميناء الهادئ' });
    const [line] = (await get('/api/admin/titles/the-quiet-harbour/history')).json<{ items: AuditLine[] }>().items;
    expect(line).toMatchObject({
      action: 'title.update',
      actor: 'Ila Sen',
      details: { rating: { before: 'U/A 13+', after: 'U' }, status: { before: 'draft', after: 'published' } },
    });
  });

  it('renames the slug (the old one stops answering, the history stays) and removes a language but not English', async () => {
    const renamed = await send('PATCH', '/api/admin/titles/the-quiet-harbour', { slug: 'quiet-harbour' });
    expect(renamed.statusCode).toBe(200);
    expect(await viewerSees('the-quiet-harbour')).toBe(404);
    expect(await viewerSees('quiet-harbour')).toBe(200);
    const history = (await get('/api/admin/titles/quiet-harbour/history')).json<{ items: AuditLine[] }>();
    expect(history.items.map((line) => line.action)).toEqual(['title.update', 'title.update', 'title.create']);
    const withoutArabic = await send('PATCH', '/api/admin/titles/quiet-harbour', { translations: { ar: null } });
    expect(withoutArabic.json<AdminTitle>().translations.ar).toBeUndefined();
    const noEnglish = await send('PATCH', '/api/admin/titles/quiet-harbour', { translations: { en: null } });
    expect(noEnglish.statusCode).toBe(400);
    expect(noEnglish.body).toContain('body.translations.en');
  });

  it('keeps nothing when its audit line cannot be written', async () => {
    await t.database.db.execute(sql`alter table operator_audit add constraint audit_refused check (false) not valid`);
    try {
      const response = await send('PATCH', '/api/admin/titles/quiet-harbour', { rating: 'A' });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table operator_audit drop constraint audit_refused`);
    }
    expect((await get('/api/admin/titles/quiet-harbour')).json<AdminTitle>().rating).toBe('U');
  });

  it('keeps a trailer this service holds itself (as the demo’s are) and refuses other paths', async () => {
    const kept = await send('PATCH', '/api/admin/titles/quiet-harbour', {
      trailerUrl: '/media/trailers/demo-tiny-clip-1.mp4',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<AdminTitle>().trailerUrl).toBe('/media/trailers/demo-tiny-clip-1.mp4');
    for (const trailerUrl of ['/media/../secrets/key', 'javascript:alert(1)', '/admin', 'ftp://example.com/a.mp4']) {
      const refused = await send('PATCH', '/api/admin/titles/quiet-harbour', { trailerUrl });
      expect(refused.statusCode, trailerUrl).toBe(400);
      expect(refused.json().errors).toEqual([expect.objectContaining({ path: 'body.trailerUrl' })]);
    }
  });

  it('publishes a scheduled title by itself at its time, and viewers see it then', async () => {
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const response = await send('POST', '/api/admin/titles', {
      ...minimal,
      slug: 'quiet-harbour-sequel',
      status: 'scheduled',
      publishAt,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await viewerSees('quiet-harbour-sequel')).toBe(404);
    await expect.poll(() => viewerSees('quiet-harbour-sequel'), { timeout: 10_000, interval: 250 }).toBe(200);
    expect((await get('/api/admin/titles/quiet-harbour-sequel')).json<AdminTitle>()).toMatchObject({
      status: 'published',
      publishAt: null,
    });
  });

  it('deletes a title, answering 404 after, with an audit line', async () => {
    expect((await send('DELETE', '/api/admin/titles/quiet-harbour-sequel')).statusCode).toBe(204);
    expect((await get('/api/admin/titles/quiet-harbour-sequel')).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/titles/quiet-harbour-sequel')).statusCode).toBe(404);
    expect(await countOf(sql`select count(*)::int as n from operator_audit where action = 'title.delete'`)).toBe(1);
  });
});

describe('seasons and episodes', () => {
  it('builds a series season by season, episode by episode, in English and Arabic, each change in its history', async () => {
    const created = await send('POST', '/api/admin/titles', {
      kind: 'series',
      rating: 'U',
      translations: { en: { name: 'Tides of Kochi' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const season = await send('POST', '/api/admin/titles/tides-of-kochi/seasons', {
      names: { en: 'Season 1', ar: 'الموسم 1' },
    });
    expect(season.statusCode, season.body).toBe(200);
    for (const [en, ar] of [
      ['The Net', 'الشبكة'],
      ['The Storm', 'العاصفة'],
    ])
      expect(
        (
          await send('POST', '/api/admin/titles/tides-of-kochi/seasons/1/episodes', {
            durationMinutes: 42,
            translations: { en: { name: en }, ar: { name: ar } },
          })
        ).statusCode,
      ).toBe(200);
    const title = (await get('/api/admin/titles/tides-of-kochi')).json<AdminTitle>();
    expect(title.seasons).toMatchObject([
      {
        number: 1,
        names: { en: 'Season 1', ar: 'الموسم 1' },
        episodes: [
          { number: 1, durationMinutes: 42, video: 'none', translations: { ar: { name: 'الشبكة' } } },
          { number: 2, translations: { en: { name: 'The Storm' } } },
        ],
      },
    ]);
    // Viewers see the episodes once the series is published.
    await send('PATCH', '/api/admin/titles/tides-of-kochi', { status: 'published' });
    const arabic = await t.app.inject({ method: 'GET', url: '/api/titles/tides-of-kochi?lang=ar' });
    expect(arabic.json()).toMatchObject({
      seasons: [{ number: 1, episodes: [{ name: 'الشبكة' }, { name: 'العاصفة' }] }],
    });
    const actions = (await get('/api/admin/titles/tides-of-kochi/history')).json<{ items: AuditLine[] }>().items;
    expect(actions.map((line) => line.action).slice(1, 4)).toEqual([
      'episode.create',
      'episode.create',
      'season.create',
    ]);
  });

  it('changes and removes episodes, and refuses what does not fit, naming the field', async () => {
    const [first, second] =
      (await get('/api/admin/titles/tides-of-kochi')).json<AdminTitle>().seasons[0]?.episodes ?? [];
    const renamed = await send('PATCH', `/api/admin/episodes/${first?.id}`, {
      durationMinutes: 45,
      translations: { ar: null },
    });
    expect(renamed.json<AdminTitle>().seasons[0]?.episodes[0]).toMatchObject({
      durationMinutes: 45,
      translations: { en: {} },
    });
    expect(renamed.json<AdminTitle>().seasons[0]?.episodes[0]?.translations.ar).toBeUndefined();
    const clash = await send('PATCH', `/api/admin/episodes/${first?.id}`, { number: second?.number });
    expect(clash.statusCode).toBe(409);
    expect(clash.body).toContain('body.number');
    const again = await send('POST', '/api/admin/titles/tides-of-kochi/seasons', { number: 1, names: { en: 'Again' } });
    expect(again.statusCode).toBe(409);
    const movie = await send('POST', '/api/admin/titles/quiet-harbour/seasons', { names: { en: 'Season 1' } });
    expect(movie.statusCode).toBe(422);
    const noSeason = await send('POST', '/api/admin/titles/tides-of-kochi/seasons/9/episodes', {
      durationMinutes: 40,
      translations: { en: { name: 'Lost' } },
    });
    expect(noSeason.statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/episodes/${second?.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/episodes/${second?.id}`)).statusCode).toBe(404);
    const left = (await send('DELETE', '/api/admin/titles/tides-of-kochi/seasons/1')).json<AdminTitle>();
    expect(left.seasons).toEqual([]);
  });
});
