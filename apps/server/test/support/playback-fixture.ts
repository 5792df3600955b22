import { sql } from 'drizzle-orm';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { makeClip } from './media-fixture';
import { site } from './sign-in';
import { createTestApp, type TestApp } from './test-app';

/** Shared by the playback suites: demo titles to play, an app with clips imported, requests. */
export const SECRET = 'test secret for playback tokens, long enough';
const { titles } = buildDemoCatalogue();
const playableNow = (title: (typeof titles)[number]) =>
  title.status === 'published' && (title.kind === 'movie' || title.kind === 'video');
// The demo has no free A-rated title: the test makes one of a free U title.
const [freeTitle, otherFreeTitle, unplayedTitle, adultTitle, tallTitle] = titles.filter(
  (title) => playableNow(title) && title.accessTier === 'free' && title.rating === 'U',
);
const paidTitle = titles.find((title) => playableNow(title) && title.accessTier !== 'free');
if (!freeTitle || !otherFreeTitle || !paidTitle || !adultTitle || !unplayedTitle || !tallTitle) {
  throw new Error('the demo catalogue lacks a title this test needs');
}
export const playbackTitles = { freeTitle, otherFreeTitle, unplayedTitle, adultTitle, tallTitle, paidTitle };

/**
 * The seeded app with a clip for the free title and another, dubbed into French (two audio
 * tracks), shared by the other free, the paid and the adult ones.
 */
export async function createPlaybackApp(): Promise<TestApp> {
  const t = await createTestApp({
    seed: true,
    env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off', PLAYBACK_TOKEN_SECRET: SECRET },
  });
  await t.database.db.execute(sql`update titles set rating = 'A' where slug = ${playbackTitles.adultTitle.slug}`);
  const { importer, queue } = t.app.media;
  await importer.importFile(makeClip(t.dataDir, 'one'), { titleSlug: playbackTitles.freeTitle.slug });
  const second = makeClip(t.dataDir, 'two', { toneHz: 550, dubbedInto: 'fre' });
  for (const title of [playbackTitles.otherFreeTitle, playbackTitles.paidTitle, playbackTitles.adultTitle])
    await importer.importFile(second, { titleSlug: title.slug });
  await queue.drain();
  return t;
}

export type Cookies = Record<string, string>;

let nextNumber = 9300000000;
export const freshMobile = () => `+91${(nextNumber += 1013)}`;

export const playRequest = (t: TestApp, slug: string, cookies: Cookies = {}) =>
  t.app.inject({ method: 'POST', url: `/api/titles/${slug}/playback`, cookies, headers: site });

export const visitorCookies = (response: { cookies: { name: string; value: string }[] }) =>
  Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
