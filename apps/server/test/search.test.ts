import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults } from '@reelhouse/contracts/catalogue';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const search = async (q: string, extra = ''): Promise<SearchResults> => {
  const response = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}${extra}` });
  expect(response.statusCode, q).toBe(200);
  return response.json();
};
const titleSlugs = (results: SearchResults) => results.titles.map((title) => title.slug);

describe('GET /api/search', () => {
  it('finds titles by the start of a word, as a person types', async () => {
    expect(titleSlugs(await search('monso'))).toEqual(expect.arrayContaining(['monsoon-letters', 'iron-monsoon']));
    expect(titleSlugs(await search('lighthouse kee'))).toContain('lighthouse-keepers');
  });

  it('forgives a one-letter typo', async () => {
    expect(titleSlugs(await search('undertoe'))).toContain('undertow');
    expect(titleSlugs(await search('tidewatr'))).toContain('tidewater');
  });

  it('matches Arabic whatever hamza form was typed, and ignores tatweel and diacritics', async () => {
    // Afterglow is stored as «الوهج الأخير» (alef with hamza above).
    expect(titleSlugs(await search('الاخير', '&lang=ar'))).toContain('afterglow');
    expect(titleSlugs(await search('الإخير', '&lang=ar'))).toContain('afterglow');
    expect(titleSlugs(await search('الوهـــج', '&lang=ar'))).toContain('afterglow');
    expect(titleSlugs(await search('الوَهج'))).toContain('afterglow');
    const [hit] = (await search('الاخير', '&lang=ar')).titles;
    expect(hit?.name).toBe('الوهج الأخير');
  });

  it('ignores accents, so Greek and French can be typed without them', async () => {
    expect(titleSlugs(await search('καλοκαιρι'))).toContain('summer-of-kites');
    expect(titleSlugs(await search('ete des cerfs'))).toContain('summer-of-kites');
  });

  it('finds people and episodes, grouped apart from titles', async () => {
    const people = await search('priyanka');
    expect(people.people.map((person) => person.slug)).toContain('priyanka-joshi');
    expect(people.people[0]).toMatchObject({ name: 'Priyanka Joshi', designation: 'Director' });

    const [episode] = (
      await t.database.db.execute(sql`select et.name from episode_translations et where et.lang = 'en' limit 1`)
    ).rows as { name: string }[];
    const results = await search(episode?.name ?? '', '&limit=30');
    expect(results.episodes.length).toBeGreaterThan(0);
    expect(results.episodes[0]).toMatchObject({ title: { kind: expect.stringMatching(/series|show/) } });
  });

  it('never finds A-rated titles (or their episodes) for a viewer not confirmed 18+', async () => {
    const adult = (
      await t.database.db.execute(sql`select t.slug, tt.name from titles t
      join title_translations tt on tt.title_id = t.id and tt.lang = 'en' where t.rating = 'A'`)
    ).rows as { slug: string; name: string }[];
    expect(adult.length).toBeGreaterThan(0);
    for (const title of adult) {
      const results = await search(title.name, '&limit=30');
      expect(titleSlugs(results)).not.toContain(title.slug);
      expect(results.episodes.map((episode) => episode.title.slug)).not.toContain(title.slug);
    }
  });

  it('answers a query made only of punctuation with empty groups', async () => {
    expect(await search('?!')).toEqual({
      query: '?!',
      titles: [],
      episodes: [],
      people: [],
      moments: [],
      posts: [],
      products: [],
    });
  });

  it.each([
    ['', 'q'],
    ['x'.repeat(101), 'q'],
    ['ok&limit=0', 'limit'],
  ])('rejects %j with 400', async (q, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/search?q=${q}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe(`querystring.${field}`);
  });
});
