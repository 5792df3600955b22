import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notices } from '@reelhouse/contracts/notices';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import type { MailMessage } from '../src/integrations/mail/mail-sender';
import { noticesModule } from '../src/modules/notices/notices.module';
import { signIn, site } from './support/sign-in';
import { testPlatform } from './support/test-platform';
import { createTestApp, type TestApp } from './support/test-app';

/** The header's bell: new episodes of listed series, listed titles leaving soon, read and unread. */
const { titles } = buildDemoCatalogue();
const shown = titles.filter((title) => title.status === 'published' && title.rating !== 'A');
const series = shown.find((title) => title.kind === 'series');
const [movie, teenMovie] = [
  shown.find((title) => title.kind === 'movie' && title.rating === 'U'),
  shown.find((title) => title.kind === 'movie' && title.rating === 'U/A 13+'),
];
if (!series || !movie || !teenMovie) throw new Error('the demo catalogue lacks a series or movies to list');

let t: TestApp;
let editor: { rh_session: string };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  editor = await signIn(t.app, '+919876533001');
  await t.database.db.execute(sql`update users set role = 'editor' where mobile = '+919876533001'`);
});
afterAll(() => t.close());

type Cookie = { rh_session: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const ask = (method: Method, url: string, cookies: Cookie, payload?: object) =>
  t.app.inject({ method, url, cookies, headers: site, ...(payload ? { payload } : {}) });
const noticesOf = async (cookies: Cookie, lang = 'en') =>
  (await ask('GET', `/api/notices?lang=${lang}`, cookies)).json<Notices>();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('notices', () => {
  it('tells a profile of an episode an operator adds to a series on its My List, unread until the bell opens', async () => {
    const member = await signIn(t.app, '+919876533002');
    expect((await ask('PUT', `/api/watchlist/${series.slug}`, member)).statusCode).toBe(204);
    // The episodes it had when listed are not news.
    expect(await noticesOf(member)).toEqual({ items: [], unread: 0 });

    const added = await ask('POST', `/api/admin/titles/${series.slug}/seasons/1/episodes`, editor, {
      durationMinutes: 40,
      translations: { en: { name: 'The Lantern Keeper' }, ar: { name: 'حارس الفانوس' } },
    });
    expect(added.statusCode, added.body).toBe(200);
    const notices = await noticesOf(member, 'ar');
    expect(notices.unread).toBe(1);
    expect(notices.items).toEqual([
      {
        kind: 'new_episode',
        at: expect.any(String),
        unread: true,
        title: expect.objectContaining({ slug: series.slug, kind: 'series' }),
        episode: { id: expect.any(Number), season: 1, number: expect.any(Number), name: 'حارس الفانوس' },
        leavingAt: null,
      },
    ]);

    expect((await ask('POST', '/api/notices/read', member)).statusCode).toBe(204);
    const read = await noticesOf(member);
    expect(read.unread).toBe(0);
    expect(read.items.map((item) => [item.episode?.name, item.unread])).toEqual([['The Lantern Keeper', false]]);
    // Someone whose list lacks the series hears nothing; a visitor is asked to sign in.
    expect((await noticesOf(await signIn(t.app, '+919876533003'))).items).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/notices' })).statusCode).toBe(401);
  });

  it('announces a listed title’s leaving in its last two weeks, only to profiles that may see it', async () => {
    const member = await signIn(t.app, '+919876533004');
    for (const title of [movie, teenMovie]) await ask('PUT', `/api/watchlist/${title.slug}`, member);
    const leave = (slug: string, leavingAt: string | null) =>
      ask('PATCH', `/api/admin/titles/${slug}`, editor, { leavingAt });
    expect((await leave(movie.slug, inDays(20))).statusCode).toBe(200);
    expect((await noticesOf(member)).items).toEqual([]);
    const leavingAt = inDays(5);
    expect((await leave(movie.slug, leavingAt)).statusCode).toBe(200);
    expect((await leave(teenMovie.slug, inDays(3))).statusCode).toBe(200);
    const notices = await noticesOf(member);
    expect(notices.items.map((item) => [item.kind, item.title.slug, item.unread])).toEqual([
      ['leaving', teenMovie.slug, true],
      ['leaving', movie.slug, true],
    ]);
    expect(notices.items[1]?.leavingAt).toBe(leavingAt.replace(/\.\d{3}Z$/, 'Z'));

    // A kids profile on the same account lists both, and hears only of the one it may watch.
    const kids = (
      await ask('POST', '/api/profiles', member, {
        name: 'Mira',
        avatar: 'kite',
        language: 'en',
        kids: true,
        maturityLimit: 'U/A 7+',
      })
    ).json<{ id: number }>();
    expect((await ask('POST', `/api/profiles/${kids.id}/select`, member, {})).statusCode).toBe(200);
    await t.database.db.execute(
      sql`insert into watchlist_items (profile_id, title_id, added_at)
          select ${kids.id}, id, now() - interval '1 day' from titles where slug in (${movie.slug}, ${teenMovie.slug})`,
    );
    expect((await noticesOf(member)).items.map((item) => item.title.slug)).toEqual([movie.slug]);
    for (const title of [movie, teenMovie]) await leave(title.slug, null);
  });

  it('refuses a leaving time in the past, and archives a title when its time comes', async () => {
    const past = await ask('PATCH', `/api/admin/titles/${teenMovie.slug}`, editor, {
      leavingAt: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([expect.objectContaining({ path: 'body.leavingAt' })]);

    const soon = new Date(Date.now() + 1500).toISOString();
    expect((await ask('PATCH', `/api/admin/titles/${teenMovie.slug}`, editor, { leavingAt: soon })).statusCode).toBe(
      200,
    );
    const seen = async () => (await t.app.inject({ method: 'GET', url: `/api/titles/${teenMovie.slug}` })).statusCode;
    expect(await seen()).toBe(200);
    await expect.poll(seen, { timeout: 10_000, interval: 250 }).toBe(404);
    expect((await ask('GET', `/api/admin/titles/${teenMovie.slug}`, editor)).json()).toMatchObject({
      status: 'archived',
      leavingAt: null,
    });
  });
});

describe('the weekly notices e-mail', () => {
  it('goes, when asked for, to the account’s address with each profile’s news, once a week, and stops with one click', async () => {
    const member = await signIn(t.app, '+919876533010');
    const noAddress = await ask('PATCH', '/api/account', member, { noticeDigest: true });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().errors).toEqual([expect.objectContaining({ path: 'body.noticeDigest' })]);
    const asked = await ask('PATCH', '/api/account', member, { email: 'asha@example.com', noticeDigest: true });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await ask('GET', '/api/account', member)).json()).toMatchObject({ noticeDigest: true });

    await ask('PUT', `/api/watchlist/${series.slug}`, member);
    const added = await ask('POST', `/api/admin/titles/${series.slug}/seasons/1/episodes`, editor, {
      durationMinutes: 40,
      translations: { en: { name: 'The Night Ferry' } },
    });
    expect(added.statusCode).toBe(200);

    const sent: MailMessage[] = [];
    const module = await noticesModule(testPlatform(t), {
      mail: { sendWithin: async (_tx, messages) => void sent.push(...messages) },
    });
    const digest = module.repeated?.find((task) => task.name === 'send weekly notice digests');
    if (!digest) throw new Error('the notices module sends no digest');
    await digest.run();
    const mine = sent.filter((mail) => mail.to === 'asha@example.com');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.subject).toBe('This week on your Reelhouse lists');
    expect(mine[0]?.text).toMatch(/For you:\n– .+: new episode S1 E\d+, “The Night Ferry”/);
    // Not again within the week.
    await digest.run();
    expect(sent.filter((mail) => mail.to === 'asha@example.com')).toHaveLength(1);

    const oneClick = new URL(mine[0]?.unsubscribeUrl ?? '');
    expect(oneClick.pathname).toBe('/api/notices/digest/one-click-unsubscribe');
    const post = (query: string) =>
      t.app.inject({
        method: 'POST',
        url: `${oneClick.pathname}?${query}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const forged = new URLSearchParams(oneClick.search);
    forged.set('user', String(Number(forged.get('user')) + 1));
    expect((await post(forged.toString())).statusCode).toBe(403);
    expect((await post(oneClick.searchParams.toString())).statusCode).toBe(204);
    expect((await ask('GET', '/api/account', member)).json()).toMatchObject({ noticeDigest: false });
  });
});
