// npm run test:cluster: the production topology on this machine — nginx (deploy/nginx) in front of
// two ROLE=web processes and a ROLE=worker, on PostgreSQL (CLUSTER_DATABASE_URL, by default the
// local server CI provides; each run makes and drops a database of its own), Redis, and an
// S3-compatible bucket (s3rver on loopback) for every media file.
import { ensureDependencies } from './lib/ensure-install.mjs';
import { ensureFfmpeg, ensureSystemPackage } from './lib/system-packages.mjs';

ensureDependencies();
ensureSystemPackage({ program: '/usr/sbin/nginx', debianPackage: 'nginx-light', purpose: 'The cluster test' });
ensureSystemPackage({ program: '/usr/bin/chromium', debianPackage: 'chromium', purpose: 'The cluster test' });
ensureFfmpeg('The cluster test');
const { buildIfNeeded } = await import('./lib/build-if-needed.mjs');
const { runVitest } = await import('./lib/vitest-run.mjs');
await buildIfNeeded();
const result = runVitest(['cluster']);
console.log(`cluster: ${result.passed} passed, ${result.failed} failed`);
process.exit(result.ok ? 0 : 1);
