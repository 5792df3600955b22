import { mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPreview } from '@reelhouse/contracts/media-admin';
import type { Session } from '@reelhouse/contracts/session';
import { rows } from '@reelhouse/db/database';
import { probeVideo } from '../src/modules/media/ffmpeg';
import { previewFileName } from '../src/modules/media/preview-clips';
import { makeClip } from './support/media-fixture';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/** Previews: the pipeline cuts a muted low-rung clip per title, where the operator says, and cards carry it. */
let t: TestApp;
let editor: { rh_session: string };
const CLIP_SECONDS = 30;

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_MEDIA: 'off', MEDIA_WORKERS: '0' } });
  editor = await signIn(t.app, '+919876534001');
  await t.database.db.execute(sql`update users set role = 'editor' where mobile = '+919876534001'`);
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/admin/titles',
    cookies: editor,
    headers: site,
    payload: { kind: 'movie', rating: 'U', status: 'published', translations: { en: { name: 'Lantern Walk' } } },
  });
  expect(made.statusCode, made.body).toBe(201);
  await t.app.media.importer.importFile(makeClip(t.dataDir, 'lantern', { seconds: CLIP_SECONDS }), {
    titleSlug: 'lantern-walk',
  });
  await t.app.media.queue.drain();
});
afterAll(() => t.close());

const cardPreview = async () => {
  const list = await t.app.inject({ method: 'GET', url: '/api/titles?limit=50' });
  const card = list
    .json<{ items: { slug: string; previewUrl: string | null }[] }>()
    .items.find((item) => item.slug === 'lantern-walk');
  return card?.previewUrl ?? null;
};

/** The preview as a browser gets it, probed. */
const fetchAndProbe = async (url: string) => {
  const answer = await t.app.inject({ method: 'GET', url });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('video/mp4');
  const file = path.join(await mkdtemp(path.join(t.dataDir, 'preview-')), 'preview.mp4');
  await writeFile(file, answer.rawPayload);
  return probeVideo('ffprobe', file);
};

const sourceSha = async () =>
  (
    await rows<{ sha: string }>(
      t.database.db,
      sql`select a.source_sha256 as sha from media_assets a
     join playables p on p.asset_id = a.id join titles t on t.id = p.title_id where t.slug = 'lantern-walk'`,
    )
  )[0]?.sha ?? '';

const setMarkers = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/titles/lantern-walk/markers',
    cookies: editor,
    headers: site,
    payload,
  });

describe('previews', () => {
  it('are made with the video: ~20 s, silent, at the lowest rung, a tenth of the way in, and cards carry them', async () => {
    const url = await cardPreview();
    expect(url).toMatch(/^\/media\/previews\/[0-9a-f]{32}\.mp4$/);
    expect(url).toBe(
      `/media/previews/${previewFileName({ sourceSha256: await sourceSha() }, { startSeconds: 3, seconds: 20 })}`,
    );
    const probe = await fetchAndProbe(url ?? '');
    expect(probe.durationSeconds).toBeGreaterThan(19.5);
    expect(probe.durationSeconds).toBeLessThan(20.5);
    expect(probe).toMatchObject({ height: 360, width: 640, hasAudio: false });
  });

  it('start where the operator says, and again past the intro when the operator clears the start', async () => {
    expect((await setMarkers({ introStart: 0, introEnd: 2.5, creditsStart: null, previewStart: 8 })).statusCode).toBe(
      204,
    );
    await t.app.media.queue.drain();
    const sha = await sourceSha();
    expect(await cardPreview()).toBe(
      `/media/previews/${previewFileName({ sourceSha256: sha }, { startSeconds: 8, seconds: 20 })}`,
    );

    // Markers sent without a preview start leave it as it was.
    expect((await setMarkers({ introStart: 0, introEnd: 2, creditsStart: null })).statusCode).toBe(204);
    await t.app.media.queue.drain();
    const preview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/titles/lantern-walk/preview',
      cookies: editor,
    });
    expect(preview.json<AdminPreview>().markers).toMatchObject({ introEnd: 2, previewStart: 8 });
    expect(await cardPreview()).toBe(
      `/media/previews/${previewFileName({ sourceSha256: sha }, { startSeconds: 8, seconds: 20 })}`,
    );

    expect((await setMarkers({ introStart: 0, introEnd: 2, creditsStart: null, previewStart: null })).statusCode).toBe(
      204,
    );
    await t.app.media.queue.drain();
    expect(await cardPreview()).toBe(
      `/media/previews/${previewFileName({ sourceSha256: sha }, { startSeconds: 2, seconds: 20 })}`,
    );
  });

  it('refuse a start past the video’s end, next to the field, and change nothing', async () => {
    const before = await cardPreview();
    const refused = await setMarkers({
      introStart: null,
      introEnd: null,
      creditsStart: null,
      previewStart: CLIP_SECONDS + 5,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json<{ errors: { path: string }[] }>().errors).toEqual([
      expect.objectContaining({ path: 'body.previewStart' }),
    ]);
    await t.app.media.queue.drain();
    expect(await cardPreview()).toBe(before);
    const preview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/titles/lantern-walk/preview',
      cookies: editor,
    });
    expect(preview.json<AdminPreview>().markers).toMatchObject({ introEnd: 2, previewStart: null });
  });

  it('play for a profile until it switches them off', async () => {
    const member = await signIn(t.app, '+919876534002');
    const session = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/session', cookies: member })).json<Session>();
    const profile = (await session()).profile;
    expect(profile?.autoplayPreviews).toBe(true);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/profiles/${profile?.id}`,
      cookies: member,
      headers: site,
      payload: { autoplayPreviews: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await session()).profile?.autoplayPreviews).toBe(false);
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: `/api/profiles/${profile?.id}`,
      cookies: member,
      headers: site,
      payload: { autoplayPreviews: 'yes' },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await session()).profile?.autoplayPreviews).toBe(false);
  });
});
