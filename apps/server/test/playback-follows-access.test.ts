import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Playback } from '@reelhouse/contracts/playback';
import { secondDevice, subscribe } from './support/members';
import { createPlaybackApp, freshMobile, playbackTitles, playRequest, type Cookies } from './support/playback-fixture';
import { signIn, site } from './support/sign-in';
import type { TestApp } from './support/test-app';

/** Access is decided again when it changes, not only when a playback link expires. */
const { paidTitle, adultTitle, freeTitle } = playbackTitles;

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createPlaybackApp();
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);
afterAll(() => t.close());

const play = async (slug: string, cookies: Cookies) => (await playRequest(t, slug, cookies)).json<Playback>();
const status = async (url: string, cookies: Cookies) =>
  (await t.app.inject({ method: 'GET', url, cookies })).statusCode;
/** Over HTTP, where segments already in memory are answered before the routes. */
const laneStatus = async (url: string, cookies: Cookies) => {
  const response = await fetch(`${origin}${url}`, {
    headers: {
      cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
    },
  });
  // Read to the end, or the connection stays busy and the server cannot close.
  await response.arrayBuffer();
  return response.status;
};
const heartbeat = (streamId: string, cookies: Cookies) =>
  t.app.inject({ method: 'POST', url: `/api/playback/${streamId}/heartbeat`, cookies, headers: site });

async function premiumMember() {
  const mobile = freshMobile();
  const cookies = await signIn(t.app, mobile);
  await subscribe(t.database.db, mobile, 'premium', -1, 30);
  return { mobile, cookies };
}

describe('playback after the session ends', () => {
  it('refuses the URL, its segments and its key once the member logs out, even with the old cookie', async () => {
    const { cookies } = await premiumMember();
    const { url } = await play(paidTitle.slug, cookies);
    const key = url.replace('master.m3u8', 'key');
    const segment = url.replace('master.m3u8', '360/seg_00000.m4s');
    expect(await status(key, cookies)).toBe(200);
    expect(await status(segment, cookies)).toBe(200);
    expect(await laneStatus(segment, cookies)).toBe(200);

    const logout = await t.app.inject({ method: 'DELETE', url: '/api/session', cookies, headers: site });
    expect(logout.statusCode).toBe(204);
    expect(await status(key, cookies)).toBe(403);
    expect(await status(url, cookies)).toBe(403);
    expect(await status(segment, cookies)).toBe(403);
    expect(await laneStatus(segment, cookies)).toBe(403);
  });

  it('refuses a segment once its link has expired, though the same request was answered from memory before', async () => {
    const { cookies } = await premiumMember();
    const { url, expiresAt } = await play(paidTitle.slug, cookies);
    const segment = url.replace('master.m3u8', '360/seg_00000.m4s');
    expect(await status(segment, cookies)).toBe(200);
    expect(await laneStatus(segment, cookies)).toBe(200);
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.parse(expiresAt) + 1000);
    try {
      // A new link at that time puts the segment in memory again, fresh for the lane.
      const renewed = (await play(paidTitle.slug, cookies)).url.replace('master.m3u8', '360/seg_00000.m4s');
      expect(await status(renewed, cookies)).toBe(200);
      expect(await laneStatus(renewed, cookies)).toBe(200);
      expect(await laneStatus(segment, cookies)).toBe(403);
    } finally {
      clock.mockRestore();
    }
  });

  it('refuses the links of a device the member signed out from another', async () => {
    const { cookies: phone } = await premiumMember();
    const laptop = await secondDevice(t.database.db, phone);
    const { url } = await play(paidTitle.slug, laptop);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/account/sessions/sign-out-others',
      cookies: phone,
      headers: site,
    });
    expect(signOut.statusCode).toBe(204);
    expect(await status(url.replace('master.m3u8', 'key'), laptop)).toBe(403);
  });

  it('refuses links bound to a session that ended on another server process (asked of the database)', async () => {
    const { cookies } = await premiumMember();
    const { url } = await play(paidTitle.slug, cookies);
    // Ended behind this process's back, as another process sharing the database would.
    const idHash = createHash('sha256').update(cookies.rh_session).digest('base64url');
    await t.database.db.execute(sql`update sessions set revoked_at = now() where id_hash = ${idHash}`);
    expect(await status(url.replace('master.m3u8', 'key'), cookies)).toBe(403);
    expect(await status(url, cookies)).toBe(403);
  });
});

describe('the heartbeat decides access again', () => {
  it('stops renewing, and ends the stream, when the plan has lapsed', async () => {
    const { mobile, cookies } = await premiumMember();
    const { streamId } = await play(paidTitle.slug, cookies);
    expect((await heartbeat(streamId, cookies)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update entitlements set ends_at = now() - interval '1 second'
        where user_id = (select id from users where mobile = ${mobile})`,
    );
    const refused = await heartbeat(streamId, cookies);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'content_restricted' });
    expect((await heartbeat(streamId, cookies)).statusCode).toBe(404);
  });

  it('stops renewing an A-rated title once a parental PIN is set', async () => {
    const { cookies } = await premiumMember();
    await t.app.inject({
      method: 'PATCH',
      url: '/api/account',
      cookies,
      headers: site,
      payload: { confirmAdult: true },
    });
    const { streamId } = await play(adultTitle.slug, cookies);
    expect((await heartbeat(streamId, cookies)).statusCode).toBe(200);
    const pin = await t.app.inject({
      method: 'PUT',
      url: '/api/account/parental-pin',
      cookies,
      headers: site,
      payload: { pin: '1357' },
    });
    expect(pin.statusCode).toBe(204);
    const refused = await heartbeat(streamId, cookies);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'content_locked' });
  });

  it('keeps renewing while nothing changed', async () => {
    const { cookies } = await premiumMember();
    const { streamId } = await play(freeTitle.slug, cookies);
    for (let beat = 0; beat < 3; beat++) expect((await heartbeat(streamId, cookies)).statusCode).toBe(200);
  });
});
