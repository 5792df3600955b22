import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TitleCard } from '@reelhouse/contracts/catalogue';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const json = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  return response.json();
};
const adultSlugs = async () =>
  (await t.database.db.execute(sql`select slug from titles where rating = 'A'`)).rows.map(
    (row) => (row as { slug: string }).slug,
  );

describe('GET /api/titles', () => {
  it('pages through the catalogue with totals', async () => {
    const first = await json('/api/titles?limit=10');
    expect(first).toMatchObject({ page: 1, limit: 10, total: 78, totalPages: 8 });
    expect(first.items).toHaveLength(10);
    const last = await json('/api/titles?limit=10&page=8');
    expect(last.items).toHaveLength(8);
    const beyond = await json('/api/titles?limit=10&page=9');
    expect(beyond).toMatchObject({ items: [], total: 78 });
  });

  it('filters by kind, genre, tag, audio language, year, rating and tier', async () => {
    const series = await json('/api/titles?kind=series&limit=50');
    expect(series.items.every((title: TitleCard) => title.kind === 'series')).toBe(true);
    expect(series.total).toBe(7);

    const thrillers = await json('/api/titles?genre=thriller&limit=50');
    expect(thrillers.total).toBeGreaterThan(0);
    expect(thrillers.items.every((title: TitleCard) => title.genres.some((genre) => genre.slug === 'thriller'))).toBe(
      true,
    );

    for (const [query, check] of [
      ['tier=premium', (title: TitleCard) => title.accessTier === 'premium'],
      ['rating=U', (title: TitleCard) => title.rating === 'U'],
      ['year=2022', (title: TitleCard) => title.releaseDate?.startsWith('2022')],
    ] as const) {
      const page = await json(`/api/titles?${query}&limit=50`);
      expect(page.total, query).toBeGreaterThan(0);
      expect(page.items.every(check), query).toBe(true);
    }
    expect((await json('/api/titles?tag=ocean&limit=50')).total).toBeGreaterThan(0);
    expect((await json('/api/titles?language=ta&limit=50')).total).toBeGreaterThan(0);
  });

  it('sorts by latest release (announced titles last), popularity and title', async () => {
    const latest = (await json('/api/titles?limit=50&kind=movie')).items as TitleCard[];
    const released = latest.filter((title) => title.status === 'published').map((title) => title.releaseDate ?? '');
    expect(released).toEqual([...released].sort().reverse());
    expect(latest.at(-1)?.status).toBe('coming_soon');
    const byTitle = (await json('/api/titles?sort=title&limit=50')).items.map((title: TitleCard) =>
      title.name.toLowerCase(),
    );
    expect(byTitle).toEqual([...byTitle].sort());
  });

  it('answers in the language asked for', async () => {
    const [arabic] = (await json('/api/titles?sort=title&limit=1&lang=ar')).items;
    expect(arabic.name).toMatch(/[\u0600-\u06ff]/);
  });

  it.each([
    'limit=0',
    'limit=51',
    'page=0',
    'kind=cartoon',
    'rating=R',
    'genre=Not%20A%20Slug',
    'lang=xx',
    'language=english',
    'year=20',
  ])('rejects %s with 400 naming the field', async (query) => {
    const response = await get(`/api/titles?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe(`querystring.${query.split('=')[0]}`);
  });
});

describe('GET /api/titles/:slug', () => {
  it('shows everything a detail page needs', async () => {
    // Its video: a ladder being made, with 720p under way, 360p done and 540p failed.
    await t.database.db.execute(
      sql`with asset as (
            insert into media_assets (source_sha256, source_key, duration_seconds, width, height, frame_rate, has_audio)
            values ('catalogue-test', 'sources/catalogue-test.mp4', 60, 1280, 720, 25, true) returning id),
          rungs as (
            insert into media_renditions (asset_id, height, width, video_kbps, audio_kbps, state)
            select id, height, height * 16 / 9, 1000, 128, state from asset,
                   (values (720, 'running'), (360, 'done'), (540, 'failed')) as ladder(height, state))
          insert into playables (title_id, asset_id)
          select titles.id, asset.id from titles, asset where titles.slug = 'monsoon-letters'`,
    );
    const title = await json('/api/titles/monsoon-letters');
    expect(title).toMatchObject({ slug: 'monsoon-letters', kind: 'movie', name: 'Monsoon Letters' });
    expect(title.description.length).toBeGreaterThan(40);
    expect(title.credits.map((group: { department: string }) => group.department)).toEqual(
      expect.arrayContaining(['directing', 'acting']),
    );
    expect(title.links.length).toBeGreaterThan(0);
    // Only the qualities its video has or is being made in: never the 540p that failed.
    const stored = await t.database.db.execute(
      sql`select quality from title_links l join titles t on t.id = l.title_id where t.slug = 'monsoon-letters' order by l.id`,
    );
    expect(stored.rows).toContainEqual({ quality: '540p' });
    expect(title.links.map((link: { quality: string }) => link.quality)).toEqual(
      stored.rows.map((row) => (row as { quality: string }).quality).filter((quality) => quality !== '540p'),
    );
    expect(title.reviews).toHaveProperty('count');
  });

  it('gives series their seasons and 45-minute episodes', async () => {
    const [series] = (await json('/api/titles?kind=series&limit=1')).items.filter(
      (s: TitleCard) => s.status === 'published',
    );
    const title = await json(`/api/titles/${series?.slug ?? 'orbit'}?lang=de`);
    expect(title.seasons.length).toBeGreaterThanOrEqual(2);
    expect(title.seasons[0].name).toBe('Staffel 1');
    expect(title.seasons[0].episodes[0]).toMatchObject({ number: 1, durationMinutes: 45 });
  });

  it('falls back to English where a translation is missing', async () => {
    await t.database.db.execute(sql`delete from title_translations
      where lang = 'fr' and title_id = (select id from titles where slug = 'signal-lost')`);
    const title = await json('/api/titles/signal-lost?lang=fr');
    expect(title.name).toBe('Signal Lost');
  });

  it('never sends a reviewer\u2019s e-mail', async () => {
    const reviewed = await t.database.db.execute(
      sql`select t.slug from titles t join reviews r on r.title_id = t.id limit 1`,
    );
    const slug = (reviewed.rows[0] as { slug: string }).slug;
    const response = await get(`/api/titles/${slug}`);
    expect(response.body).not.toContain('@reelhouse.example');
  });

  it('answers 404 for an unknown title and 400 for a malformed slug', async () => {
    expect((await get('/api/titles/no-such-title')).statusCode).toBe(404);
    expect((await get('/api/titles/Bad_Slug')).statusCode).toBe(400);
  });

  it('lists related titles that share a genre', async () => {
    const title = await json('/api/titles/monsoon-letters');
    const related = (await json('/api/titles/monsoon-letters/related')).items as TitleCard[];
    expect(related.length).toBeGreaterThan(0);
    const genres = new Set(title.genres.map((genre: { slug: string }) => genre.slug));
    for (const item of related) expect(item.genres.some((genre) => genres.has(genre.slug))).toBe(true);
    expect(related.map((item) => item.slug)).not.toContain('monsoon-letters');
  });
});

describe('the age gate', () => {
  it('an A-rated title answers the restricted state, not its content', async () => {
    for (const slug of await adultSlugs()) {
      const response = await get(`/api/titles/${slug}`);
      expect(response.statusCode, slug).toBe(403);
      expect(response.json().code).toBe('content_restricted');
      expect(response.body).not.toContain('description');
      expect((await get(`/api/titles/${slug}/related`)).statusCode).toBe(403);
    }
  });

  it('A-rated titles appear in no list, rail, slider, filmography, genre count or seed path', async () => {
    const adult = await adultSlugs();
    expect(adult.length).toBeGreaterThan(0);
    const bodies = [
      (await get('/api/titles?limit=50')).body,
      (await get('/api/titles?limit=50&page=2')).body,
      (await get('/api/titles?rating=A')).body,
      ...(
        await Promise.all(
          ['home', 'movies', 'tv', 'videos'].map((placement) => get(`/api/rails?placement=${placement}`)),
        )
      ).map((r) => r.body),
      ...(
        await Promise.all(
          ['home', 'movies', 'tv', 'videos', 'banner'].map((placement) => get(`/api/sliders/${placement}`)),
        )
      ).map((r) => r.body),
      (await get('/api/rails/top-10')).body,
      (await t.app.inject({ method: 'GET', url: '/api/get-all-movies/' })).body,
      (await t.app.inject({ method: 'POST', url: '/api/all-series' })).body,
      (await t.app.inject({ method: 'POST', url: '/api/movies-by-category/', payload: { category: 'drama' } })).body,
    ];
    const people = (
      await t.database.db.execute(sql`select distinct p.slug from people p join credits c on c.person_id = p.id
      join titles t on t.id = c.title_id where t.rating = 'A'`)
    ).rows as { slug: string }[];
    for (const person of people) bodies.push((await get(`/api/people/${person.slug}`)).body);
    for (const body of bodies) for (const slug of adult) expect(body).not.toContain(`"slug":"${slug}"`);
    expect(JSON.parse(bodies[2] as string).total).toBe(0);

    const genres = (await json('/api/genres')).items as { slug: string; titleCount: number }[];
    const visible = await t.database.db
      .execute(sql`select count(*)::int as n from title_genres x join titles t on t.id = x.title_id
      where t.rating <> 'A' and t.status <> 'draft'`);
    expect(genres.reduce((sum, genre) => sum + genre.titleCount, 0)).toBe((visible.rows[0] as { n: number }).n);
  });

  it('a genre without its own picture shows its most watched visible title, never an A-rated one', async () => {
    const db = t.database.db;
    const image = async (key: string) =>
      (
        (
          await db.execute(sql`insert into images (key, width, height, widths, formats, dominant_color)
            values (${key}, 1280, 720, '{480}', '{webp}', '#123456') returning id`)
        ).rows[0] as { id: number }
      ).id;
    const [adult] = await adultSlugs();
    const { genre } = (
      await db.execute(sql`select g.slug as genre from title_genres x join genres g on g.id = x.genre_id
        join titles t on t.id = x.title_id where t.slug = ${adult} limit 1`)
    ).rows[0] as { genre: string };
    const { slug: visible } = (
      await db.execute(sql`select t.slug from title_genres x join genres g on g.id = x.genre_id
        join titles t on t.id = x.title_id where g.slug = ${genre} and t.rating <> 'A' and t.status = 'published' limit 1`)
    ).rows[0] as { slug: string };
    await db.execute(sql`update titles set backdrop_image_id = ${await image('adult-art')}, view_count = 10000000
      where slug = ${adult}`);
    await db.execute(sql`update titles set backdrop_image_id = ${await image('visible-art')} where slug = ${visible}`);
    t.app.contentChanged('catalogue');

    const genres = (await json('/api/genres')).items as { slug: string; thumbnail: { path: string } | null }[];
    expect(genres.find((item) => item.slug === genre)?.thumbnail?.path).toBe('/media/images/visible-art');
  });

  it('the seed path for one movie answers the restricted state too', async () => {
    const [slug] = await adultSlugs();
    const response = await get(`/api/get-movie/${slug}`);
    expect(response.statusCode).toBe(403);
  });
});

describe('people, genres, tags, rails and sliders', () => {
  it('a person with their filmography', async () => {
    const person = await json('/api/people/priyanka-joshi?lang=fr');
    expect(person).toMatchObject({ name: 'Priyanka Joshi', designation: 'Réalisateur', knownFor: 'directing' });
    expect(person.biography).toContain('Priyanka Joshi');
    expect(person.filmography.length).toBeGreaterThan(0);
    expect(person.filmography[0]).toHaveProperty('title.slug');
    expect((await get('/api/people/nobody-here')).statusCode).toBe(404);
  });

  it('people, genres by type and tags list with translated names', async () => {
    expect((await json('/api/people?limit=5')).total).toBe(40);
    const videoGenres = (await json('/api/genres?type=video&lang=ar')).items;
    expect(videoGenres.map((genre: { slug: string }) => genre.slug)).toEqual(['how-to', 'music']);
    expect(videoGenres[1].name).toBe('موسيقى');
    expect((await json('/api/tags?lang=gr')).items.length).toBe(18);
  });

  it('rails of a page come with their titles, and a rail alone lists up to 50', async () => {
    const rails = (await json('/api/rails?placement=tv')).items;
    expect(rails.map((rail: { slug: string }) => rail.slug)).toEqual([
      'popular-shows',
      'best-of-international-shows',
      'shows-we-recommend',
    ]);
    for (const rail of rails) {
      expect(rail.items.length).toBeGreaterThan(0);
      expect(rail.items.every((item: TitleCard) => item.kind === 'series' || item.kind === 'show')).toBe(true);
    }
    const upcoming = await json('/api/rails/upcoming');
    expect(upcoming.items.every((item: TitleCard) => item.status === 'coming_soon')).toBe(true);
    const top = await json('/api/rails/top-10');
    expect(top.items).toHaveLength(10);
    expect((await get('/api/rails/no-such-rail')).statusCode).toBe(404);
    expect((await get('/api/rails?placement=kitchen')).statusCode).toBe(400);
  });

  it('the home slider lists its titles in order, each with its trailer or null', async () => {
    const slider = await json('/api/sliders/home');
    expect(slider.items.length).toBe(6);
    expect(slider.items.every((item: { trailerUrl: unknown }) => item.trailerUrl === null)).toBe(true);
    const [first] = slider.items;
    await t.database.db.execute(
      sql`update titles set trailer_url = '/media/trailers/x.mp4' where slug = ${first.slug as string}`,
    );
    t.app.contentChanged('catalogue');
    const again = await json('/api/sliders/home');
    expect(again.items[0]).toMatchObject({ slug: first.slug, trailerUrl: '/media/trailers/x.mp4' });
    expect(again.items[1].trailerUrl).toBeNull();
    await t.database.db.execute(sql`update titles set trailer_url = null where slug = ${first.slug as string}`);
    t.app.contentChanged('catalogue');
  });
});

describe('caching', () => {
  it('sends an ETag and Cache-Control, and 304 for a matching If-None-Match', async () => {
    const first = await get('/api/titles?kind=movie&limit=5');
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/api/titles?kind=movie&limit=5', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/titles?kind=movie&limit=6', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it('sends cached answers brotli- or gzip-compressed when the client accepts it, identical once decoded', async () => {
    const plain = await get('/api/titles?limit=20');
    const br = await get('/api/titles?limit=20', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/api/titles?limit=20', { 'accept-encoding': 'gzip' });
    const refused = await get('/api/titles?limit=20', { 'accept-encoding': 'br;q=0, identity' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('serves repeated reads from memory, not from the database', async () => {
    const before = (await json('/api/titles/tidewater')).name;
    await t.database.db.execute(sql`update title_translations set name = 'Changed behind the cache'
      where lang = 'en' and title_id = (select id from titles where slug = 'tidewater')`);
    expect((await json('/api/titles/tidewater')).name).toBe(before);
  });
});

describe('the original app\u2019s catalogue calls', () => {
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}) });

  it('answer at their exact paths inside { success, data }', async () => {
    const movies = (await call('GET', '/api/get-all-movies/')).json();
    expect(movies.success).toBe(true);
    expect(movies.data.every((title: TitleCard) => title.kind === 'movie')).toBe(true);
    expect(movies.data).toHaveLength(37);

    const byCategory = (await call('POST', '/api/movies-by-category/', { category: 'comedy' })).json();
    expect(byCategory.data.length).toBeGreaterThan(0);
    expect(byCategory.data.every((title: TitleCard) => title.genres.some((genre) => genre.slug === 'comedy'))).toBe(
      true,
    );

    expect((await call('GET', '/api/get-movie/monsoon-letters')).json().data.slug).toBe('monsoon-letters');
    expect((await call('POST', '/api/get-all-slider/')).json().data).toHaveLength(6);
    expect((await call('POST', '/api/get-all-slider/', { placement: 'videos' })).json().data.length).toBeGreaterThan(0);

    const crime = (await call('POST', '/api/category-series', { category: 'crime-series' })).json();
    expect(crime.data.every((title: TitleCard) => title.kind === 'series')).toBe(true);

    const allSeries = (await call('POST', '/api/all-series')).json().data as TitleCard[];
    expect(allSeries.length).toBe(7);
    const series = (
      await call('POST', `/api/series/${allSeries.find((s) => s.status === 'published')?.slug}`, { lang: 'ar' })
    ).json();
    expect(series.data.seasons.length).toBeGreaterThanOrEqual(2);
    expect(series.data.seasons[0].name).toBe('الموسم 1');
  });

  it('accept a POST with no body at all, as the original client sends it', async () => {
    for (const url of ['/api/all-series', '/api/get-all-slider/', '/api/series/backwaters']) {
      const response = await t.app.inject({ method: 'POST', url, payload: '' });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('reject a missing genre with 400 and keep their methods (405 otherwise)', async () => {
    const missing = await call('POST', '/api/movies-by-category/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('body.category');
    expect((await call('GET', '/api/all-series')).statusCode).toBe(405);
    expect((await call('POST', '/api/get-all-movies/')).statusCode).toBe(405);
  });

  it('are described in the OpenAPI document', async () => {
    const paths = Object.keys((await json('/api/docs/json')).paths);
    for (const path of [
      '/api/get-all-movies/',
      '/api/movies-by-category/',
      '/api/get-movie/{slug}',
      '/api/get-all-slider/',
      '/api/category-series',
      '/api/series/{slug}',
      '/api/all-series',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
