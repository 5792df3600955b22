import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/chromium.mjs';
import { startLocalS3 } from '../../scripts/lib/local-s3.mjs';
import { makeSyntheticClip } from '../../scripts/lib/synthetic-clip.mjs';
import { createThrowawayDatabase } from '../../scripts/lib/throwaway-database.mjs';
import {
  sharedSecrets,
  startNginx,
  startProcess,
  stopProcess,
  whenReady,
  type ClusterProcess,
} from './cluster-processes';
import { freePort } from '../support/free-port';

// The production topology on loopback: nginx (deploy/nginx) in front of two ROLE=web processes
// and a ROLE=worker, on the machine's PostgreSQL and Redis, every media file in an S3-compatible
// bucket (s3rver on loopback) that nginx reads segments from; no disk shared between processes.
const ADMIN_DATABASE_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const OPERATOR = '+919000012345';

let dir: string;
let dropDatabase: () => Promise<void>;
let env: Record<string, string>;
let web: ClusterProcess[] = [];
let workers: ClusterProcess[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>>;
let browser: Browser;
let nginxPort: number;
let s3: Awaited<ReturnType<typeof startLocalS3>>;
const operator: Record<string, string> = {};

/** A cookie jar of one: the session cookie a response sets is sent with the next request. */
async function call(url: string, init: RequestInit & { json?: unknown } = {}) {
  const cookie = Object.entries(operator)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const response = await fetch(url, {
    ...init,
    headers: {
      origin: nginx.origin,
      ...(cookie ? { cookie } : {}),
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.headers as Record<string, string>),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  for (const set of response.headers.getSetCookie()) {
    const [pair = ''] = set.split(';');
    const [name = '', value = ''] = pair.split('=');
    operator[name] = value;
  }
  return response;
}

/** Uploads a video by the tus protocol through nginx, as the console does. */
async function upload(file: string, titleSlug: string) {
  const bytes = readFileSync(file);
  const created = await call(`${nginx.origin}/api/admin/uploads`, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': `title ${Buffer.from(titleSlug).toString('base64')}`,
    },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const location = created.headers.get('location') ?? '';
  const sent = await call(new URL(location, `${nginx.origin}/api/admin/uploads/`).href, {
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: bytes,
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  return (await sent.json()) as { assetId: number };
}

const startWorker = (name: string) =>
  startProcess(name, { ...env, ROLE: 'worker', SEED_DEMO: 'false', MEDIA_WORKERS: '1' }, dir);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'reelhouse-cluster-'));
  const database = await createThrowawayDatabase(ADMIN_DATABASE_URL, 'reelhouse_cluster');
  dropDatabase = database.drop;
  nginxPort = await freePort();
  s3 = await startLocalS3();
  env = {
    ...s3.env,
    PUBLIC_ORIGIN: `http://127.0.0.1:${nginxPort}`,
    ...sharedSecrets(),
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379',
    DEMO_MEDIA: 'off',
    LOG_LEVEL: 'info',
    TRUST_PROXY: '127.0.0.1',
    OTP_RESEND_SECONDS: '1',
  };
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await Promise.all([...web, ...workers].map((server) => stopProcess(server, 'SIGKILL')));
  await dropDatabase?.();
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('the production topology', () => {
  it('starts two web processes at once on an empty database: one migrates and seeds, the other waits', async () => {
    web = await Promise.all(
      ['web-1', 'web-2'].map((name) => startProcess(name, { ...env, ROLE: 'web', SEED_DEMO: 'true' }, dir)),
    );
    await Promise.all(web.map((server) => whenReady(server)));
    workers = [await startWorker('worker-1')];
    await whenReady(workers[0] as ClusterProcess);
    nginx = await startNginx(
      dir,
      `${s3.endpoint}/${s3.env.S3_BUCKET}`,
      web.map((server) => server.port),
      nginxPort,
    );
    for (const server of web) expect(server.log()).not.toContain('"level":50');
    const titles = (await (await fetch(`${nginx.origin}/api/titles?page=1`)).json()) as { total: number };
    expect(titles.total).toBeGreaterThan(10);
  }, 240_000);

  it('signs in through nginx, whose requests alternate between the web processes, and the session holds', async () => {
    await call(`${nginx.origin}/api/create-user-mobile/`, { method: 'POST', json: { mobile: OPERATOR } });
    const outbox = await call(`${nginx.origin}/api/dev/sms-outbox?mobile=${encodeURIComponent(OPERATOR)}`);
    const otp = /\d{6}/.exec(((await outbox.json()) as { items: { body: string }[] }).items[0]?.body ?? '')?.[0];
    const verified = await call(`${nginx.origin}/api/verify-user-mobile/`, {
      method: 'POST',
      json: { mobile: OPERATOR, otp },
    });
    expect(verified.status).toBe(200);
    const granted = spawnSync(process.execPath, ['apps/server/dist/cli.js', 'admin:create', '--mobile', OPERATOR], {
      env: { ...process.env, ...env, DATA_DIR: path.join(dir, 'cli') },
      encoding: 'utf8',
    });
    expect(granted.status, granted.stderr).toBe(0);

    const before = nginx.requests().length;
    for (let asked = 0; asked < 6; asked++) {
      const me = await call(`${nginx.origin}/api/session`);
      expect(((await me.json()) as { user: { role: string } | null }).user?.role).toBe('admin');
    }
    const upstreams = nginx
      .requests()
      .slice(before)
      .map((request) => request.upstream);
    expect(new Set(upstreams)).toEqual(new Set(web.map((server) => `127.0.0.1:${server.port}`)));
  });

  it('shows an operator’s change made on one web process through the other within a second', async () => {
    const [first, second] = web as [ClusterProcess, ClusterProcess];
    const slug = 'monsoon-letters';
    // Both processes have the title's page in their read cache.
    for (const server of web) expect((await fetch(`${server.origin}/api/titles/${slug}`)).status).toBe(200);
    const changed = await call(`${first.origin}/api/admin/titles/${slug}`, {
      method: 'PATCH',
      json: { translations: { en: { name: 'Monsoon Letters, Restored' } } },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const saved = Date.now();
    await expect
      .poll(
        async () => ((await (await fetch(`${second.origin}/api/titles/${slug}`)).json()) as { name: string }).name,
        { timeout: 1000, interval: 50 },
      )
      .toBe('Monsoon Letters, Restored');
    expect(Date.now() - saved).toBeLessThan(1000);
  });

  it('keeps a poster an operator uploads through nginx in the bucket, and every web process serves it', async () => {
    const png = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const uploaded = await call(`${nginx.origin}/api/admin/titles/monsoon-letters/poster`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const poster = ((await uploaded.json()) as { images: { poster: { path: string } } }).images.poster.path;
    const listed = await (await fetch(`${s3.endpoint}/${s3.env.S3_BUCKET}?list-type=2&prefix=images/`)).text();
    expect(listed).toContain(`<Key>images/${path.basename(poster)}-200.webp</Key>`);
    for (const server of web) {
      const picture = await fetch(`${server.origin}${poster}-200.webp`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('plays a video uploaded through nginx and made by the worker, its segments sent by nginx, and keeps playing when a web process stops', async () => {
    const clip = makeSyntheticClip(path.join(dir, 'letters.mp4'), { width: 640, height: 360, seconds: 40 });
    const { assetId } = await upload(clip, 'monsoon-letters');
    const media = async () =>
      (await (await call(`${nginx.origin}/api/admin/media/${assetId}`)).json()) as {
        renditions: { height: number; state: string }[];
      };
    await expect
      .poll(async () => (await media()).renditions.every((rendition) => rendition.state === 'done'), {
        timeout: 120_000,
        interval: 1000,
      })
      .toBe(true);
    const made = readFileSync(path.join(dir, 'worker-1.log'), 'utf8');
    expect(made).toContain('"kind":"media.rendition"');
    // Source and renditions are in the bucket, none on any process's disk.
    const listed = await (await fetch(`${s3.endpoint}/${s3.env.S3_BUCKET}?list-type=2&prefix=hls/${assetId}/`)).text();
    expect(listed).toContain(`<Key>hls/${assetId}/360/seg_00001.m4s</Key>`);
    expect(await (await fetch(`${s3.endpoint}/${s3.env.S3_BUCKET}?list-type=2&prefix=sources/`)).text()).toContain(
      '<Key>sources/',
    );
    for (const name of ['web-1', 'web-2', 'worker-1'])
      expect(existsSync(path.join(dir, name, 'media', 'store'))).toBe(false);

    const context = await browser.newContext({ baseURL: nginx.origin, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/movies-detail/monsoon-letters');
    await page.locator('.title-hero').getByRole('button', { name: 'Watch now' }).click();
    const video = page.locator('video');
    const position = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await expect.poll(position, { timeout: 30_000 }).toBeGreaterThan(2);

    // nginx sent the segments, each after the app's yes to its grant: read from the bucket, or
    // from nginx's own copy ("-"), never from a web process.
    const segments = nginx.requests().filter((request) => /\/seg_\d{5}\.m4s$/.test(request.uri));
    const bucket = new URL(s3.endpoint).host;
    expect(segments.length).toBeGreaterThan(0);
    expect(segments.every((request) => request.status === 200 && [bucket, '-'].includes(request.upstream))).toBe(true);
    expect(segments.some((request) => request.upstream === bucket)).toBe(true);
    // The same segment for another browser: refused.
    const stranger = await fetch(`${nginx.origin}${segments[0]?.uri ?? ''}`, {
      headers: { cookie: 'rh_player=another-browser' },
    });
    expect(stranger.status).toBe(403);

    // One web process stops mid-playback: nginx sends the player's requests to the other.
    const [first] = web as [ClusterProcess];
    const at = await position();
    expect(await stopProcess(first)).toBe(0);
    await expect.poll(position, { timeout: 30_000 }).toBeGreaterThan(at + 6);
    expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
    await context.close();
  }, 300_000);

  it('resumes a transcode on another worker when the one running it is killed', async () => {
    const clip = makeSyntheticClip(path.join(dir, 'harbour.mp4'), { width: 1280, height: 720, seconds: 30 });
    const titles = (await (await fetch(`${nginx.origin}/api/titles?page=1&type=movie`)).json()) as {
      items: { slug: string }[];
    };
    const slug = titles.items.find((title) => title.slug !== 'monsoon-letters')?.slug ?? '';
    const { assetId } = await upload(clip, slug);
    const renditions = async () =>
      (
        (await (await call(`${nginx.origin}/api/admin/media/${assetId}`)).json()) as {
          renditions: { height: number; state: string }[];
        }
      ).renditions;
    // Killed while a rendition is being made: its lease is left to run out.
    await expect
      .poll(async () => (await renditions()).some((rendition) => rendition.state === 'running'), {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(true);
    const [killed] = workers as [ClusterProcess];
    expect(await stopProcess(killed, 'SIGKILL')).toBeNull();
    const unfinished = (await renditions()).filter((rendition) => rendition.state !== 'done').length;
    expect(unfinished).toBeGreaterThan(0);

    const replacement = await startWorker('worker-2');
    workers.push(replacement);
    await expect
      .poll(async () => (await renditions()).every((rendition) => rendition.state === 'done'), {
        timeout: 150_000,
        interval: 1000,
      })
      .toBe(true);
    expect(replacement.log()).toContain('job picked up again after its worker stopped');
  }, 240_000);

  it('publishes a scheduled post exactly once, whichever process is running', async () => {
    const publishAt = new Date(Date.now() + 3000).toISOString();
    const written = await call(`${nginx.origin}/api/admin/blog/posts`, {
      method: 'POST',
      json: {
        format: 'standard',
        status: 'scheduled',
        publishedAt: publishAt,
        author: 'meera-iyer',
        categories: ['guides'],
        tags: [],
        slug: 'cluster-morning-notes',
        translations: { en: { title: 'Morning notes', excerpt: 'Written ahead.', body: 'Published on time.' } },
      },
    });
    expect(written.status, await written.clone().text()).toBe(201);
    expect((await fetch(`${nginx.origin}/api/blog/posts/cluster-morning-notes`)).status).toBe(404);
    await expect
      .poll(async () => (await fetch(`${nginx.origin}/api/blog/posts/cluster-morning-notes`)).status, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(200);
    const published = [...web, ...workers]
      .flatMap((server) => server.log().split('\n'))
      .filter((line) => line.includes('scheduled blog posts published'));
    expect(published).toHaveLength(1);
  });
});
