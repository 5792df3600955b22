import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playback } from '@reelhouse/contracts/playback';
import { secondDevice } from './support/members';
import {
  createPlaybackApp,
  freshMobile,
  playbackTitles,
  playRequest,
  visitorCookies,
  type Cookies,
} from './support/playback-fixture';
import { signIn, site } from './support/sign-in';
import type { TestApp } from './support/test-app';

const { freeTitle } = playbackTitles;

let t: TestApp;
beforeAll(async () => {
  t = await createPlaybackApp();
}, 120_000);
afterAll(() => t.close());
const play = (slug: string, cookies: Cookies = {}) => playRequest(t, slug, cookies);

describe('streams', () => {
  it('refuses a second device on the Free plan until the first stops or goes quiet for 90 seconds', async () => {
    const phone = await signIn(t.app, freshMobile());
    const laptop = await secondDevice(t.database.db, phone);
    const first = (await play(freeTitle.slug, phone)).json<Playback>();
    // The same device starting again replaces its own stream.
    expect((await play(freeTitle.slug, phone)).statusCode).toBe(200);
    const refused = await play(freeTitle.slug, laptop);
    expect(refused.json()).toMatchObject({ status: 403, code: 'stream_limit_reached' });
    expect(refused.json<{ detail: string }>().detail).toContain('1 device');

    await t.database.db.execute(
      sql`update playback_streams set last_seen_at = now() - interval '89 seconds' where viewer_tag <> ''`,
    );
    expect((await play(freeTitle.slug, laptop)).statusCode).toBe(403);
    await t.database.db.execute(
      sql`update playback_streams set last_seen_at = now() - interval '91 seconds' where viewer_tag <> ''`,
    );
    const laptopStream = (await play(freeTitle.slug, laptop)).json<Playback>();
    expect(laptopStream.streamId).toBeTruthy();
    expect((await play(freeTitle.slug, phone)).statusCode).toBe(403);
    const stop = await t.app.inject({
      method: 'DELETE',
      url: `/api/playback/${laptopStream.streamId}`,
      cookies: laptop,
      headers: site,
    });
    expect(stop.statusCode).toBe(204);
    expect((await play(freeTitle.slug, phone)).statusCode).toBe(200);
    expect(first.streamId).not.toBe(laptopStream.streamId);
  });

  it('renews URLs on heartbeat for the stream’s own viewer only, and resumes from the saved position', async () => {
    const member = await signIn(t.app, freshMobile());
    const playback = (await play(freeTitle.slug, member)).json<Playback>();
    const beat = await t.app.inject({
      method: 'POST',
      url: `/api/playback/${playback.streamId}/heartbeat`,
      cookies: member,
      headers: site,
    });
    expect(beat.json()).toMatchObject({ url: expect.stringMatching(/master\.m3u8$/), expiresAt: expect.any(String) });
    const stranger = await signIn(t.app, freshMobile());
    const hijack = await t.app.inject({
      method: 'POST',
      url: `/api/playback/${playback.streamId}/heartbeat`,
      cookies: stranger,
      headers: site,
    });
    expect(hijack.statusCode).toBe(404);

    const save = (position: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/playback/${playback.streamId}/progress`,
        cookies: member,
        headers: site,
        payload: { position },
      });
    expect((await save(-3)).statusCode).toBe(400);
    expect((await save(2.5)).statusCode).toBe(204);
    const again = (await play(freeTitle.slug, member)).json<Playback>();
    // Two and a half seconds in is too early to resume from; the clip is three seconds long.
    expect(again.resumeAt).toBeNull();
    await t.database.db.execute(sql`update media_assets set duration_seconds = 600`);
    const saveLater = await t.app.inject({
      method: 'POST',
      url: `/api/playback/${again.streamId}/progress`,
      cookies: member,
      headers: site,
      payload: { position: 42 },
    });
    expect(saveLater.statusCode).toBe(204);
    expect((await play(freeTitle.slug, member)).json<Playback>().resumeAt).toBe(42);
    const rail = await t.app.inject({ method: 'GET', url: '/api/continue-watching?lang=en', cookies: member });
    expect(rail.json<{ items: { slug: string; progress: number }[] }>().items).toEqual([
      expect.objectContaining({ slug: freeTitle.slug, progress: 0.07 }),
    ]);
  });

  it('takes a title off Continue watching when asked or when it is finished, and starts it again from the beginning', async () => {
    const member = await signIn(t.app, freshMobile());
    await t.database.db.execute(sql`update media_assets set duration_seconds = 600`);
    const watchUntil = async (position: number) => {
      const { streamId } = (await play(freeTitle.slug, member)).json<Playback>();
      const saved = await t.app.inject({
        method: 'POST',
        url: `/api/playback/${streamId}/progress`,
        cookies: member,
        headers: site,
        payload: { position },
      });
      expect(saved.statusCode).toBe(204);
    };
    const railSlugs = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/continue-watching?lang=en', cookies: member }))
        .json<{ items: { slug: string }[] }>()
        .items.map((item) => item.slug);
    const remove = (cookies: Cookies | undefined, slug = freeTitle.slug) =>
      t.app.inject({ method: 'DELETE', url: `/api/continue-watching/${slug}`, cookies, headers: site });

    await watchUntil(300);
    expect(await railSlugs()).toEqual([freeTitle.slug]);
    expect((await remove(undefined)).statusCode).toBe(401);
    expect((await remove(await signIn(t.app, freshMobile()))).statusCode).toBe(404);
    expect(await railSlugs()).toEqual([freeTitle.slug]);
    expect((await remove(member)).statusCode).toBe(204);
    expect(await railSlugs()).toEqual([]);
    expect((await play(freeTitle.slug, member)).json<Playback>().resumeAt).toBeNull();
    expect((await remove(member)).statusCode).toBe(404);

    // 95 % watched is finished: off the row, and the next play starts at the beginning.
    await watchUntil(590);
    expect(await railSlugs()).toEqual([]);
    expect((await play(freeTitle.slug, member)).json<Playback>().resumeAt).toBeNull();
  });

  it('keeps the last position and reports a stream sends as it ends, even when they arrive after it ended', async () => {
    const member = await signIn(t.app, freshMobile());
    await t.database.db.execute(sql`update media_assets set duration_seconds = 600`);
    const { streamId } = (await play(freeTitle.slug, member)).json<Playback>();
    const send = (method: 'POST' | 'DELETE', path: string, payload?: object) =>
      t.app.inject({ method, url: `/api/playback/${streamId}${path}`, cookies: member, headers: site, payload });
    // A player that leaves sends its last position, its reports and the end at once; the end may land first.
    expect((await send('DELETE', '')).statusCode).toBe(204);
    expect((await send('POST', '/progress', { position: 130 })).statusCode).toBe(204);
    expect((await send('POST', '/events', { events: [{ kind: 'stall', value: 800 }] })).statusCode).toBe(204);
    expect((await play(freeTitle.slug, member)).json<Playback>().resumeAt).toBe(130);
    // An ended stream cannot be kept alive, and its words are not taken for long.
    expect((await send('POST', '/heartbeat')).statusCode).toBe(404);
    await t.database.db.execute(
      sql`update playback_streams set ended_at = now() - interval '61 seconds' where id = ${streamId}`,
    );
    expect((await send('POST', '/progress', { position: 140 })).statusCode).toBe(404);
  });

  it('records quality reports for the viewer’s own stream', async () => {
    const response = await play(freeTitle.slug);
    const { streamId } = response.json<Playback>();
    const report = (cookies: Cookies, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/playback/${streamId}/events`, cookies, headers: site, payload });
    const events = [
      { kind: 'startup', value: 420 },
      { kind: 'switch', value: 540 },
      { kind: 'error', detail: 'manifestLoadError' },
    ];
    expect((await report(visitorCookies(response), { events })).statusCode).toBe(204);
    expect((await report({}, { events })).statusCode).toBe(404);
    expect((await report(visitorCookies(response), { events: [{ kind: 'bogus' }] })).statusCode).toBe(400);
  });
});
