import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MomentHit } from '@reelhouse/contracts/catalogue';
import { rows } from '@reelhouse/db/database';
import { makeClip } from './support/media-fixture';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: { rh_session: string };
let movie: string;
let adultMovie: string;
let series: string;

const slugWhere = async (condition: ReturnType<typeof sql>) => {
  const [row] = await rows<{ slug: string }>(
    t.database.db,
    sql`select slug from titles where status = 'published' and ${condition} order by id limit 1`,
  );
  if (!row) throw new Error('the demo catalogue has no such title');
  return row.slug;
};

const putSubtitles = (owner: string, lang: string, cues: [string, string][]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/${owner}/subtitles/${lang}`,
    cookies: admin,
    headers: { ...site, 'content-type': 'text/vtt' },
    payload: ['WEBVTT', '', ...cues.flatMap(([at, text]) => [`${at} --> 99:00:00.000`, text, ''])].join('\n'),
  });

const moments = async (q: string, lang = 'en') => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/search', query: { q, lang } });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ moments: MomentHit[] }>().moments;
};

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off', MEDIA_CACHE_MB: '0' } });
  admin = await signIn(t.app, '+919400000011');
  await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919400000011'`);
  movie = await slugWhere(sql`kind = 'movie' and rating <> 'A'`);
  adultMovie = await slugWhere(sql`kind = 'movie' and rating = 'A'`);
  series = await slugWhere(sql`kind = 'series'`);
  const { importer } = t.app.media;
  await importer.importFile(makeClip(t.dataDir, 'talk', { seconds: 2 }), { titleSlug: movie });
  await importer.importFile(makeClip(t.dataDir, 'adult', { seconds: 2, toneHz: 550 }), { titleSlug: adultMovie });
  await importer.importFile(makeClip(t.dataDir, 'episode', { seconds: 2, toneHz: 660 }), {
    titleSlug: series,
    season: 1,
    episode: 1,
  });
  // Search reads cues only: the renditions these imports queued are not needed.
  await t.database.db.execute(sql`delete from jobs where kind like 'media.%'`);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('dialogue search', () => {
  it('finds the moment a line is said, with a typo, in English and in Arabic with another letter form', async () => {
    expect(
      (
        await putSubtitles(`titles/${movie}`, 'en', [
          ['00:00:02.000', 'Good evening.'],
          ['00:12:41.000', '<v Ferryman>The <i>river</i> ends here,</v>\nand the road begins.'],
        ])
      ).statusCode,
    ).toBe(204);
    expect((await putSubtitles(`titles/${movie}`, 'ar', [['00:12:41.000', 'النهر ينتهي هنا']])).statusCode).toBe(204);

    const [found] = await moments('the rivr ends here');
    expect(found).toMatchObject({
      title: { slug: movie, kind: 'movie' },
      episode: null,
      startSeconds: 761,
      text: 'The river ends here, and the road begins.',
    });
    // ى for ي, as many Arabic keyboards write it; the interface language does not matter.
    expect(await moments('النهر ينتهى', 'en')).toEqual([
      expect.objectContaining({ title: expect.objectContaining({ slug: movie }), startSeconds: 761 }),
    ]);
    expect(await moments('ferry boat timetable')).toEqual([]);
  });

  it('names the episode a line is said in', async () => {
    expect(
      (await putSubtitles(`episodes/${await firstEpisodeId()}`, 'en', [['00:01:05.500', 'Lanterns over the harbour']]))
        .statusCode,
    ).toBe(204);
    expect(await moments('lanterns over the harbor')).toEqual([
      {
        title: expect.objectContaining({ slug: series, kind: 'series' }),
        episode: expect.objectContaining({ number: 1, seasonNumber: 1, name: expect.any(String) }),
        startSeconds: 65.5,
        text: 'Lanterns over the harbour',
      },
    ]);
  });

  it('keeps lines of A-rated titles from those the age gate keeps them from', async () => {
    expect(
      (await putSubtitles(`titles/${adultMovie}`, 'en', [['00:00:01.000', 'Midnight at the old mill']])).statusCode,
    ).toBe(204);
    expect(await moments('midnight at the old mill')).toEqual([]);
  });

  it('keeps lines of titles above a kids profile’s limit from it, while its holder finds them', async () => {
    const teen = await slugWhere(sql`kind = 'movie' and rating in ('U/A 13+', 'U/A 16+') and slug <> ${movie}`);
    await t.app.media.importer.importFile(makeClip(t.dataDir, 'teen', { seconds: 2, toneHz: 770 }), {
      titleSlug: teen,
    });
    await t.database.db.execute(sql`delete from jobs where kind like 'media.%'`);
    expect((await putSubtitles(`titles/${teen}`, 'en', [['00:00:01.000', 'Thunder over the quarry']])).statusCode).toBe(
      204,
    );
    const device = await signIn(t.app, '+919400000012');
    const ask = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, cookies: device, headers: site, ...(payload && { payload }) });
    const added = await ask('POST', '/api/profiles', {
      name: 'Mini',
      avatar: 'star',
      language: 'en',
      maturityLimit: 'U/A 7+',
      kids: true,
    });
    expect(added.statusCode, added.body).toBe(201);
    const found = async () =>
      (await ask('GET', `/api/search?q=${encodeURIComponent('thunder over the quary')}`)).json<{
        moments: MomentHit[];
      }>().moments;
    expect(await found()).toEqual([expect.objectContaining({ title: expect.objectContaining({ slug: teen }) })]);
    expect((await ask('POST', `/api/profiles/${added.json<{ id: number }>().id}/select`, {})).statusCode).toBe(200);
    expect(await found()).toEqual([]);
  });

  it('forgets the lines of subtitles replaced or removed', async () => {
    expect((await putSubtitles(`titles/${movie}`, 'en', [['00:00:03.000', 'A different film now']])).statusCode).toBe(
      204,
    );
    expect(await moments('the river ends here')).toEqual([]);
    expect(await moments('النهر ينتهي')).toHaveLength(1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/titles/${movie}/subtitles/ar`,
      cookies: admin,
      headers: site,
    });
    expect(removed.statusCode).toBe(204);
    expect(await moments('النهر ينتهي')).toEqual([]);
    expect(await moments('a different film')).toHaveLength(1);
  });

  it('indexes subtitles stored before dialogue search once the server has background work to do', async () => {
    await t.database.db.execute(sql`delete from subtitle_cues`);
    t.app.contentChanged('catalogue');
    expect(await moments('a different film')).toEqual([]);
    const [files] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from media_subtitles`);
    expect(await t.app.media.queueUnindexedSubtitles()).toBe(files?.n);
    await t.app.media.queue.drain();
    expect(await moments('a different film')).toHaveLength(1);
    expect(await moments('lanterns over')).toHaveLength(1);
  });
});

async function firstEpisodeId(): Promise<number> {
  const [row] = await rows<{ id: number }>(
    t.database.db,
    sql`select e.id from episodes e join seasons s on s.id = e.season_id join titles t on t.id = s.title_id
         where t.slug = ${series} and s.number = 1 and e.number = 1`,
  );
  if (!row) throw new Error(`${series} has no first episode`);
  return row.id;
}
