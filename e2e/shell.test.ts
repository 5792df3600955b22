import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { signInWithApi } from './support/accounts';
import { baseUrl, DESKTOP, newJourney, openBrowser, PHONE } from './support/browser';
import { withOperatorSettings } from './support/operator-settings';

// Known items of the deterministic demo catalogue the server under test runs with.
const demo = buildDemoCatalogue();
const visible = demo.titles.filter((title) => title.status === 'published' && title.rating !== 'A');
const demoMovie = visible.find((title) => title.kind === 'movie')?.slug;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe('the app shell', () => {
  it('/ loads the landing page with no console errors or CSP violations', async () => {
    const { page, problems, context } = await newJourney(browser);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Reelhouse: movies, web series, TV shows and videos' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Stories worth staying up for.' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Subscribe Now' }).waitFor();
    expect(await page.title()).toBe('Reelhouse');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('body').getAttribute('data-theme')).toBe('dark');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the header turns sticky once the page scrolls past 1 px', async () => {
    const { page, context } = await newJourney(browser);
    await page.goto('/terms-and-condition');
    const header = page.locator('header.site-header');
    await page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).waitFor();
    expect(await header.getAttribute('class')).not.toContain('is-sticky');
    await page.evaluate(() => window.scrollTo(0, 2));
    await expect.poll(() => header.getAttribute('class')).toContain('is-sticky');
    expect(await header.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute('class')).not.toContain('is-sticky');
    await context.close();
  });

  it('at 375 px the mobile menu opens, toggles a sub-menu, and closes with its button, Escape and navigation', async () => {
    const { page, context } = await newJourney(browser, PHONE);
    await page.goto('/');
    const menu = page.locator('#mobile-menu');
    const open = page.getByRole('button', { name: 'Open menu' });
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).first().isVisible()).toBe(false);

    await open.click();
    await menu.getByRole('heading', { name: 'Menu' }).waitFor();
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('button', { name: 'Close' }).click();
    await menu.waitFor({ state: 'hidden' });

    await open.click();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await open.click();
    const pages = menu.getByRole('button', { name: 'Pages' });
    await pages.click();
    expect(await pages.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL('**/faq');
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    await context.close();
  });

  it('desktop sub-menus toggle by click and by keyboard, and Escape closes them', async () => {
    const { page, context } = await newJourney(browser, DESKTOP);
    await page.goto('/');
    const pages = page.getByRole('button', { name: 'Pages' });
    await pages.click();
    const submenu = page.locator('#submenu-pages');
    await submenu.waitFor();
    await pages.click();
    await submenu.waitFor({ state: 'hidden' });

    await pages.focus();
    await page.keyboard.press('Enter');
    await submenu.waitFor();
    await page.keyboard.press('Escape');
    await submenu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pages');

    await page.keyboard.press('Enter');
    await submenu.getByRole('link', { name: 'Refund Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Refund Policy' }).waitFor();
    await submenu.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('?lang=ar sets dir=rtl, Arabic header text and Bootstrap\u2019s RTL styles', async () => {
    const { page, context, problems } = await newJourney(browser);
    await page.goto('/?lang=ar');
    await page.getByRole('link', { name: 'تسجيل الدخول' }).first().waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.locator('#bootstrap-css').getAttribute('href')).toMatch(/bootstrap-rtl-/);
    await page.getByRole('heading', { level: 2, name: 'قصص تستحق السهر.' }).waitFor();

    // The choice is remembered: a plain link keeps Arabic.
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    // Switching back from the header select returns to left-to-right at once.
    await page.getByLabel('اللغة').first().selectOption('fr');
    await page.getByRole('heading', { level: 1, name: 'Questions fréquentes' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('#bootstrap-css').getAttribute('href')).toMatch(/bootstrap-ltr-/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a theme chosen in the customiser survives a reload with local persistence, and not with none', async () => {
    const { page, context } = await newJourney(browser);
    await page.goto('/about-us');
    const body = page.locator('body');

    await page.getByRole('button', { name: 'Display settings' }).click();
    const panel = page.locator('#theme-customizer');
    await panel.getByText('Hulu', { exact: true }).click();
    expect(await body.getAttribute('data-theme')).toBe('hulu');
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    expect(await body.getAttribute('data-theme')).toBe('hulu');

    await page.getByRole('button', { name: 'Display settings' }).click();
    await panel.getByText("Don't remember").click();
    await panel.getByText('Prox', { exact: true }).click();
    expect(await body.getAttribute('data-theme')).toBe('prox');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    expect(await body.getAttribute('data-theme')).toBe('dark');
    await context.close();
  });

  it('the saved theme is on the page before the app renders (no flash of the default)', async () => {
    // Not a journey's page, which waits for the app to take over: here the app never starts.
    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    await page.addInitScript(() =>
      localStorage.setItem(
        'reelhouse.theme',
        JSON.stringify({ color: 'amazonprime', direction: 'ltr', storage: 'local' }),
      ),
    );
    // Block the app's script: whatever is applied now comes from the inline boot script alone.
    await page.route('**/assets/index-*.js', (route) => route.abort());
    await page.goto('/');
    expect(await page.locator('body').getAttribute('data-theme')).toBe('amazonprime');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(15, 23, 30)');
    await context.close();
  });

  it('resetting the customiser returns to the default theme', async () => {
    const { page, context } = await newJourney(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Display settings' }).click();
    const panel = page.locator('#theme-customizer');
    await panel.getByText('Hotstar', { exact: true }).click();
    await panel.getByText('Right to left').click();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await panel.getByRole('button', { name: 'Reset to defaults' }).click();
    expect(await page.locator('body').getAttribute('data-theme')).toBe('dark');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await context.close();
  });

  it('Log Out ends the session, and nothing the page asks afterwards is refused', async () => {
    const { page, context, problems } = await newJourney(browser, PHONE, '198.51.100.31');
    await page.goto('/');
    await signInWithApi(page, '+919877712350');
    await page.goto(`/movies-detail/${demoMovie}`);
    await page.locator('.title-hero').getByRole('button', { name: 'Watchlist' }).waitFor();
    const refused: string[] = [];
    page.on('response', (response) => response.status() === 401 && refused.push(response.url()));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('heading', { level: 2, name: 'Stories worth staying up for.' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an unknown path shows the error page with a 404 status, and Back to home works', async () => {
    const { page, context } = await newJourney(browser);
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops! something went wrong' }).waitFor();
    const sentence = page.getByText("we are sorry, but the page you are looking for doesn't exist.");
    await sentence.waitFor();
    // Shown as a sentence, inside the site's header and footer so the way on is at hand.
    expect(await sentence.evaluate((element) => getComputedStyle(element, '::first-letter').textTransform)).toBe(
      'uppercase',
    );
    await page.getByRole('banner').getByRole('link', { name: 'Reelhouse' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).waitFor();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByRole('heading', { level: 2, name: 'Stories worth staying up for.' }).waitFor();
    await context.close();
  });

  it('a page whose code cannot load shows "Unexpected Application Error" with a way out', async () => {
    const { page, context } = await newJourney(browser);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.route('**/assets/about-page-*.js', (route) => route.abort());
    await page.getByRole('button', { name: 'Pages' }).click();
    await page.locator('#submenu-pages').getByRole('link', { name: 'About Us' }).click();
    await page.getByRole('heading', { name: 'Unexpected Application Error' }).waitFor();
    await page.getByRole('button', { name: 'Reload the page' }).waitFor();
    await context.close();
  });

  it('coming soon counts down every second to the configured date', async () => {
    const { page, context } = await newJourney(browser);
    await page.goto('/coming-soon');
    const days = page.locator('[data-unit="days"] .coming-soon__value');
    const seconds = page.locator('[data-unit="seconds"] .coming-soon__value');
    await seconds.waitFor();
    expect(await days.textContent()).toBe('03');
    const first = await seconds.textContent();
    await expect.poll(() => seconds.textContent(), { timeout: 3000 }).not.toBe(first);
    expect(await page.locator('header.site-header').count()).toBe(0);
    await context.close();
  });

  it('coming soon says "we are live" once the configured date has passed', async () => {
    const { page, context } = await newJourney(browser);
    // Same server, but its settings are replayed with a launch date in the past.
    await withOperatorSettings(page, (settings) => ({ ...settings, comingSoonAt: '2020-01-01T00:00:00+05:30' }));
    await page.goto('/coming-soon');
    await page.getByRole('heading', { level: 1, name: 'We are live!' }).waitFor();
    expect(await page.locator('[data-unit]').count()).toBe(0);
    await page.getByRole('link', { name: 'Start watching' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('back-to-top appears after 250 px of scroll and returns to the top', async () => {
    const { page, context } = await newJourney(browser);
    await page.goto('/privacy-policy');
    const button = page.getByRole('button', { name: 'Back to top' });
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => button.isVisible()).toBe(false);
    await context.close();
  });

  it('every route change starts at the top of the new page', async () => {
    const { page, context } = await newJourney(browser);
    await page.goto('/terms-of-use');
    await page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('FAQ answers open and close, one at a time', async () => {
    const { page, context } = await newJourney(browser);
    await page.goto('/faq');
    const first = page.getByRole('button', { name: 'What is Reelhouse?' });
    const second = page.getByRole('button', { name: 'How do I sign in?' });
    await first.waitFor();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await page
      .getByText('Enter your mobile number and we send you a one-time code by SMS.', { exact: false })
      .waitFor();
    await context.close();
  });

  it('links the operator configured (Android app, social profiles) appear in header and footer', async () => {
    const { page, context } = await newJourney(browser);
    await withOperatorSettings(page, (settings) => ({
      ...settings,
      androidAppUrl: 'https://downloads.example/reelhouse.apk',
      social: { ...settings.social, instagram: 'https://instagram.example/reelhouse' },
    }));
    await page.goto('/');
    const header = page.locator('header.site-header');
    await header.getByRole('link', { name: 'Get the Android app' }).waitFor();
    expect(await header.getByRole('link', { name: 'Get the Android app' }).getAttribute('href')).toBe(
      'https://downloads.example/reelhouse.apk',
    );
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://instagram.example/reelhouse',
    );
    expect(await footer.getByRole('link', { name: 'Facebook' }).count()).toBe(0);
    await context.close();
  });

  it('says in the footer that this is a demo, in the visitor’s language, and not once the operator is live', async () => {
    const { page, context } = await newJourney(browser);
    await page.goto('/?lang=fr');
    const notice = page.getByRole('contentinfo').getByRole('note');
    await notice.getByText('Mode démo').waitFor();
    expect(await notice.textContent()).toContain('rien n’est débité');
    await withOperatorSettings(page, (settings) => ({ ...settings, demoMode: false }));
    await page.reload();
    await page.getByRole('contentinfo').getByText('Tous droits réservés', { exact: false }).waitFor();
    expect(await page.getByRole('contentinfo').getByRole('note').count()).toBe(0);
    await context.close();
  });

  it('the first Tab reaches "Skip to content", which moves focus past the header', async () => {
    const { page, context } = await newJourney(browser);
    await page.goto('/about-us');
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });

  it('restricted content says a visitor must log in, and offers Subscribe To Watch and Log in', async () => {
    const { page, context } = await newJourney(browser);
    const response = await page.goto('/restricted-content');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'You must be logged in to view this content.' }).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Subscribe To Watch' }).getAttribute('href')).toBe('/subscription');
    expect(await main.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    await context.close();
  });

  it('reports one visit per browser session, whatever the pages visited', async () => {
    const { page, context } = await newJourney(browser);
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/track-visitors/')) reports.push(request.method());
    });
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/track-visitors/'));
    await page.goto('/');
    expect((await answered).status()).toBe(200);
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto('/about-us');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(reports).toEqual(['POST']);
    await context.close();
  });

  it('the cart panel opens from the header, shows the empty cart and leads to the shop', async () => {
    const { page, context } = await newJourney(browser, PHONE);
    await page.goto('/');
    // Exact: a card's "Add The Cartographer to your watchlist" also holds "Cart".
    await page.getByRole('button', { name: 'Cart', exact: true }).click();
    const panel = page.locator('#cart-panel');
    await panel.getByText('Your cart is empty').waitFor();
    await panel.getByRole('link', { name: 'Continue browsing' }).click();
    await panel.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.pathname === '/shop');
    await context.close();
  });
});
