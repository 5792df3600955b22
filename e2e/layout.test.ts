import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { newJourney, openBrowser, PHONE } from './support/browser';
import { drawnByBrowser } from './support/drawn-pages';

// Known items of the deterministic demo catalogue the server under test runs with.
const demo = buildDemoCatalogue();
const visible = demo.titles.filter((title) => title.status === 'published' && title.rating !== 'A');
const demoMovie = visible.find((title) => title.kind === 'movie')?.slug;
const demoSeries = visible.find((title) => title.kind === 'series')?.slug;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** The page's shape at every width and in every language: nothing sideways, nothing spilling, the footer low. */
describe('layout', () => {
  it('a short page keeps its footer at the bottom of the screen', async () => {
    const { page, context } = await newJourney(browser, { width: 1440, height: 1600 });
    for (const path of ['/track-order', '/cart', '/nope']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const [footerBottom, screen] = await page.evaluate(() => [
        (document.querySelector('footer')?.getBoundingClientRect().bottom ?? 0) + window.scrollY,
        window.innerHeight,
      ]);
      expect(footerBottom, path).toBeGreaterThanOrEqual(screen - 1);
    }
    await context.close();
  });

  it('a title with no artwork yet fits a phone: its drawn placeholder hides like a poster does', async () => {
    const { page, context } = await newJourney(browser, { width: 320, height: 900 });
    await drawnByBrowser(page);
    // The answer as a new title without pictures (or a server still drawing the demo art) gives it.
    await page.route('**/api/titles/*?*', async (route) => {
      const answer = await route.fetch();
      const title = (await answer.json()) as Record<string, unknown>;
      await route.fulfill({ response: answer, json: { ...title, poster: null, backdrop: null } });
    });
    await page.goto(`/movies-detail/${demoMovie}`);
    await page.locator('.title-hero .responsive-image--placeholder').first().waitFor({ state: 'attached' });
    const [scroll, inner] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scroll).toBeLessThanOrEqual(inner);
    await context.close();
  });

  it.each(['en', 'ar', 'gr', 'fr', 'de'])(
    'the header and pages fit every width from 320 to 1920 px in %s',
    async (lang) => {
      const { page, context } = await newJourney(browser);
      const wide: string[] = [];
      for (const path of ['/', `/movies-detail/${demoMovie}`, '/pricing', '/all-products']) {
        await page.setViewportSize({ width: 1920, height: 900 });
        await page.goto(`${path}?lang=${lang}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Loaded once, then narrowed step by step as a window is dragged narrower or a tablet
        // turned: the layout must follow a resize, not only fit the width it was loaded at.
        for (const width of [1920, 1440, 1280, 1200, 375, 320]) {
          await page.setViewportSize({ width, height: 900 });
          // The page may not scroll sideways, nor the header's row spill out of its container,
          // once the layout has answered the resize (the header's menu collapses from a script).
          let [scroll, inner, header, room] = [0, 0, 0, 0];
          for (const deadline = Date.now() + 5000; Date.now() < deadline;) {
            [scroll, inner, header, room] = await page.evaluate(async () => {
              await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
              const bar = document.querySelector('.site-header__bar');
              return [
                document.documentElement.scrollWidth,
                document.documentElement.clientWidth,
                bar?.scrollWidth ?? 0,
                bar?.clientWidth ?? 0,
              ];
            });
            if (scroll <= inner && header <= room) break;
          }
          if (scroll > inner || header > room)
            wide.push(`${path} at ${width}: page ${scroll}, header ${header}/${room}`);
        }
      }
      expect(wide).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it.each(['en', 'ar'])('no page scrolls sideways on a 375 px phone (%s)', async (lang) => {
    const { page, context } = await newJourney(browser, PHONE);
    for (const path of [
      '/',
      '/about-us',
      '/faq',
      '/grievance',
      '/terms-and-condition',
      '/privacy-policy',
      '/refund-policy',
      '/delete-account',
      '/coming-soon',
      '/restricted-content',
      '/subscription',
      '/pricing',
      '/login',
      '/register',
      '/extra-pages/sign-up',
      '/lost-password',
      '/movies',
      '/tv-shows',
      '/videos',
      `/movies-detail/${demoMovie}`,
      `/shows-details/${demoSeries}`,
      `/episodes?title=${demoSeries}&season=1&episode=1`,
      '/all-movies',
      '/all-series',
      '/geners',
      '/tags',
      '/cast',
      '/cast-view-all',
      '/search?q=the',
      '/nope',
    ]) {
      await page.goto(`${path}?lang=${lang}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} in ${lang}`).toBe(0);
    }
    await context.close();
  });
});
