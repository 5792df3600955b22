import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { baseUrl, openBrowser, PHONE } from './support/browser';
import { demoOperatorCookies } from './support/demo-operator';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** Every page of the console on a phone, in a left-to-right and a right-to-left language. */
describe('the operator console on a phone', () => {
  it.each(['en', 'ar'])(
    'works on a phone (%s): the menu opens, nothing runs off the screen, and axe finds nothing serious',
    async (lang) => {
      // The site's CSP keeps out scripts it did not send; axe is the test's own, so it is let in here only.
      const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), bypassCSP: true });
      await context.addCookies(await demoOperatorCookies(browser));
      const page = await context.newPage();
      await page.goto(`/admin/titles?lang=${lang}`);
      await expect.poll(() => page.locator('.admin-title-cell__name').count()).toBe(25);
      expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const menu = page.locator('.admin-topbar__menu');
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => page.locator('.admin-sidebar__link').first().isVisible()).toBe(true);
      await menu.click();
      expect(await seriousViolations(page)).toEqual([]);
      // Every other console page: it fits the phone, reads in the language's direction, and axe
      // finds nothing serious once its content is in — a movie's page with its player, once the
      // demo clip plays (an operator's preview is no play).
      await expect
        .poll(async () => (await page.request.get('/api/admin/titles/afterglow/preview')).status(), {
          timeout: 90_000,
          interval: 1000,
        })
        .toBe(200);
      for (const [path, ready] of [
        ['/admin', '.dashboard__section'],
        ['/admin/people', '.admin-title-cell__name'],
        ['/admin/people/aarav-menon', '#person-credits'],
        ['/admin/terms/genres', 'tbody tr'],
        ['/admin/terms/tags', 'tbody tr'],
        ['/admin/titles/afterglow', '.video-preview__video'],
        ['/admin/curation', '.admin-tabs'],
        ['/admin/members', 'tbody tr'],
        ['/admin/plans', 'tbody tr'],
        ['/admin/plans/premium', '#plan-terms'],
        ['/admin/payments', '.admin-filters'],
        ['/admin/payments/settlement', '#settlement-totals'],
        ['/admin/orders', '.admin-filters'],
        ['/admin/audit', '.admin-filters'],
        ['/admin/enquiries', '.admin-filters'],
        ['/admin/grievances', '.grievance-report'],
        ['/admin/pages', 'tbody tr'],
        ['/admin/pages/terms/ar', '#page-sections'],
        ['/admin/settings', '#settings-service'],
        ['/admin/products', 'tbody tr'],
        ['/admin/products/new', '#product-texts'],
        ['/admin/products/the-last-ferry-art-pack', '#product-variants'],
        ['/admin/products/low-stock', 'tbody tr'],
        ['/admin/coupons', 'tbody tr'],
        ['/admin/blog', 'tbody tr'],
        ['/admin/blog/new', '#post-texts'],
        ['/admin/blog/inside-the-set-a-photo-diary', '#post-gallery'],
        ['/admin/blog/comments', '.admin-filters'],
        ['/admin/blog/authors', 'tbody tr'],
        ['/admin/newsletter', '.figure-tiles'],
        ['/admin/products/categories', 'tbody tr'],
        ['/admin/blog/tags', 'tbody tr'],
        ['/admin/newsletter/issues', '.admin-tabs'],
        ['/admin/newsletter/issues/new', '#issue-texts'],
      ] as const) {
        await page.goto(`${path}?lang=${lang}`);
        await page.locator(ready).first().waitFor();
        expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(fits, `${path} runs off a phone's screen`).toBe(true);
        expect(await seriousViolations(page), path).toEqual([]);
      }
      // A member's page: the demo operator's own.
      await page.goto(`/admin/members?lang=${lang}&q=9000000001`);
      await page.locator('tbody tr a').first().click();
      await page.locator('section[aria-labelledby=member-devices]').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousViolations(page), 'a member’s page').toEqual([]);
      await context.close();
    },
    150_000,
  );
});
