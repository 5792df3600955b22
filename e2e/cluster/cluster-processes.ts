import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderNginx } from '../../deploy/nginx/render.mjs';
import { freePort } from '../support/free-port';

const SERVER_ENTRY = 'apps/server/dist/main.js';

/** One server process of the cluster, its log kept in a file beside the others'. */
export interface ClusterProcess {
  name: string;
  port: number;
  origin: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  log: () => string;
}

/** Keys every process must share (the server refuses a split role without them). */
export const sharedSecrets = () => ({
  PLAYBACK_TOKEN_SECRET: randomBytes(32).toString('base64url'),
  DOWNLOAD_LINK_SECRET: randomBytes(32).toString('base64url'),
  NEWSLETTER_LINK_SECRET: randomBytes(32).toString('base64url'),
});

/**
 * Starts a server process with its own data directory under `dir` (processes share only the
 * database, Redis and the bucket), logging to `<dir>/<name>.log`.
 */
export async function startProcess(name: string, env: Record<string, string>, dir: string): Promise<ClusterProcess> {
  const port = await freePort();
  const logFile = path.join(dir, `${name}.log`);
  writeFileSync(logFile, '');
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    // NODE_ENV as deployed: Vitest sets it to test for itself.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: path.join(dir, name),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => appendFileSync(logFile, chunk);
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    port,
    origin: `http://127.0.0.1:${port}`,
    child,
    exited,
    log: () => readFileSync(logFile, 'utf8'),
  };
}

/** Waits until the process says it is ready to take traffic (or fails, with its log). */
export async function whenReady(server: ClusterProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited:\n${server.log().slice(-3000)}`);
    const ready = await fetch(`${server.origin}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`${server.name} never became ready:\n${server.log().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function stopProcess(server: ClusterProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

/**
 * nginx from deploy/nginx in front of the web processes, in plain HTTP on loopback, logging for
 * each request which upstream answered it ("-" when nginx sent a file itself).
 */
export async function startNginx(dir: string, store: string, webPorts: number[], port: number) {
  const rendered = path.join(dir, 'nginx');
  mkdirSync(path.join(dir, 'nginx-cache'), { recursive: true });
  renderNginx(rendered, {
    REELHOUSE_SERVER_NAME: 'localhost',
    REELHOUSE_WEB_SERVERS: webPorts.map((port) => `127.0.0.1:${port}`).join(','),
    REELHOUSE_MEDIA_STORE: store,
    REELHOUSE_CACHE_DIR: path.join(dir, 'nginx-cache'),
    REELHOUSE_TLS_CERTIFICATE: 'unused',
    REELHOUSE_TLS_CERTIFICATE_KEY: 'unused',
  });
  const accessLog = path.join(dir, 'nginx-access.log');
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; ${user} pid ${dir}/nginx.pid; error_log ${dir}/nginx-error.log;
events { worker_connections 512; }
http {
  log_format cluster '$request_method $uri $status $upstream_addr';
  access_log ${accessLog} cluster;
  include ${rendered}/reelhouse-common.conf;
  server { listen 127.0.0.1:${port}; include ${rendered}/reelhouse-locations.conf; }
}
`,
  );
  const check = spawnSync('/usr/sbin/nginx', ['-t', '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(check.stderr);
  const child = spawn('/usr/sbin/nginx', ['-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let tries = 0; ; tries++) {
    const answered = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (tries > 100)
      throw new Error(`nginx did not answer: ${readFileSync(path.join(dir, 'nginx-error.log'), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The access log's lines so far: method, path, status, upstream. */
    requests: () =>
      readFileSync(accessLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [method, uri, status, upstream] = line.split(' ');
          return { method, uri: uri ?? '', status: Number(status), upstream: upstream ?? '-' };
        }),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
