// Installs npm dependencies when they are missing or older than package-lock.json, so that
// `npm start` and `npm test` work on a fresh clone with nothing but Node.js and npm.
import { existsSync, statSync } from 'node:fs';
import { run, step } from './run.mjs';

export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return;
  step('Installing dependencies (npm ci)');
  const status = run('npm', ['ci', '--no-audit', '--no-fund']);
  if (status !== 0) {
    console.error('npm ci failed: see the messages above.');
    process.exit(status);
  }
}
