import { createDecipheriv } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rows } from '@reelhouse/db/database';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Playback } from '@reelhouse/contracts/playback';
import { ivFor } from '../src/modules/media/hls-encryption';
import { PlaybackTokens } from '../src/modules/playback/playback-token';
import { SegmentCache } from '../src/modules/playback/segment-cache';
import { makeClip } from './support/media-fixture';
import { subscribe } from './support/members';
import {
  createPlaybackApp,
  freshMobile,
  playbackTitles,
  playRequest,
  SECRET,
  visitorCookies,
  type Cookies,
} from './support/playback-fixture';
import { signIn, site } from './support/sign-in';
import type { TestApp } from './support/test-app';

const { freeTitle, otherFreeTitle, unplayedTitle, adultTitle, tallTitle, paidTitle } = playbackTitles;

let t: TestApp;
beforeAll(async () => {
  t = await createPlaybackApp();
}, 120_000);
afterAll(() => t.close());
const play = (slug: string, cookies: Cookies = {}) => playRequest(t, slug, cookies);

const cacheReads = vi.spyOn(SegmentCache.prototype, 'get');
const get = (url: string, cookies: Cookies = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, cookies, headers });

describe('protected delivery', () => {
  it('lets a visitor play a free title: a signed master playlist listing the renditions up to the Free plan’s height', async () => {
    const response = await play(freeTitle.slug);
    expect(response.statusCode).toBe(200);
    const playback = response.json<Playback>();
    expect(playback).toMatchObject({ streamId: expect.any(String), heartbeatSeconds: 30, resumeAt: null, next: null });
    expect(playback.url).toMatch(/^\/media\/hls\/\d+\/[^/]+\/master\.m3u8$/);
    expect(new Date(playback.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const master = await get(playback.url, visitorCookies(response));
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(master.body).toContain('360/index.m3u8');
    expect(master.body).toContain('540/index.m3u8');
  });

  it('serves segments with Range support, their MIME type and immutable caching', async () => {
    const response = await play(freeTitle.slug);
    const { url } = response.json<Playback>();
    const cookies = visitorCookies(response);
    const base = url.replace('master.m3u8', '');
    const media = await get(`${base}360/index.m3u8`, cookies);
    expect(media.body).toContain('#EXT-X-MAP:URI="init.mp4"');
    const segment = /^seg_\d+\.m4s$/m.exec(media.body)?.[0];
    const whole = await get(`${base}360/${segment}`, cookies);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/iso.segment');
    expect(whole.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    // A file, never a page: the short security set, not the pages' policies.
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(whole.headers['cross-origin-opener-policy']).toBeUndefined();
    const part = await get(`${base}360/${segment}`, cookies, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));
    expect((await get(`${base}360/init.mp4`, cookies)).headers['content-type']).toBe('video/mp4');
    // Several ranges get the whole file (RFC 9110 lets a server ignore Range); past the end, 416.
    const parts = await get(`${base}360/${segment}`, cookies, { range: 'bytes=0-1,5-6' });
    expect(parts.statusCode).toBe(200);
    expect(parts.rawPayload.length).toBe(whole.rawPayload.length);
    expect(
      (await get(`${base}360/${segment}`, cookies, { range: `bytes=${whole.rawPayload.length}-` })).statusCode,
    ).toBe(416);
    const etag = String(whole.headers.etag);
    expect((await get(`${base}360/${segment}`, cookies, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('answers segments in memory ahead of the routes, over HTTP, exactly as the routes answer them', async () => {
    const response = await play(freeTitle.slug);
    const { url } = response.json<Playback>();
    const cookies = visitorCookies(response);
    const cookieHeader = Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const segmentUrl = url.replace('master.m3u8', '360/seg_00000.m4s');
    // Through the routes (inject never meets the lane), which also puts the segment in memory.
    const routed = await get(segmentUrl, cookies);
    const routedPart = await get(segmentUrl, cookies, { range: 'bytes=10-19' });
    expect(routed.statusCode).toBe(200);

    const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const fetchSegment = (headers: Record<string, string>) => fetch(`${origin}${segmentUrl}`, { headers });
    const readsBefore = cacheReads.mock.calls.length;
    const whole = await fetchSegment({ cookie: cookieHeader, 'x-request-id': 'support-4711' });
    const part = await fetchSegment({ cookie: cookieHeader, range: 'bytes=10-19' });
    const unchanged = await fetchSegment({ cookie: cookieHeader, 'if-none-match': String(routed.headers.etag) });
    // The routes read through the cache's get; the lane only takes what is already there.
    expect(cacheReads.mock.calls.length).toBe(readsBefore);

    const comparable = (headers: Iterable<[string, string]> | Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(Symbol.iterator in headers ? Object.fromEntries(headers) : headers)
          .filter(([name]) => !['date', 'x-request-id', 'connection', 'keep-alive'].includes(name))
          .map(([name, value]) => [name, String(value)]),
      );
    expect(whole.status).toBe(200);
    expect(comparable(whole.headers)).toEqual(comparable(routed.headers));
    expect(whole.headers.get('x-request-id')).toBe('support-4711');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(routed.rawPayload);
    expect(part.status).toBe(206);
    expect(comparable(part.headers)).toEqual(comparable(routedPart.headers));
    expect(Buffer.from(await part.arrayBuffer())).toEqual(routedPart.rawPayload);
    expect(unchanged.status).toBe(304);

    // What the lane may not answer goes to the routes: another browser gets their refusal.
    const stranger = await fetchSegment({});
    expect(stranger.status).toBe(403);
    expect(stranger.headers.get('content-type')).toContain('application/problem+json');
  });

  it('answers 403 without a token, with an expired one, another browser’s, another title’s or a height above the plan', async () => {
    const response = await play(freeTitle.slug);
    const { url } = response.json<Playback>();
    const cookies = visitorCookies(response);
    const assetId = Number(url.split('/')[3]);
    const [, viewer] = /^\d+\.\d+\.([^.]+)\./.exec(url.split('/')[4] ?? '') ?? [];
    const tokens = new PlaybackTokens(Buffer.from(SECRET));
    const signed = (grant: { assetId?: number; maxHeight?: number; expires?: number }) =>
      tokens.sign({
        assetId,
        maxHeight: 540,
        viewer: viewer ?? '',
        expires: Math.floor(Date.now() / 1000) + 60,
        ...grant,
      });

    expect((await get(url, cookies)).statusCode).toBe(200);
    expect((await get(`/media/hls/${assetId}/master.m3u8`, cookies)).statusCode).toBe(403);
    expect(
      (
        await get(
          `/media/hls/${assetId}/${signed({ expires: Math.floor(Date.now() / 1000) - 1 })}/master.m3u8`,
          cookies,
        )
      ).statusCode,
    ).toBe(403);
    // The same URL from another browser: no cookie, or someone else's session.
    expect((await get(url)).statusCode).toBe(403);
    expect((await get(url, await signIn(t.app, freshMobile()))).statusCode).toBe(403);
    const other = (await play(otherFreeTitle.slug, cookies)).json<Playback>();
    const otherAsset = Number(other.url.split('/')[3]);
    expect(otherAsset).not.toBe(assetId);
    expect((await get(url.replace(`/hls/${assetId}/`, `/hls/${otherAsset}/`), cookies)).statusCode).toBe(403);
    const lowOnly = `/media/hls/${assetId}/${signed({ maxHeight: 360 })}`;
    expect((await get(`${lowOnly}/360/index.m3u8`, cookies)).statusCode).toBe(200);
    expect((await get(`${lowOnly}/540/index.m3u8`, cookies)).statusCode).toBe(403);
    expect((await get(`${lowOnly}/master.m3u8`, cookies)).body).not.toContain('540');
    const forbidden = await get(url, {});
    expect(forbidden.headers['content-type']).toContain('application/problem+json');
  });

  it('answers nginx’s grant question with the same check: 204 for the browser it was issued to, the refusal otherwise', async () => {
    const response = await play(freeTitle.slug);
    const { url } = response.json<Playback>();
    const cookies = visitorCookies(response);
    const grant = (original: string | undefined, who: Cookies) =>
      get('/media/hls-grant', who, original === undefined ? {} : { 'x-original-uri': original });
    const segment = url.replace('master.m3u8', '360/seg_00000.m4s');

    const yes = await grant(segment, cookies);
    expect(yes.statusCode).toBe(204);
    expect(yes.headers['cache-control']).toBe('no-store');
    expect((await grant(url.replace('master.m3u8', 'storyboard/sheet_000.jpg'), cookies)).statusCode).toBe(204);
    // Another browser, a height above the token's, a name that is no HLS file, no question at all.
    expect((await grant(segment, {})).statusCode).toBe(403);
    expect((await grant(segment, await signIn(t.app, freshMobile()))).statusCode).toBe(403);
    expect((await grant(url.replace('master.m3u8', '1080/seg_00000.m4s'), cookies)).statusCode).toBe(403);
    expect((await grant(url.replace('master.m3u8', '../../etc/passwd'), cookies)).statusCode).toBe(404);
    const unasked = await grant(undefined, cookies);
    expect(unasked.statusCode).toBe(403);
    expect(unasked.json()).toMatchObject({ code: 'forbidden', detail: 'Ask with X-Original-URI naming an HLS file.' });
  });

  it('asks visitors to sign in for paid and A-rated titles and tells members what stands in the way', async () => {
    expect((await play(paidTitle.slug)).json()).toMatchObject({ status: 401, code: 'unauthenticated' });
    expect((await play(adultTitle.slug)).json()).toMatchObject({ status: 401, code: 'unauthenticated' });
    const mobile = freshMobile();
    const member = await signIn(t.app, mobile);
    expect((await play(paidTitle.slug, member)).json()).toMatchObject({ status: 403, code: 'content_restricted' });
    expect((await play(adultTitle.slug, member)).json()).toMatchObject({ status: 403, code: 'content_restricted' });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/account',
      cookies: member,
      headers: site,
      payload: { confirmAdult: true },
    });
    // Of age, but the Free plan does not include A-rated titles; a lapsed Premium period does not count.
    expect((await play(adultTitle.slug, member)).json()).toMatchObject({
      status: 403,
      code: 'content_restricted',
      detail: expect.stringContaining('does not include A-rated titles'),
    });
    await subscribe(t.database.db, mobile, 'premium', -40, -10);
    expect((await play(paidTitle.slug, member)).json()).toMatchObject({ status: 403, code: 'content_restricted' });
    await subscribe(t.database.db, mobile, 'premium', -1, 29);
    expect((await play(adultTitle.slug, member)).statusCode).toBe(200);
    expect((await play(paidTitle.slug, member)).statusCode).toBe(200);
    expect((await play(unplayedTitle.slug)).json()).toMatchObject({ status: 409, code: 'media_not_ready' });
    expect((await play('no-such-title')).statusCode).toBe(404);
  });
});

describe('encryption of paid titles', () => {
  it('encrypts their segments and hands the key out only with a valid token, never to be cached', async () => {
    const free = await play(freeTitle.slug);
    const cookies = visitorCookies(free);
    const freeUrl = free.json<Playback>().url;
    const viewer = freeUrl.split('/')[4]?.split('.')[2] ?? '';
    const found = await t.database.db.execute(
      sql`select p.asset_id as "assetId", a.encryption_key as key from playables p
            join titles t on t.id = p.title_id join media_assets a on a.id = p.asset_id where t.slug = ${paidTitle.slug}`,
    );
    const [paid] = (found as unknown as { rows: { assetId: number; key: string }[] }).rows;
    expect(paid?.key).toMatch(/^[0-9a-f]{32}$/);
    const tokens = new PlaybackTokens(Buffer.from(SECRET));
    const token = tokens.sign({
      assetId: paid?.assetId ?? 0,
      maxHeight: 540,
      viewer,
      expires: Math.floor(Date.now() / 1000) + 60,
    });
    const base = `/media/hls/${paid?.assetId}/${token}/`;

    const media = await get(`${base}360/index.m3u8`, cookies);
    expect(media.body).toMatch(/#EXT-X-MAP:URI="init.mp4"\n#EXT-X-KEY:METHOD=AES-128,URI="..\/key"/);
    const key = await get(`${base}key`, cookies);
    expect(key.statusCode).toBe(200);
    expect(key.headers['cache-control']).toBe('no-store');
    expect(key.rawPayload.toString('hex')).toBe(paid?.key);
    expect((await get(`${base}key`)).statusCode).toBe(403);
    expect((await get(`/media/hls/${paid?.assetId}/key`, cookies)).statusCode).toBe(403);
    expect((await get(freeUrl.replace('master.m3u8', 'key'), cookies)).statusCode).toBe(404);

    const segment = (await get(`${base}360/seg_00000.m4s`, cookies)).rawPayload;
    expect(segment.subarray(4, 8).toString('latin1')).not.toBe('styp');
    const decipher = createDecipheriv('aes-128-cbc', key.rawPayload, ivFor(0));
    const clear = Buffer.concat([decipher.update(segment), decipher.final()]);
    expect(clear.subarray(4, 8).toString('latin1')).toBe('styp');

    // Its dubbed clip's French track is an audio rendition of its own, under the same key; the
    // rungs then carry pictures only.
    const master = await get(`${base}master.m3u8`, cookies);
    expect(master.body).toContain(
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="fr",NAME="French",DEFAULT=NO,AUTOSELECT=YES,CHANNELS="2",URI="audio/1/index.m3u8"',
    );
    expect(master.body).toMatch(/RESOLUTION=960x540,.*,AUDIO="audio"\n540\/index\.m3u8/);
    const dubbed = await get(`${base}audio/1/index.m3u8`, cookies);
    expect(dubbed.body).toMatch(/#EXT-X-MAP:URI="init.mp4"\n#EXT-X-KEY:METHOD=AES-128,URI="..\/..\/key"/);
    const handlers = async (name: string) => (await get(`${base}${name}`, cookies)).rawPayload.toString('latin1');
    expect(await handlers('audio/1/init.mp4')).toContain('soun');
    expect(await handlers('360/init.mp4')).not.toContain('soun');
    const sound = (await get(`${base}audio/1/seg_00000.m4s`, cookies)).rawPayload;
    const soundDecipher = createDecipheriv('aes-128-cbc', key.rawPayload, ivFor(0));
    expect(
      Buffer.concat([soundDecipher.update(sound), soundDecipher.final()])
        .subarray(4, 8)
        .toString('latin1'),
    ).toBe('styp');
    expect((await get(`${base}audio/1/seg_00000.m4s`)).statusCode).toBe(403);
    expect((await get(`${base}audio/12/index.m3u8`, cookies)).statusCode).toBe(404);
    expect((await get(`${base}audio/index.m3u8`, cookies)).statusCode).toBe(404);
  });
});

describe('ingest', () => {
  it('refuses a file that is not a video, and queues nothing', async () => {
    const fake = path.join(t.dataDir, 'notes.mp4');
    writeFileSync(fake, 'these are not moving pictures');
    await expect(t.app.media.importer.importFile(fake, { titleSlug: unplayedTitle.slug })).rejects.toMatchObject({
      code: 'not_a_video',
    });
    expect((await play(unplayedTitle.slug)).json()).toMatchObject({ code: 'media_not_ready' });
  });

  it('makes the lowest rung on its own and the higher ones together, from one decode', async () => {
    const { importer, queue } = t.app.media;
    await importer.importFile(makeClip(t.dataDir, 'tall', { height: 720, toneHz: 660 }), { titleSlug: tallTitle.slug });
    await queue.drain();
    const runs = await rows<{ key: string; finished: string }>(
      t.database.db,
      sql`select key, finished_at::text as finished from jobs
          where kind = 'media.rendition' and key like (
            select id::text || ':%' from media_assets order by id desc limit 1)
          order by key`,
    );
    const byHeight = new Map(runs.map((run) => [Number(run.key.split(':')[1]), run]));
    expect([...byHeight.keys()].sort((a, b) => a - b)).toEqual([360, 540, 720]);
    // Finished by the same statement: one run made both.
    expect(byHeight.get(540)?.finished).toBe(byHeight.get(720)?.finished);
    expect(byHeight.get(360)?.finished).not.toBe(byHeight.get(720)?.finished);
    const { url } = (await play(tallTitle.slug)).json<Playback>();
    expect(url).toContain('/media/hls/');
  });
});
