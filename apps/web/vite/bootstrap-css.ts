import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * Bootstrap ships separate left-to-right and right-to-left builds. Both are emitted as hashed
 * assets and linked from index.html as one `<link id="bootstrap-css">`, whose href the boot
 * script (and later the language switch) points at the build for the page's direction.
 */
export function bootstrapCss(): Plugin {
  const files = {
    ltr: readFileSync(require.resolve('bootstrap/dist/css/bootstrap.min.css'), 'utf8'),
    rtl: readFileSync(require.resolve('bootstrap/dist/css/bootstrap.rtl.min.css'), 'utf8'),
  };
  const nameOf = (dir: keyof typeof files) => {
    const hash = createHash('sha256').update(files[dir]).digest('hex').slice(0, 10);
    return `assets/bootstrap-${dir}-${hash}.css`;
  };
  const names = { ltr: nameOf('ltr'), rtl: nameOf('rtl') };

  return {
    name: 'reelhouse:bootstrap-css',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const dir = (Object.keys(names) as (keyof typeof names)[]).find((key) => req.url === `/${names[key]}`);
        if (!dir) return next();
        res.setHeader('content-type', 'text/css');
        res.end(files[dir]);
      });
    },
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: {
          id: 'bootstrap-css',
          rel: 'stylesheet',
          href: `/${names.ltr}`,
          'data-ltr-href': `/${names.ltr}`,
          'data-rtl-href': `/${names.rtl}`,
        },
        injectTo: 'head-prepend',
      },
    ],
    generateBundle() {
      for (const dir of ['ltr', 'rtl'] as const) {
        this.emitFile({ type: 'asset', fileName: names[dir], source: files[dir] });
      }
    },
  };
}
