// Takes full-page screenshots of a running server at phone and desktop widths, in ltr and rtl
// (Arabic) and in any of the colour themes, so that a person can look at every page.
//   node scripts/screenshots.mjs http://localhost:8080 / /faq --themes dark,hulu --out .e2e-artifacts/screens
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './chromium.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    themes: { type: 'string', default: 'dark' },
    langs: { type: 'string', default: 'en,ar' },
    widths: { type: 'string', default: '375,1440' },
    out: { type: 'string', default: '.e2e-artifacts/screens' },
    'viewport-only': { type: 'boolean', default: false },
  },
});
const [base, ...paths] = positionals;
if (!base || paths.length === 0) {
  console.error(
    'usage: node scripts/screenshots.mjs <base-url> <path> [path…] [--themes a,b] [--langs en,ar] [--widths 375,1440]',
  );
  process.exit(2);
}
mkdirSync(values.out, { recursive: true });

const browser = await launchChromium();
try {
  for (const width of values.widths.split(',').map(Number)) {
    for (const theme of values.themes.split(',')) {
      for (const lang of values.langs.split(',')) {
        const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 } });
        await context.addInitScript((color) => {
          localStorage.setItem('reelhouse.theme', JSON.stringify({ color, direction: 'ltr', storage: 'local' }));
        }, theme);
        const page = await context.newPage();
        for (const route of paths) {
          const url = new URL(route, base);
          url.searchParams.set('lang', lang);
          await page.goto(url.href, { waitUntil: 'networkidle' });
          await page.evaluate('document.fonts.ready');
          const name = `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}-${theme}-${lang}.png`;
          await page.screenshot({ path: path.join(values.out, name), fullPage: !values['viewport-only'] });
          console.log(path.join(values.out, name));
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
