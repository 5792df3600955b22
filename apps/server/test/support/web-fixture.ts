import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

export const FIXTURE_BOOT_SCRIPT = "document.documentElement.setAttribute('dir','ltr');";

/** A tiny built web app: an index.html with one inline script, a hashed asset and a plain file. */
export function createWebFixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'reelhouse-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head>` +
      `<body><script>${FIXTURE_BOOT_SCRIPT}</script><div id="root"></div></body></html>`,
  );
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  // The build writes a brotli copy beside every text asset (apps/web/vite/precompress.ts).
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}
