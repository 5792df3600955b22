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
const { buildIfNeeded } = await import('../scripts/lib/build-if-needed.mjs');
await buildIfNeeded();
const { benchCatalogue } = await import('./catalogue/catalogue.bench.mjs');
const met = await benchCatalogue();
process.exit(met ? 0 : 1);
