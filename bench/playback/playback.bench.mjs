/* global document, MutationObserver -- the first-frame probe runs inside the page */
// Playback: how soon a press on Watch shows the first frame in headless Chromium, and how fast
// segments are served with their token check next to nginx serving the same files.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderNginx } from '../../deploy/nginx/render.mjs';
import { launchChromium } from '../../scripts/chromium.mjs';
import { makeSyntheticClip } from '../../scripts/lib/synthetic-clip.mjs';
import { waitForDemoArtwork } from '../support/demo-artwork.mjs';
import { canPin, cpuSecondsOf, freePort, startProcess } from '../support/processes.mjs';

const PLAYS = Number(process.env.BENCH_PLAYS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_UP_S = Number(process.env.BENCH_WARM_UP ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TITLE = 'monsoon-letters';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A 60 s 720p clip imported for the title before the server starts (the CLI runs its jobs). */
function importClip(dir, dataDir) {
  const clip = makeSyntheticClip(path.join(dir, 'clip.mp4'), {
    width: 1280,
    height: 720,
    seconds: 60,
    quality: 'source',
  });
  const env = { ...process.env, DATA_DIR: dataDir, DEMO_MEDIA: 'off', LOG_LEVEL: 'silent' };
  for (const args of [['migrate'], ['media:import', clip, '--title', TITLE]]) {
    const run = spawnSync(process.execPath, ['apps/server/dist/cli.js', ...args], { env, stdio: 'ignore' });
    if (run.status !== 0) throw new Error(`${args[0]} failed`);
  }
}

/** Press Watch on the title's page, in a fresh browser profile each time, and time the first frame. */
async function firstFrames(app) {
  const browser = await launchChromium();
  const times = [];
  try {
    for (let play = 0; play < PLAYS; play++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${app}/movies-detail/${TITLE}`, { waitUntil: 'networkidle' });
      const button = page.locator('.title-hero').getByRole('button', { name: 'Watch now' });
      await button.waitFor();
      // The clock starts in the page as the button is pressed and stops at the first frame the
      // video element presents (requestVideoFrameCallback).
      const elapsed = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const pressed = performance.now();
            new MutationObserver((_changes, observer) => {
              const video = document.querySelector('video');
              if (!video) return;
              observer.disconnect();
              video.requestVideoFrameCallback((now) => resolve(now - pressed));
            }).observe(document.body, { childList: true, subtree: true });
            document.querySelector('.title-hero .btn-accent').click();
          }),
      );
      times.push(elapsed);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

/**
 * One nginx with two sites: the media store served as it is (no check), and the production
 * template of deploy/nginx, which asks the app before it sends a segment (auth_request, the
 * answer kept a few seconds per grant).
 */
async function startNginx({ store, plainPort, guardedPort, appPort }, dir) {
  const rendered = path.join(dir, 'nginx');
  mkdirSync(path.join(dir, 'nginx-cache'));
  renderNginx(rendered, {
    REELHOUSE_SERVER_NAME: 'localhost',
    REELHOUSE_WEB_SERVERS: `127.0.0.1:${appPort}`,
    REELHOUSE_MEDIA_STORE: store,
    REELHOUSE_CACHE_DIR: path.join(dir, 'nginx-cache'),
    // The TLS site is not used here: the bench listens in plain HTTP with the same locations.
    REELHOUSE_TLS_CERTIFICATE: 'unused',
    REELHOUSE_TLS_CERTIFICATE_KEY: 'unused',
  });
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `daemon off; worker_processes 1; user root; pid ${dir}/nginx.pid; error_log ${dir}/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000;
  types { video/iso.segment m4s; video/mp4 mp4; application/vnd.apple.mpegurl m3u8; }
  server { listen 127.0.0.1:${plainPort}; location /hls/ { alias ${store}/hls/; } }
  include ${rendered}/reelhouse-common.conf;
  server { listen 127.0.0.1:${guardedPort}; include ${rendered}/reelhouse-locations.conf; }
}
`,
  );
  const port = plainPort;
  const [command, args] = canPin
    ? ['/usr/bin/taskset', ['-c', '0', '/usr/sbin/nginx', '-c', config]]
    : ['/usr/sbin/nginx', ['-c', config]];
  const child = spawn(command, args, { stdio: 'ignore' });
  for (let tries = 0; tries < 50; tries++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
}

/**
 * wrk (C, one thread on the load generator's CPU) rather than autocannon: parsing 300 KiB answers in
 * JavaScript would cap both servers at the client's speed and make the comparison meaningless.
 */
function load(url, headers, duration = DURATION_S) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const run = spawnSync('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${duration}s`, '--latency', ...headerArgs, url], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr}`);
  const failed = /Non-2xx or 3xx responses: (\d+)/.exec(run.stdout) ?? /Socket errors: (.*)/.exec(run.stdout);
  if (failed) throw new Error(`${url}: ${failed[0]}`);
  const number = (pattern) => Number(pattern.exec(run.stdout)?.[1]);
  const transfer = /Transfer\/sec:\s+([\d.]+)(\w+)/.exec(run.stdout);
  const bytesPerSecond = transfer
    ? Number(transfer[1]) * { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[transfer[2]]
    : 0;
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(run.stdout);
  return {
    requests: number(/(\d+) requests in/),
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    mbps: (bytesPerSecond * 8) / 1e6,
    p99: p99 ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2]] : NaN,
  };
}

export async function benchPlayback() {
  const dir = mkdtempSync(path.join(tmpdir(), 'reelhouse-bench-playback-'));
  const dataDir = path.join(dir, 'data');
  const [appPort, nginxPort, guardedPort, barePort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  importClip(dir, dataDir);
  const stopApp = await startProcess(
    ['apps/server/dist/main.js'],
    { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_MEDIA: 'off', LOG_LEVEL: 'warn' },
    `http://127.0.0.1:${appPort}/api/health`,
  );
  const hlsRoot = path.join(dataDir, 'media', 'store', 'hls');
  const stopNginx = await startNginx({ store: path.dirname(hlsRoot), plainPort: nginxPort, guardedPort, appPort }, dir);
  const app = `http://127.0.0.1:${appPort}`;
  let stopBare = async () => undefined;
  try {
    await waitForDemoArtwork(app);
    const frames = await firstFrames(app);

    const started = await fetch(`${app}/api/titles/${TITLE}/playback`, { method: 'POST' });
    const { url } = await started.json();
    const cookie = started.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const segment = '360/seg_00004.m4s';
    const assetPath = url.split('/').slice(3, 4).join('/');
    stopBare = await startProcess(
      ['bench/support/bare-segment-server.mjs', String(barePort), path.join(hlsRoot, assetPath, segment)],
      {},
      `http://127.0.0.1:${barePort}/`,
    );
    const [nginx, guarded, reelhouse, bare] = [
      'nginx (same file, no check)',
      'nginx (token checked by app)',
      'reelhouse (token checked)',
      'bare node:http (from memory)',
    ];
    const targets = [
      [nginx, `http://127.0.0.1:${nginxPort}/hls/${assetPath}/${segment}`, {}],
      [guarded, `http://127.0.0.1:${guardedPort}${url.replace('master.m3u8', segment)}`, { cookie }],
      [reelhouse, `${app}${url.replace('master.m3u8', segment)}`, { cookie }],
      [bare, `http://127.0.0.1:${barePort}/`, {}],
    ];
    const size = (await (await fetch(targets[0][1])).arrayBuffer()).byteLength;
    const runs = new Map(targets.map(([name]) => [name, []]));
    // The production path against nginx alone; the embedded path against the bare Node server.
    const ratios = { [guarded]: [], [reelhouse]: [] };
    // Requests a second follow this shared machine's drift; the CPU a server spends on each request
    // does much less, so the Node path's figure is also given as CPU time per segment.
    const pids = { [reelhouse]: stopApp.pid, [bare]: stopBare.pid };
    const cpuPerSegment = { [reelhouse]: [], [bare]: [] };
    const measure = (name, target, headers) => {
      const before = pids[name] === undefined ? null : cpuSecondsOf(pids[name]);
      const run = load(target, headers);
      const after = before === null ? null : cpuSecondsOf(pids[name]);
      if (after !== null) cpuPerSegment[name].push(((after - before) / run.requests) * 1e6);
      return run;
    };
    // Every server is measured warm: the application's answers keep getting cheaper for the first
    // ten or so seconds of load (the JIT reaching its optimised code), nginx's do not change.
    for (const [, target, headers] of targets) load(target, headers, WARM_UP_S);
    // This machine's speed drifts by a fifth from one second to the next (a shared virtual
    // machine), so each round measures the servers back to back, in alternating order, and the
    // figure is the median of the rounds' ratios rather than a ratio of two separate medians.
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? targets : [...targets].reverse();
      const measured = new Map(order.map(([name, target, headers]) => [name, measure(name, target, headers)]));
      for (const [name, run] of measured) runs.get(name).push(run);
      ratios[guarded].push(measured.get(guarded).rps / measured.get(nginx).rps);
      ratios[reelhouse].push(measured.get(reelhouse).rps / measured.get(bare).rps);
    }
    const results = targets.map(([name]) => ({
      name,
      rps: median(runs.get(name).map((run) => run.rps)),
      mbps: median(runs.get(name).map((run) => run.mbps)),
      p99: median(runs.get(name).map((run) => run.p99)),
    }));

    const frame = median(frames);
    console.log(
      `\nplayback — Watch pressed → first frame, ${PLAYS} plays in headless Chromium, each in a fresh profile`,
    );
    console.log(
      `median ${(frame / 1000).toFixed(3)} s (fastest ${(Math.min(...frames) / 1000).toFixed(3)} s, slowest ${(Math.max(...frames) / 1000).toFixed(3)} s)`,
    );
    const placement = canPin
      ? 'servers on CPU 0, load generator on CPU 1'
      : 'servers and load generator share the CPUs';
    console.log(
      `\nsegments — one ${(size / 1024).toFixed(0)} KiB segment, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s runs of each, ${placement}`,
    );
    console.log('server'.padEnd(30), 'req/s'.padStart(8), 'Mbit/s'.padStart(8), 'p99 ms'.padStart(8));
    for (const { name, rps, mbps, p99 } of results) {
      console.log(name.padEnd(30), rps.toFixed(0).padStart(8), mbps.toFixed(0).padStart(8), p99.toFixed(1).padStart(8));
    }
    const against = { [guarded]: 'nginx', [reelhouse]: 'bare node:http' };
    for (const name of [guarded, reelhouse]) {
      const perRound = ratios[name].map((value) => value.toFixed(2)).join(' ');
      console.log(`${name} / ${against[name]}, per round: ${perRound} (median ${median(ratios[name]).toFixed(2)})`);
    }
    if (cpuPerSegment[reelhouse].length > 0 && cpuPerSegment[bare].length > 0) {
      const [app, plain] = [median(cpuPerSegment[reelhouse]), median(cpuPerSegment[bare])];
      console.log(
        `CPU per segment (median of rounds): reelhouse ${app.toFixed(1)} µs, bare node:http ${plain.toFixed(1)} µs (bare / reelhouse ${(plain / app).toFixed(2)})`,
      );
    }
    const production = median(ratios[guarded]);
    const embedded = median(ratios[reelhouse]);
    console.log(`\ngoal: first frame ≤ 0.5 s — ${frame <= 500 ? 'met' : 'NOT met'} (${(frame / 1000).toFixed(3)} s)`);
    console.log(
      `goal: segments through nginx with the token checked ≥ 0.90 of nginx without — ${production >= 0.9 ? 'met' : 'NOT met'} (${production.toFixed(2)})`,
    );
    console.log(
      `goal: segments from the app alone ≥ 0.85 of a bare node:http server — ${embedded >= 0.85 ? 'met' : 'NOT met'} (${embedded.toFixed(2)})`,
    );
    return frame <= 500 && production >= 0.9 && embedded >= 0.85;
  } finally {
    await stopBare();
    await stopNginx();
    await stopApp();
    rmSync(dir, { recursive: true, force: true });
  }
}
