// Takes full-page screenshots of a running server at phone and desktop widths, in ltr and rtl
// (Arabic) and in any of the colour themes, so that a person can look at every page.
//   node scripts/screenshots.mjs http://localhost:8080 / /faq --themes dark,hulu --out .e2e-artifacts/screens
// `--member +919800000001` signs in with that number first (through the demo SMS outbox), for
// the pages a member sees; `--state <file>` keeps that sign-in for the next runs (one code a
// minute per number).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
    member: { type: 'string' },
    state: { type: 'string' },
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
  // One sign-in for every context (codes are limited per number), carried as the cookie it set.
  const storageState = values.member ? await savedOrNewState(browser, base, values.member) : undefined;
  for (const width of values.widths.split(',').map(Number)) {
    for (const theme of values.themes.split(',')) {
      for (const lang of values.langs.split(',')) {
        const context = await browser.newContext({
          viewport: { width, height: width < 600 ? 812 : 900 },
          storageState,
          // Lets the whole-page style below in (the app's CSP allows no inline styles).
          bypassCSP: !values['viewport-only'],
        });
        await context.addInitScript((color) => {
          localStorage.setItem('reelhouse.theme', JSON.stringify({ color, direction: 'ltr', storage: 'local' }));
        }, theme);
        const page = await context.newPage();
        for (const route of paths) {
          const url = new URL(route, base);
          url.searchParams.set('lang', lang);
          await page.goto(url.href, { waitUntil: 'networkidle' });
          await page.evaluate('document.fonts.ready');
          // Sections out of sight are drawn only as a visitor scrolls to them (content-visibility);
          // a whole-page picture wants them all drawn.
          if (!values['viewport-only'])
            await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
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

/** The sign-in kept in `--state` when there is one, else a new one (kept there when asked). */
async function savedOrNewState(browser, base, mobile) {
  if (values.state && existsSync(values.state)) return JSON.parse(readFileSync(values.state, 'utf8'));
  const state = await memberState(browser, base, mobile);
  if (values.state) writeFileSync(values.state, JSON.stringify(state));
  return state;
}

/** Signs in as a person would with the demo outbox (ask for a code, read it, send it); the profile's cookies. */
async function memberState(browser, base, mobile) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(base);
  const headers = { origin: new URL(base).origin };
  const at = (route) => new URL(route, base).href;
  await page.request.post(at('/api/create-user-mobile/'), { data: { mobile }, headers });
  const outbox = await (await page.request.get(at(`/api/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`))).json();
  const otp = /\d{6}/.exec(outbox.items[0]?.body ?? '')?.[0] ?? '';
  const verified = await page.request.post(at('/api/verify-user-mobile/'), { data: { mobile, otp }, headers });
  if (!verified.ok()) throw new Error(`signing in ${mobile} failed: ${verified.status()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}
