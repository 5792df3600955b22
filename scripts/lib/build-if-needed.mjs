// Builds the web app and the server when their sources changed since the last build, so a
// second `npm start` serves in seconds. Staleness is a hash of every input file's contents.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAMP = '.build-stamp';
const INPUTS = ['apps/web', 'apps/server', 'packages/contracts', 'packages/db', 'package-lock.json'];
const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', 'test']);

function* files(entry) {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) {
    yield entry;
    return;
  }
  for (const child of readdirSync(entry)) {
    if (SKIP.has(child) || child.endsWith('.test.ts')) continue;
    yield* files(path.join(entry, child));
  }
}

export function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of [...files(input)].sort()) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
}

export async function buildIfNeeded({ force = false } = {}) {
  const fingerprint = sourceFingerprint();
  const built = ['apps/web/dist/index.html', 'apps/web/dist-ssr/render-page.js', 'apps/server/dist/main.js'].every(
    existsSync,
  );
  if (!force && built && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === fingerprint) return false;
  const { buildAll } = await import('./build-all.mjs');
  await buildAll();
  writeFileSync(STAMP, fingerprint);
  return true;
}
