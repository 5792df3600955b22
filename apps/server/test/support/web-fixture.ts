import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

export const FIXTURE_BOOT_SCRIPT = "document.documentElement.setAttribute('dir','ltr');";

/**
 * A tiny built web app: an index.html with one inline script, a hashed asset and a plain file,
 * the build's manifest, and (given its source) a stand-in for the module that draws pages on the
 * server. Answers the `dist` directory; the server module sits beside it, as the build puts it.
 */
export function createWebFixture(options: { renderer?: string } = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'reelhouse-web-'));
  const dir = path.join(root, 'dist');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en" dir="ltr"><head>` +
      `<link id="bootstrap-css" rel="stylesheet" href="/assets/bootstrap-ltr.css" data-rtl-href="/assets/bootstrap-rtl.css">` +
      `<script type="module" src="/assets/index-abc123.js"></script></head>` +
      `<body><script>${FIXTURE_BOOT_SCRIPT}</script><div id="root"></div></body></html>`,
  );
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  // The build writes a brotli copy beside every text asset (apps/web/vite/precompress.ts).
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      'src/page.tsx': { file: 'assets/page-1.js', imports: ['index.html', '_part.js'], css: ['assets/page-1.css'] },
      '_part.js': { file: 'assets/part-2.js', css: ['assets/part-2.css'] },
    }),
  );
  if (options.renderer) {
    mkdirSync(path.join(root, 'dist-ssr'));
    writeFileSync(path.join(root, 'dist-ssr', 'render-page.js'), options.renderer);
  }
  return dir;
}
