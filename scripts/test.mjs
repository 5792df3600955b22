// npm test: every suite, in the order that fails fastest — typecheck, lint and format, unit and
// server integration tests, then a production build and the end-to-end journeys in Chromium.
import { ensureDependencies } from './lib/ensure-install.mjs';
import { run, step } from './lib/run.mjs';
import { ensureFfmpeg, ensureSystemPackage } from './lib/system-packages.mjs';

ensureDependencies();
ensureSystemPackage({ program: '/usr/bin/chromium', debianPackage: 'chromium', purpose: 'The end-to-end tests' });
ensureFfmpeg('The tests of the video pipeline');
ensureSystemPackage({ program: '/usr/sbin/nginx', debianPackage: 'nginx-light', purpose: 'The journey through nginx' });
const { buildIfNeeded } = await import('./lib/build-if-needed.mjs');
const { runVitest } = await import('./lib/vitest-run.mjs');

const failures = [];
const totals = { passed: 0, failed: 0 };
const count = (result, name) => {
  totals.passed += result.passed;
  totals.failed += result.failed;
  if (!result.ok) failures.push(name);
};

step('Typecheck, lint and format');
if (run('npm', ['run', '--silent', 'validate']) !== 0) failures.push('validate');

step('Unit and server integration tests');
count(runVitest(['unit', 'server']), 'unit/server tests');

step('Production build');
let built = true;
try {
  await buildIfNeeded();
} catch (error) {
  console.error(error);
  built = false;
  failures.push('build');
}

if (built) {
  step('End-to-end journeys in Chromium');
  count(runVitest(['e2e']), 'end-to-end tests');
}

step(failures.length === 0 ? 'All suites passed.' : `Failed: ${failures.join(', ')}.`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length === 0 ? 0 : 1);
