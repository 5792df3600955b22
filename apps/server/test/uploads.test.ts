import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { startLocalS3 } from '../../../scripts/lib/local-s3.mjs';
import { makeClip } from './support/media-fixture';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

const movie = buildDemoCatalogue().titles.find((title) => title.kind === 'movie' && title.status === 'published');
if (!movie) throw new Error('the demo catalogue has no published movie');

let t: TestApp;
let admin: { rh_session: string };
let member: { rh_session: string };

const tus = { 'tus-resumable': '1.0.0' };
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

const create = (cookies: { rh_session: string }, length: number, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    cookies,
    headers: { ...site, ...tus, 'upload-length': String(length), 'upload-metadata': metadata(fields) },
  });
const send = (location: string, offset: number, chunk: Buffer) =>
  t.app.inject({
    method: 'PATCH',
    url: location,
    cookies: admin,
    headers: { ...site, ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload: chunk,
  });
const offsetOf = async (location: string) =>
  Number(
    (await t.app.inject({ method: 'HEAD', url: location, cookies: admin, headers: tus })).headers['upload-offset'],
  );

// Everything below on this machine's disk, then in an S3-compatible bucket (s3rver on loopback):
// tus's S3 store, the import from the bucket, ffmpeg's work and the HLS answers from it.
describe.each(['local', 's3'] as const)('with %s storage', (storage) => {
  let s3: Awaited<ReturnType<typeof startLocalS3>> | null = null;
  beforeAll(async () => {
    s3 = storage === 's3' ? await startLocalS3() : null;
    t = await createTestApp({
      seed: true,
      env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off', UPLOAD_MAX_MB: '1', MEDIA_CACHE_MB: '0', ...s3?.env },
    });
    admin = await signIn(t.app, '+919400000001');
    member = await signIn(t.app, '+919400000002');
    await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919400000001'`);
  });
  afterAll(async () => {
    await t.close();
    await s3?.stop();
  });

  describe('resumable uploads', () => {
    it('resumes an interrupted upload where it stopped, then imports the video', async () => {
      const clip = readFileSync(makeClip(t.dataDir, 'upload', { seconds: 2 }));
      const created = await create(admin, clip.length, { title: movie.slug, filename: 'upload.mp4' });
      expect(created.statusCode).toBe(201);
      const location = new URL(created.headers.location as string, 'http://tv.example').pathname;

      // The connection drops after the first part: the server kept what arrived.
      const half = Math.floor(clip.length / 2);
      expect((await send(location, 0, clip.subarray(0, half))).statusCode).toBe(204);
      expect(await offsetOf(location)).toBe(half);
      // A part sent from the wrong place is refused and changes nothing.
      expect((await send(location, 0, clip.subarray(0, 10))).statusCode).toBe(409);
      expect(await offsetOf(location)).toBe(half);

      const done = await send(location, half, clip.subarray(half));
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ assetId: expect.any(Number), height: 540 });
      const jobs = await t.database.db.execute(sql`select count(*)::int as n from jobs where kind = 'media.rendition'`);
      expect((jobs as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
    });

    it('refuses a file that is not a video, and keeps nothing of it', async () => {
      const text = Buffer.from('a shopping list, not a film');
      writeFileSync(path.join(t.dataDir, 'list.mp4'), text);
      const created = await create(admin, text.length, { title: movie.slug });
      const location = new URL(created.headers.location as string, 'http://tv.example').pathname;
      const refused = await send(location, 0, text);
      expect(refused.statusCode).toBe(422);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'not_a_video' });
      expect((await t.app.inject({ method: 'HEAD', url: location, cookies: admin, headers: tus })).statusCode).toBe(
        404,
      );
      expect(await t.app.media.storage.usage('uploads')).toBe(0);
    });

    it('is for operators only, needs a title, and keeps to the size limit', async () => {
      expect((await create(member, 100, { title: movie.slug })).statusCode).toBe(403);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        headers: { ...tus, 'upload-length': '100' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await create(admin, 100, { filename: 'x.mp4' })).statusCode).toBe(400);
      expect((await create(admin, 2 * 1024 * 1024, { title: movie.slug })).statusCode).toBe(413);
    });
  });

  /** The actions in a title's history, newest first, as the console lists them. */
  const historyActions = async (slug: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/titles/${slug}/history`, cookies: admin }))
      .json<{ items: { action: string }[] }>()
      .items.map((line) => line.action);

  describe('operators’ media calls', () => {
    const vtt = 'WEBVTT\n\n00:00.500 --> 00:01.500\nBonjour\n';
    const put = (url: string, cookies: { rh_session: string }, payload: string | object, type = 'text/vtt') =>
      t.app.inject({ method: 'PUT', url, cookies, headers: { ...site, 'content-type': type }, payload });

    it('stores subtitles per language, which playback then lists with a signed URL', async () => {
      const url = `/api/admin/titles/${movie.slug}/subtitles/fr`;
      expect((await put(url, member, vtt)).statusCode).toBe(403);
      expect((await put(url, admin, 'not subtitles')).json()).toMatchObject({ status: 400, code: 'validation_failed' });
      expect((await put(`/api/admin/titles/${movie.slug}/subtitles/french`, admin, vtt)).statusCode).toBe(400);
      expect((await put(url, admin, vtt)).statusCode).toBe(204);
      await t.app.media.queue.drain();
      const playback = await t.app.inject({ method: 'POST', url: `/api/titles/${movie.slug}/playback`, headers: site });
      const [track] = playback.json<{ subtitles: { lang: string; label: string; url: string }[] }>().subtitles;
      expect(track).toMatchObject({ lang: 'fr', label: 'Français' });
      const cookies = Object.fromEntries(playback.cookies.map((cookie) => [cookie.name, cookie.value]));
      const file = await t.app.inject({ method: 'GET', url: track?.url ?? '', cookies });
      expect(file.headers['content-type']).toContain('text/vtt');
      expect(file.body).toContain('Bonjour');
      expect((await t.app.inject({ method: 'DELETE', url, cookies: admin, headers: site })).statusCode).toBe(204);
      expect((await t.app.inject({ method: 'DELETE', url, cookies: admin, headers: site })).statusCode).toBe(404);
      // Each change is in the title's history; the refused ones are not.
      expect(await historyActions(movie.slug)).toEqual(
        expect.arrayContaining(['media.subtitles.set', 'media.subtitles.delete']),
      );
      expect((await historyActions(movie.slug)).filter((action) => action === 'media.subtitles.delete')).toHaveLength(
        1,
      );
    });

    it('sets skip markers, refusing an intro that ends before it starts', async () => {
      const url = `/api/admin/titles/${movie.slug}/markers`;
      expect(
        (await put(url, admin, { introStart: 5, introEnd: 2, creditsStart: null }, 'application/json')).statusCode,
      ).toBe(400);
      expect(
        (await put(url, admin, { introStart: 0, introEnd: 1, creditsStart: 1.5 }, 'application/json')).statusCode,
      ).toBe(204);
      const playback = await t.app.inject({ method: 'POST', url: `/api/titles/${movie.slug}/playback`, headers: site });
      expect(playback.json()).toMatchObject({ markers: { introStart: 0, introEnd: 1, creditsStart: 1.5 } });
      expect((await historyActions(movie.slug))[0]).toBe('media.markers');
      expect(
        (
          await put(
            '/api/admin/episodes/999999/markers',
            admin,
            { introStart: null, introEnd: null, creditsStart: null },
            'application/json',
          )
        ).statusCode,
      ).toBe(404);
    });

    it('shows how an asset’s transcoding went', async () => {
      const playback = await t.app.inject({ method: 'POST', url: `/api/titles/${movie.slug}/playback`, headers: site });
      const assetId = Number(playback.json<{ url: string }>().url.split('/')[3]);
      const status = await t.app.inject({ method: 'GET', url: `/api/admin/media/${assetId}`, cookies: admin });
      expect(status.json()).toMatchObject({
        id: assetId,
        height: 540,
        renditions: [
          { height: 360, state: 'done', progress: 100 },
          { height: 540, state: 'done', progress: 100 },
        ],
        storyboard: { state: 'done' },
      });
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/admin/media/${assetId}`, cookies: member })).statusCode,
      ).toBe(403);

      // The renditions play from the store (no memory cache here: MEDIA_CACHE_MB=0): a playlist,
      // then a segment by range and again from the browser's own copy.
      const cookies = Object.fromEntries(playback.cookies.map((cookie) => [cookie.name, cookie.value]));
      const base = playback.json<{ url: string }>().url.replace(/master\.m3u8$/, '');
      const index = await t.app.inject({ method: 'GET', url: `${base}360/index.m3u8`, cookies });
      expect(index.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      const segment = `${base}360/${/seg_\d{5}\.m4s/.exec(index.body)?.[0]}`;
      const part = await t.app.inject({ method: 'GET', url: segment, cookies, headers: { range: 'bytes=0-99' } });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.length).toBe(100);
      const again = await t.app.inject({
        method: 'GET',
        url: segment,
        cookies,
        headers: { 'if-none-match': part.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    });
  });
});
