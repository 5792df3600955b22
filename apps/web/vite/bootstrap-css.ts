import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { PurgeCSS } from 'purgecss';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

type Direction = 'ltr' | 'rtl';

/** Every file whose text may name a Bootstrap class: the app's code and its HTML page. */
const contentGlobs = ['../src/**/*.{ts,tsx,js}', '../index.html'].map((glob) =>
  fileURLToPath(new URL(glob, import.meta.url)),
);

/**
 * Keeps only the Bootstrap rules whose classes the app's code names. The whole framework is
 * 232 KB and 1,300 rules, of which the app uses about a fifth; every rule costs on each style
 * pass of a phone's first render, and the sheet blocks the first paint while it downloads.
 * Class names are always written out whole in our code (never built from pieces), which is
 * what makes this safe; attribute selectors (`[data-bs-theme]`, `[dir]`) are kept as they are.
 */
async function usedRules(css: string): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: contentGlobs,
    css: [{ raw: css }],
    variables: false,
  });
  return result?.css ?? css;
}

/**
 * Bootstrap ships separate left-to-right and right-to-left builds. Both are emitted as hashed
 * assets and linked from index.html as one `<link id="bootstrap-css">`, whose href the boot
 * script (and later the language switch) points at the build for the page's direction. The
 * dev server sends the whole framework, so a class used for the first time works at once.
 */
export function bootstrapCss(): Plugin {
  const files: Record<Direction, string> = {
    ltr: readFileSync(require.resolve('bootstrap/dist/css/bootstrap.min.css'), 'utf8'),
    rtl: readFileSync(require.resolve('bootstrap/dist/css/bootstrap.rtl.min.css'), 'utf8'),
  };
  const nameOf = (dir: Direction) => {
    const hash = createHash('sha256').update(files[dir]).digest('hex').slice(0, 10);
    return `assets/bootstrap-${dir}-${hash}.css`;
  };
  let names = { ltr: nameOf('ltr'), rtl: nameOf('rtl') };

  return {
    name: 'reelhouse:bootstrap-css',
    async configResolved(config) {
      if (config.command !== 'build') return;
      [files.ltr, files.rtl] = await Promise.all([usedRules(files.ltr), usedRules(files.rtl)]);
      names = { ltr: nameOf('ltr'), rtl: nameOf('rtl') };
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const dir = (Object.keys(names) as Direction[]).find((key) => req.url === `/${names[key]}`);
        if (!dir) return next();
        res.setHeader('content-type', 'text/css');
        res.end(files[dir]);
      });
    },
    // Right after the viewport's <meta>: ahead of the app's own sheets, which build on it, and
    // behind what the browser must read first (the character set, the viewport a phone's picture
    // sizes are worked out against).
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(
          /(<meta name="viewport"[^>]*>)/,
          (viewport) =>
            `${viewport}\n    <link id="bootstrap-css" rel="stylesheet" href="/${names.ltr}" ` +
            `data-ltr-href="/${names.ltr}" data-rtl-href="/${names.rtl}">`,
        ),
    },
    generateBundle() {
      for (const dir of ['ltr', 'rtl'] as const) {
        this.emitFile({ type: 'asset', fileName: names[dir], source: files[dir] });
      }
    },
  };
}
