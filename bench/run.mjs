// npm run bench: builds what changed, then runs every benchmark and prints its figures.
import { spawnSync } from 'node:child_process';
import { ensureDependencies } from '../scripts/lib/ensure-install.mjs';
import { canPin } from './support/processes.mjs';

// The load generator (this process) runs on CPU 1, the servers on CPU 0.
if (canPin && !process.env.BENCH_PINNED) {
  const run = spawnSync('/usr/bin/taskset', ['-c', '1', process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1' },
  });
  process.exit(run.status ?? 1);
}

ensureDependencies();
const { ensureFfmpeg, ensureSystemPackage } = await import('../scripts/lib/system-packages.mjs');
ensureFfmpeg('The playback and transcoding benchmarks');
ensureSystemPackage({ program: '/usr/bin/chromium', debianPackage: 'chromium', purpose: 'The playback benchmark' });
ensureSystemPackage({
  program: '/usr/sbin/nginx',
  debianPackage: 'nginx-light',
  purpose: 'The segment-serving comparison',
});
ensureSystemPackage({ program: '/usr/bin/wrk', debianPackage: 'wrk', purpose: 'The segment-serving load' });
const { buildIfNeeded } = await import('../scripts/lib/build-if-needed.mjs');
await buildIfNeeded();
const { benchAnalytics } = await import('./analytics/analytics.bench.mjs');
const { benchCatalogue } = await import('./catalogue/catalogue.bench.mjs');
const { benchCatalogueCluster } = await import('./catalogue/cluster.bench.mjs');
const { benchCheckout } = await import('./checkout/checkout.bench.mjs');
const { benchPlayback } = await import('./playback/playback.bench.mjs');
const { benchTranscode } = await import('./transcode/transcode.bench.mjs');
const { benchWeb } = await import('./web/web.bench.mjs');
// Every benchmark runs, and the command fails if any goal is not met.
const met = [
  await benchAnalytics(),
  await benchCatalogue(),
  await benchCatalogueCluster(),
  await benchCheckout(),
  await benchPlayback(),
  await benchTranscode(),
  await benchWeb(),
];
process.exit(met.every(Boolean) ? 0 : 1);
