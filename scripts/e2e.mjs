// npm run test:e2e: build what changed, then run only the end-to-end journeys.
import { ensureDependencies } from './lib/ensure-install.mjs';
import { ensureFfmpeg, ensureSystemPackage } from './lib/system-packages.mjs';

ensureDependencies();
ensureSystemPackage({ program: '/usr/bin/chromium', debianPackage: 'chromium', purpose: 'The end-to-end tests' });
ensureFfmpeg('The player journeys');
const { buildIfNeeded } = await import('./lib/build-if-needed.mjs');
const { runVitest } = await import('./lib/vitest-run.mjs');
await buildIfNeeded();
process.exit(runVitest(['e2e']).ok ? 0 : 1);
