import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { signInWithApi } from './support/accounts';
import { seriousViolations, type Finding } from './support/axe';
import { baseUrl, DESKTOP, openBrowser } from './support/browser';
import { waitUntilPlayable } from './support/playback';

const { titles } = buildDemoCatalogue();
const movie = titles.find(
  (title) =>
    title.kind === 'movie' && title.status === 'published' && title.accessTier === 'free' && title.rating === 'U',
);
if (!movie) throw new Error('the demo catalogue lacks a free U movie');

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  it.each(['en', 'ar'])(
    'finds nothing serious on the main pages (%s)',
    async (lang) => {
      // The site's CSP keeps out scripts it did not send; axe is the test's own, so it is let in here only.
      const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), bypassCSP: true });
      const page = await context.newPage();
      const found: Record<string, Finding[]> = {};
      const check = async (path: string, ready: () => Promise<unknown>) => {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        await ready();
        await page.waitForLoadState('networkidle');
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[path] = violations;
      };
      const h1 = () => page.getByRole('heading', { level: 1 }).first().waitFor();
      await check('/login', h1);
      await check('/', () => page.locator('.slider-row').first().waitFor());
      await check(`/movies-detail/${movie.slug}`, h1);
      await check('/blogs-detail/conversation-with-a-film-editor', h1);
      await check('/cart', h1);
      await check('/grievance', h1);
      await page.goto('/');
      await signInWithApi(page, lang === 'en' ? '+919877713001' : '+919877713002');
      await check('/account', h1);
      await check('/checkout', h1);
      await check(`/Player?title=${movie.slug}`, () => page.locator('video').waitFor());
      expect(found).toEqual({});
      await context.close();
    },
    120_000,
  );
});

/** Presses Tab (Shift+Tab backwards) until focus is on the element `matches` describes. */
async function tabTo(page: Page, wanted: { name?: RegExp; selector?: string }, backwards = false): Promise<void> {
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const reached = await page.evaluate(
      ({ source, selector }) => {
        const element = document.activeElement as HTMLElement | null;
        if (!element) return false;
        const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
        return (!selector || element.matches(selector)) && (!source || new RegExp(source).test(name.trim()));
      },
      { source: wanted.name?.source, selector: wanted.selector },
    );
    if (reached) return;
  }
  throw new Error(`Tab never reached ${wanted.name ?? wanted.selector}`);
}

describe('keyboard only', () => {
  it('signs in, finds a title, plays it and adds it to My List without a pointer', async () => {
    await waitUntilPlayable(`/api/titles/${movie.slug}/playback`);
    const context = await browser.newContext({
      viewport: DESKTOP,
      baseURL: baseUrl(),
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.41' },
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('input[type=tel]').waitFor();
    await tabTo(page, { selector: 'input[type=tel]' });
    await page.keyboard.type('98777 13003');
    await page.keyboard.press('Enter');
    const code = page.locator('input[autocomplete=one-time-code]');
    await code.waitFor();
    await tabTo(page, { selector: 'input[autocomplete=one-time-code]' }, true).catch(() => undefined);
    const outbox = await page.request.get('/api/dev/sms-outbox?mobile=%2B919877713003');
    const otp = /\d{6}/.exec(((await outbox.json()) as { items: { body: string }[] }).items[0]?.body ?? '')?.[0] ?? '';
    await page.keyboard.type(otp);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/account' || url.pathname === '/');

    await tabTo(page, { selector: '.site-header button[aria-label="Search"]' });
    await page.keyboard.press('Enter');
    await page.locator('.site-header__search input').waitFor();
    await page.keyboard.type(movie.name.en);
    // The suggestions offer the title and "See all results": the arrow keys choose the title.
    const option = page
      .locator('[role=listbox] [role=option]')
      .filter({ hasText: movie.name.en })
      .filter({ hasNotText: 'See all results' })
      .first();
    await option.waitFor();
    const wantedId = await option.getAttribute('id');
    const box = page.locator('.site-header__search input');
    for (let step = 0; step < 12 && (await box.getAttribute('aria-activedescendant')) !== wantedId; step++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith(`/${movie.slug}`));

    await tabTo(page, { name: /^Watch now$/ });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, undefined, {
      timeout: 30_000,
    });
    await tabTo(page, { name: /^Watchlist$/ });
    await page.keyboard.press('Enter');
    await page.locator('.title-hero').getByRole('button', { name: 'In your watchlist' }).waitFor();
    await context.close();
  }, 120_000);
});
