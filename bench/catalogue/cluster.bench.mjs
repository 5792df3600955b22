// The cached title list through nginx (deploy/nginx) with two web processes behind it against one,
// on the machine's PostgreSQL: what a second process buys on this machine.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { renderNginx } from '../../deploy/nginx/render.mjs';
import { createThrowawayDatabase } from '../../scripts/lib/throwaway-database.mjs';
import { canPin, freePort, startProcess } from '../support/processes.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ADMIN_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** An nginx from the production template in front of these web ports, on CPU 0 with the servers. */
async function startNginx(dir, name, webPorts) {
  const rendered = path.join(dir, name);
  mkdirSync(path.join(dir, `${name}-cache`), { recursive: true });
  renderNginx(rendered, {
    REELHOUSE_SERVER_NAME: 'localhost',
    REELHOUSE_WEB_SERVERS: webPorts.map((port) => `127.0.0.1:${port}`).join(','),
    REELHOUSE_MEDIA_STORE: path.join(dir, 'data', 'media', 'store'),
    REELHOUSE_CACHE_DIR: path.join(dir, `${name}-cache`),
    REELHOUSE_TLS_CERTIFICATE: 'unused',
    REELHOUSE_TLS_CERTIFICATE_KEY: 'unused',
  });
  const port = await freePort();
  const config = path.join(dir, `${name}.conf`);
  writeFileSync(
    config,
    `daemon off; worker_processes 1; pid ${dir}/${name}.pid; error_log ${dir}/${name}-error.log;
events { worker_connections 1024; }
http {
  access_log off;
  include ${rendered}/reelhouse-common.conf;
  server { listen 127.0.0.1:${port}; include ${rendered}/reelhouse-locations.conf; }
}
`,
  );
  const [command, args] = canPin
    ? ['/usr/bin/taskset', ['-c', '0', '/usr/sbin/nginx', '-c', config]]
    : ['/usr/sbin/nginx', ['-c', config]];
  const child = spawn(command, args, { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const answered = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (tries > 100) throw new Error(`${name} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function load(url, duration = DURATION_S) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration, headers: { 'accept-encoding': 'gzip, deflate, br' } },
      (error, result) => {
        if (error) reject(error);
        else if (result.non2xx > 0 || result.errors > 0)
          reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
        else resolve(result.requests.average);
      },
    );
  });
}

export async function benchCatalogueCluster() {
  const dir = mkdtempSync(path.join(tmpdir(), 'reelhouse-bench-cluster-'));
  const database = await createThrowawayDatabase(ADMIN_DATABASE_URL, 'reelhouse_bench');
  const env = {
    HOST: '127.0.0.1',
    ROLE: 'web',
    DATABASE_URL: database.url,
    DATA_DIR: path.join(dir, 'data'),
    DEMO_MEDIA: 'off',
    LOG_LEVEL: 'warn',
    PLAYBACK_TOKEN_SECRET: randomBytes(32).toString('base64url'),
    DOWNLOAD_LINK_SECRET: randomBytes(32).toString('base64url'),
    NEWSLETTER_LINK_SECRET: randomBytes(32).toString('base64url'),
  };
  const stops = [];
  try {
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      const url = `http://127.0.0.1:${port}`;
      stops.push(await startProcess(['apps/server/dist/main.js'], { ...env, PORT: String(port) }, `${url}/api/ready`));
    }
    const one = await startNginx(dir, 'nginx-one', ports.slice(0, 1));
    stops.push(one.stop);
    const two = await startNginx(dir, 'nginx-two', ports);
    stops.push(two.stop);
    const targets = [
      ['one web process', `${one.url}/api/titles?limit=20`],
      ['two web processes', `${two.url}/api/titles?limit=20`],
    ];
    for (const [, url] of targets) await load(url, 2);
    const runs = new Map(targets.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? targets : [...targets].reverse();
      for (const [name, url] of order) runs.get(name).push(await load(url));
    }
    const [single, double] = targets.map(([name]) => median(runs.get(name)));
    const placement = canPin
      ? 'nginx and the web processes share CPU 0, the load generator has CPU 1'
      : 'servers and load generator share the CPUs';
    console.log(
      `\ncatalogue through nginx — cached title list, ${CONNECTIONS} connections, median of ${ROUNDS} interleaved ${DURATION_S} s runs, ${placement}`,
    );
    console.log('behind nginx'.padEnd(24), 'req/s'.padStart(9));
    console.log('one web process'.padEnd(24), single.toFixed(0).padStart(9));
    console.log('two web processes'.padEnd(24), double.toFixed(0).padStart(9));
    console.log(
      `two / one: ${(double / single).toFixed(2)} — on this machine the second process shares the one core the ` +
        'servers have with the first and with nginx, so it adds no processor, only switching between them; ' +
        'web processes add throughput where each gets a core of its own (nginx and PostgreSQL are not the limit here: ' +
        'the list is answered from each process’s read cache).',
    );
    // A figure to read, not a goal: the issue asks for the ratio and why.
    return true;
  } finally {
    for (const stop of stops.reverse()) await stop();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
