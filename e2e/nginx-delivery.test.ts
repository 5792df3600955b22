import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { renderNginx } from '../deploy/nginx/render.mjs';
import { baseUrl } from './support/browser';
import { freePort } from './support/free-port';

// The production template of deploy/nginx in front of the journeys' server: nginx sends the
// segments from the media store only after the app says yes, and hands refusals to the app.
const freeTitle = buildDemoCatalogue().titles.find(
  (title) => title.status === 'published' && title.kind === 'movie' && title.accessTier === 'free',
);

let dir: string;
let nginx: ChildProcess;
let origin: string;

function values(store: string, upstream: string) {
  return {
    REELHOUSE_SERVER_NAME: 'localhost',
    REELHOUSE_WEB_SERVERS: upstream,
    REELHOUSE_MEDIA_STORE: store,
    REELHOUSE_CACHE_DIR: path.join(dir, 'cache'),
    REELHOUSE_TLS_CERTIFICATE: path.join(dir, 'cert.pem'),
    REELHOUSE_TLS_CERTIFICATE_KEY: path.join(dir, 'key.pem'),
  };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'reelhouse-nginx-'));
  mkdirSync(path.join(dir, 'cache'));
  const store = path.join(inject('runDir'), '..', 'media', 'store');
  const rendered = path.join(dir, 'site');
  renderNginx(rendered, values(store, new URL(baseUrl()).host));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // The site's locations in a plain-HTTP server (the TLS server block is checked below). Run as
  // root, nginx's workers would drop to www-data, who may not read the journeys' private data dir.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; ${user} pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 256; }
http {
  log_format delivered '$request_uri $status $body_bytes_sent';
  access_log ${dir}/access.log delivered;
  include ${rendered}/reelhouse-common.conf;
  server { listen 127.0.0.1:${port}; include ${rendered}/reelhouse-locations.conf; }
}
`,
  );
  nginx = spawn('/usr/sbin/nginx', ['-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' });
  for (let tries = 0; ; tries++) {
    const answered = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (tries > 100) throw new Error(`nginx did not answer: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  if (nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

async function playThroughNginx(slug: string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const response = await fetch(`${origin}/api/titles/${slug}/playback`, {
      method: 'POST',
      headers: { origin: baseUrl() },
    });
    if (response.ok) {
      const cookie = response.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ');
      return { url: ((await response.json()) as { url: string }).url, cookie };
    }
    if (response.status !== 409 || Date.now() > deadline) throw new Error(`playback answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('nginx in front (deploy/nginx)', () => {
  it('renders a site nginx accepts, TLS and HTTP/2 included, and names what is missing', () => {
    const made = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
      ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
    ]);
    expect(made.status).toBe(0);
    const site = renderNginx(path.join(dir, 'tls'), values('/var/lib/reelhouse/media/store', '127.0.0.1:8081'));
    const main = path.join(dir, 'tls.conf');
    writeFileSync(main, `pid ${dir}/tls.pid; error_log ${dir}/tls-error.log; events {} http { include ${site}; }`);
    const checked = spawnSync('/usr/sbin/nginx', ['-t', '-c', main], { encoding: 'utf8' });
    expect(checked.stderr).toContain('test is successful');
    expect(() => renderNginx(path.join(dir, 'nothing'), {})).toThrow(
      /Set REELHOUSE_SERVER_NAME, REELHOUSE_WEB_SERVERS/,
    );
  });

  it('sends segments itself once the app says yes, and leaves playlists and refusals to the app', async () => {
    const { url, cookie } = await playThroughNginx(freeTitle?.slug ?? '');
    const master = await fetch(`${origin}${url}`, { headers: { cookie } });
    expect(master.status).toBe(200);
    expect(await master.text()).toContain('#EXTM3U');
    const segmentPath = url.replace('master.m3u8', '360/seg_00000.m4s');
    for (let fetched = 0; fetched < 3; fetched++) {
      const segment = await fetch(`${origin}${segmentPath}`, { headers: { cookie } });
      expect(segment.status).toBe(200);
      expect(segment.headers.get('content-type')).toBe('video/iso.segment');
      expect(segment.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    // Another browser's request for the same link: refused, explained by the app as problem+json.
    const stranger = await fetch(`${origin}${segmentPath}`, { headers: { cookie: 'rh_player=someone-else' } });
    expect(stranger.status).toBe(403);
    expect(stranger.headers.get('content-type')).toContain('application/problem+json');
    expect(((await stranger.json()) as { code: string }).code).toBe('forbidden');

    // nginx's own log: the segments went out from nginx (the app never serves them here).
    const log = readFileSync(path.join(dir, 'access.log'), 'utf8');
    expect(log.split('\n').filter((line) => line.startsWith(`${segmentPath} 200 `))).toHaveLength(3);
  });
});
