import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendationRail, Recommendations } from '@reelhouse/contracts/recommendations';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { SimilaritiesRepository } from '../src/modules/recommendations/similarities.repository';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Recommendations ranked on a generated watch log whose answer is known: two crowds, each
 * watching its own three movies together. Someone who watched one of a crowd's movies should be
 * offered the crowd's other two first, whatever genres the rest share.
 */
const movies = buildDemoCatalogue().titles.filter((title) => title.kind === 'movie' && title.status === 'published');
const pick = (rating: string, skip = 0) => {
  const found = movies.filter((title) => title.rating === rating)[skip];
  if (!found) throw new Error(`the demo catalogue lacks a published ${rating} movie`);
  return found.slug;
};
// The first crowd's second movie is rated A: the viewer below (not confirmed 18+) must never get it.
const crowdA = [pick('U'), pick('A'), pick('U/A 13+')] as const;
const crowdB = [pick('U', 1), pick('U/A 7+'), pick('U/A 13+', 1)] as const;
const CROWD_SIZE = 6;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { LOG_LEVEL: 'error' } });
  await t.database.db.execute(
    sql`with asset as (
          insert into media_assets (source_sha256, source_key, duration_seconds, width, height, frame_rate, has_audio)
          values ('recommendations-test', 'sources/recommendations-test.mp4', 600, 1280, 720, 25, true) returning id)
        insert into playables (title_id, asset_id)
        select t.id, asset.id from titles t, asset
         where t.slug in (${sql.join(
           [...crowdA, ...crowdB].map((slug) => sql`${slug}`),
           sql`, `,
         )})
        on conflict do nothing`,
  );
  for (const [crowd, slugs] of [
    ['a', crowdA],
    ['b', crowdB],
  ] as const) {
    for (let member = 0; member < CROWD_SIZE; member += 1) {
      const mobile = `+9198770${crowd === 'a' ? 1 : 2}${String(member).padStart(4, '0')}`;
      // Two statements: the account's profile is made by a trigger the first one fires.
      await t.database.db.execute(sql`insert into users (mobile) values (${mobile})`);
      await t.database.db.execute(
        sql`insert into watch_positions (profile_id, playable_id, position_seconds, duration_seconds)
            select p.id, pl.id, 300, 600
              from users u join profiles p on p.user_id = u.id
              join playables pl on pl.title_id in (select id from titles where slug in (${sql.join(
                slugs.map((slug) => sql`${slug}`),
                sql`, `,
              )}))
             where u.mobile = ${mobile}`,
      );
    }
  }
});
afterAll(() => t.close());

const recommendationsOf = async (cookies: { rh_session: string }) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/recommendations?lang=en', cookies, headers: site });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Recommendations>().rails;
};
/** The member with this number has played this title. */
const watches = (mobile: string, slug: string) =>
  t.database.db.execute(
    sql`insert into watch_positions (profile_id, playable_id, position_seconds, duration_seconds)
        select p.id, pl.id, 120, 600 from users u join profiles p on p.user_id = u.id
          join playables pl on pl.title_id = (select id from titles where slug = ${slug})
         where u.mobile = ${mobile}`,
  );
const rail = <K extends RecommendationRail['kind']>(rails: RecommendationRail[], kind: K) =>
  rails.find((candidate): candidate is Extract<RecommendationRail, { kind: K }> => candidate.kind === kind);

describe('recommendations', () => {
  it('offer a newcomer what is watched most, then what is like what they watched, first by co-watching, with why', async () => {
    const viewer = await signIn(t.app, '+919877799001');
    const newcomer = await recommendationsOf(viewer);
    expect(newcomer.map((candidate) => candidate.kind)).toEqual(['popular']);
    expect(rail(newcomer, 'popular')).toMatchObject({ language: 'en', items: expect.any(Array) });
    expect(rail(newcomer, 'popular')?.items.some((card) => card.rating === 'A')).toBe(false);

    // The viewer watches the first crowd's first movie.
    await watches('+919877799001', crowdA[0]);
    expect(await new SimilaritiesRepository(t.database.db).refresh()).toBeGreaterThan(0);
    const rails = await recommendationsOf(viewer);

    const forYou = rail(rails, 'for_you');
    // Its crowd's other movie first (the A-rated one is not for this viewer), never what it watched.
    expect(forYou?.items[0]).toMatchObject({ slug: crowdA[2], reason: { watched: { slug: crowdA[0] } } });
    const slugs = forYou?.items.map((card) => card.slug) ?? [];
    expect(slugs).not.toContain(crowdA[1]);
    expect(slugs).not.toContain(crowdA[0]);
    expect(forYou?.items.every((card) => card.rating !== 'A')).toBe(true);
    // A genre it "likes" is one of the watched movie's own, and one of the card's.
    const watchedGenres = (await t.app.inject({ url: `/api/titles/${crowdA[0]}` }))
      .json<{ genres: { slug: string }[] }>()
      .genres.map((genre) => genre.slug);
    for (const card of forYou?.items ?? []) {
      if (card.reason.genre === null) continue;
      expect(watchedGenres).toContain(card.reason.genre.slug);
      expect(card.genres.map((genre) => genre.slug)).toContain(card.reason.genre.slug);
    }
    expect(forYou?.items.some((card) => card.reason.genre !== null)).toBe(true);

    const because = rail(rails, 'because_watched');
    expect(because?.title.slug).toBe(crowdA[0]);
    expect(because?.items[0]?.slug).toBe(crowdA[2]);

    // An adult who watched the same sees the A-rated movie too, among the first two.
    const adult = await signIn(t.app, '+919877799002');
    await t.database.db.execute(sql`update users set age_confirmed_at = now() where mobile = '+919877799002'`);
    await watches('+919877799002', crowdA[0]);
    const adults = rail(await recommendationsOf(adult), 'for_you');
    expect(new Set(adults?.items.slice(0, 2).map((card) => card.slug))).toEqual(new Set([crowdA[1], crowdA[2]]));
    expect(adults?.items.slice(0, 2).some((card) => crowdB.includes(card.slug as never))).toBe(false);
  });

  it('never offer a kids profile what is above its limit, however alike', async () => {
    const holder = await signIn(t.app, '+919877799003');
    const kids = (
      await t.app.inject({
        method: 'POST',
        url: '/api/profiles',
        cookies: holder,
        headers: site,
        payload: { name: 'Ravi', avatar: 'kite', language: 'en', kids: true, maturityLimit: 'U/A 7+' },
      })
    ).json<{ id: number }>();
    const select = await t.app.inject({
      method: 'POST',
      url: `/api/profiles/${kids.id}/select`,
      cookies: holder,
      headers: site,
      payload: {},
    });
    expect(select.statusCode).toBe(200);
    await t.database.db.execute(
      sql`insert into watch_positions (profile_id, playable_id, position_seconds, duration_seconds)
          select ${kids.id}, pl.id, 60, 600 from playables pl
           where pl.title_id = (select id from titles where slug = ${crowdA[0]})`,
    );
    await new SimilaritiesRepository(t.database.db).refresh();
    const rails = await recommendationsOf(holder);
    const shown = rails.flatMap((candidate) => candidate.items);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((card) => card.rating === 'U' || card.rating === 'U/A 7+')).toBe(true);
  });

  it('asks a visitor to sign in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/recommendations' })).statusCode).toBe(401);
  });
});
