// Throughput and tail latency of the catalogue's public reads, next to a bare Fastify
// hello-world started in the same run on the same machine, so the ratio says what our code costs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { canPin, freePort, startProcess } from '../support/processes.mjs';
import { waitForDemoArtwork } from '../support/demo-artwork.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** Type-ahead prefixes; each request adds a counter so that no answer comes from the cache. */
const prefixes = ['mon', 'tide', 'harb', 'lant', 'sal', 'nig', 'copp', 'echo', 'glas', 'stone'];
let counter = 0;
const uniqueSearch = (request) => ({
  ...request,
  path: `/api/search?q=${prefixes[counter % prefixes.length]}${++counter}`,
});

/** A target URL ending in `#unique` is the search endpoint with a new query on every request. */
function load(url, duration = DURATION_S) {
  const unique = url.endsWith('#unique');
  const options = {
    url: url.replace('#unique', ''),
    // Uncached search queries the database each time, and the embedded database answers one query
    // at a time: a handful of clients is already its full load.
    connections: unique ? 8 : CONNECTIONS,
    duration,
    // Every target gets the header browsers and the Android app's HTTP client send.
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    ...(unique ? { requests: [{ setupRequest: uniqueSearch }] } : {}),
  };
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
      if (error) reject(error);
      else if (result.non2xx > 0 || result.errors > 0)
        reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      else resolve({ rps: result.requests.average, p99: result.latency.p99 });
    });
  });
}

export async function benchCatalogue() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reelhouse-bench-'));
  const [helloPort, appPort] = [await freePort(), await freePort()];
  const stopHello = await startProcess(
    ['bench/support/hello-world.mjs', String(helloPort)],
    {},
    `http://127.0.0.1:${helloPort}/`,
  );
  const stopApp = await startProcess(
    ['apps/server/dist/main.js'],
    // No demo videos: their transcoding would take the CPUs the catalogue is measured on.
    { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DEMO_MEDIA: 'off' },
    `http://127.0.0.1:${appPort}/api/health`,
  );
  const app = `http://127.0.0.1:${appPort}`;
  await waitForDemoArtwork(app);
  const targets = [
    ['hello-world (bare Fastify)', `http://127.0.0.1:${helloPort}/`],
    ['title list (cached)', `${app}/api/titles?limit=20`],
    ['title detail (cached)', `${app}/api/titles/monsoon-letters`],
    ['search "monso" (cached)', `${app}/api/search?q=monso`],
    ['search, a new query each time', `${app}/api/search#unique`],
  ];
  // Rounds interleave every target, so drift in the machine's speed touches all of them alike;
  // each figure is the median of its rounds.
  const runs = new Map(targets.map(([name]) => [name, []]));
  try {
    for (const [, url] of targets) await load(url, 1); // warm caches and JIT before measuring
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url] of targets) runs.get(name).push(await load(url));
    }
  } finally {
    await stopApp();
    await stopHello();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const results = targets.map(([name]) => ({
    name,
    rps: median(runs.get(name).map((run) => run.rps)),
    p99: median(runs.get(name).map((run) => run.p99)),
  }));
  const baseline = results[0].rps;
  const placement = canPin ? 'server on CPU 0, load generator on CPU 1' : 'server and load generator share the CPUs';
  console.log(
    `\ncatalogue — ${CONNECTIONS} connections, median of ${ROUNDS} interleaved ${DURATION_S} s runs, ${placement}`,
  );
  console.log('endpoint'.padEnd(32), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'vs hello'.padStart(9));
  for (const { name, rps, p99 } of results) {
    console.log(
      name.padEnd(30),
      rps.toFixed(0).padStart(9),
      String(p99).padStart(8),
      (rps / baseline).toFixed(2).padStart(9),
    );
  }
  const list = results.find((result) => result.name.startsWith('title list'));
  const ratio = list.rps / baseline;
  console.log(
    `\ngoal: cached title list ≥ 0.60 of hello-world — ${ratio >= 0.6 ? 'met' : 'NOT met'} (${ratio.toFixed(2)})`,
  );
  return ratio >= 0.6;
}
