import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTitle } from '@reelhouse/contracts/catalogue-admin';
import type { AdminMedia, AdminPreview } from '@reelhouse/contracts/media-admin';
import { rows } from '@reelhouse/db/database';
import { makeClip } from './support/media-fixture';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/** A title's video as the console manages it: what the probe found, replacing it, retrying its work. */
let t: TestApp;
let editor: { rh_session: string };
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_MEDIA: 'off', MEDIA_WORKERS: '0' } });
  editor = await signIn(t.app, '+919876533001');
  await t.database.db.execute(sql`update users set role = 'editor' where mobile = '+919876533001'`);
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/admin/titles',
    cookies: editor,
    headers: site,
    payload: { kind: 'movie', rating: 'U', status: 'published', translations: { en: { name: 'River Song' } } },
  });
  expect(made.statusCode, made.body).toBe(201);
});
afterAll(() => t.close());

const titleNow = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/titles/river-song', cookies: editor })).json<AdminTitle>();
const mediaOf = async (assetId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/media/${assetId}`, cookies: editor })).json<AdminMedia>();

const streamsAndEvents = async () =>
  (
    await rows<{ streams: number; events: number }>(
      t.database.db,
      sql`select (select count(*)::int from playback_streams) as streams, (select count(*)::int from playback_events) as events`,
    )
  )[0];

describe('a title’s video in the console', () => {
  it('shows what the probe found and what the video takes on disk', async () => {
    const { importer, queue } = t.app.media;
    await importer.importFile(makeClip(t.dataDir, 'first', { seconds: 2 }), { titleSlug: 'river-song' });
    await queue.drain();
    const title = await titleNow();
    expect(title).toMatchObject({ video: 'ready', assetId: expect.any(Number), nextAssetId: null });
    const media = await mediaOf(title.assetId ?? 0);
    expect(media).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', audioTracks: 1, width: 960, height: 540 });
    expect(media.storageBytes).toBeGreaterThan(50_000);
    expect(media.renditions.every((rendition) => rendition.state === 'done')).toBe(true);
  });

  it('keeps the old video playing while a replacement is made, and switches when its first rung is ready', async () => {
    const { importer, queue } = t.app.media;
    const before = (await titleNow()).assetId;
    await importer.importFile(makeClip(t.dataDir, 'second', { seconds: 2, toneHz: 880 }), { titleSlug: 'river-song' });
    const waiting = await titleNow();
    expect(waiting.assetId).toBe(before);
    expect(waiting.nextAssetId).not.toBeNull();
    // A viewer still gets the old video meanwhile.
    const play = await t.app.inject({ method: 'POST', url: '/api/titles/river-song/playback', headers: site });
    expect(play.statusCode, play.body).toBe(200);
    expect(play.json<{ url: string }>().url).toContain(`/media/hls/${before}/`);
    await queue.drain();
    expect(await titleNow()).toMatchObject({ assetId: waiting.nextAssetId, nextAssetId: null });
  });

  it('queues failed work again on retry, and it completes', async () => {
    const { assetId } = await titleNow();
    await t.database.db.execute(
      sql`update media_renditions set state = 'failed' where asset_id = ${assetId} and height = 540`,
    );
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/media/${assetId}/retry`,
      cookies: editor,
      headers: site,
    });
    expect(retry.statusCode).toBe(204);
    const queued = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from jobs where kind = 'media.rendition' and key = ${`${assetId}:540`} and state = 'queued'`,
    );
    expect(queued[0]?.n).toBe(1);
    await t.app.media.queue.drain();
    expect((await mediaOf(assetId ?? 0)).renditions.find((rendition) => rendition.height === 540)?.state).toBe('done');
  });

  it('plays in the console before viewers may see it: every quality, its subtitles and markers, and no play counted', async () => {
    await t.database.db.execute(sql`update titles set status = 'draft' where slug = 'river-song'`);
    const viewer = await t.app.inject({ method: 'POST', url: '/api/titles/river-song/playback', headers: site });
    expect(viewer.statusCode).toBe(404);

    const vtt = 'WEBVTT\n\n00:00.500 --> 00:01.500\nThe river sings\n';
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/titles/river-song/subtitles/de',
      cookies: editor,
      headers: { ...site, 'content-type': 'text/vtt' },
      payload: vtt,
    });
    expect(put.statusCode, put.body).toBe(204);
    const marked = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/titles/river-song/markers',
      cookies: editor,
      headers: site,
      payload: { introStart: 0.2, introEnd: 1.1, creditsStart: null },
    });
    expect(marked.statusCode, marked.body).toBe(204);

    const before = await streamsAndEvents();
    const preview = await t.app.inject({ method: 'GET', url: '/api/admin/titles/river-song/preview', cookies: editor });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    const body = preview.json<AdminPreview>();
    expect(body).toMatchObject({
      assetId: (await titleNow()).assetId,
      markers: { introStart: 0.2, introEnd: 1.1, creditsStart: null },
      subtitles: [{ lang: 'de', label: 'Deutsch' }],
    });
    // The links open for the operator's own session, at every height the ladder made.
    const master = await t.app.inject({ method: 'GET', url: body.url, cookies: editor });
    expect(master.statusCode, master.body).toBe(200);
    expect(master.body).toContain('540/index.m3u8');
    const cue = await t.app.inject({ method: 'GET', url: body.subtitles[0]?.url ?? '', cookies: editor });
    expect(cue.body).toContain('The river sings');
    // Someone else's browser cannot use them.
    expect((await t.app.inject({ method: 'GET', url: body.url })).statusCode).toBe(403);
    // A preview takes no stream slot and is no play.
    expect(await streamsAndEvents()).toEqual(before);
  });

  it('explains why there is nothing to preview', async () => {
    const series = await t.app.inject({
      method: 'POST',
      url: '/api/admin/titles',
      cookies: editor,
      headers: site,
      payload: { kind: 'series', rating: 'U', translations: { en: { name: 'Quiet Harbour' } } },
    });
    expect(series.statusCode, series.body).toBe(201);
    const asked = await t.app.inject({
      method: 'GET',
      url: '/api/admin/titles/quiet-harbour/preview',
      cookies: editor,
    });
    expect(asked.statusCode).toBe(404);
    expect(asked.json<{ detail: string }>().detail).toMatch(/preview one of its episodes/);
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/episodes/999999/preview', cookies: editor });
    expect(missing.statusCode).toBe(404);
  });
});
