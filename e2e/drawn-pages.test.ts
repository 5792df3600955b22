import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { baseUrl, DESKTOP, newJourney, openBrowser, PHONE } from './support/browser';
import { waitUntilPlayable } from './support/playback';

const demo = buildDemoCatalogue();
const movie = demo.titles.find(
  (title) => title.kind === 'movie' && title.status === 'published' && title.rating !== 'A',
);

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/**
 * A visitor on a phone whose browser runs no script: everything seen is what the server drew. (A
 * phone's browser, which lays a page out at 980 px until it reads the viewport's `<meta>`.)
 */
async function withoutScripts<T>(visit: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: baseUrl(),
    viewport: PHONE,
    isMobile: true,
  });
  try {
    return await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

/** React's mark on an element it has taken over. */
const takenOver = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

/**
 * Opens a drawn page whose app code is held back (as on a slow link) while `before` acts on it,
 * then lets the code in and checks with `after` what the app made of it. On a phone's slower
 * processor, as the takeover then spans frames.
 */
async function withScriptsHeld(
  address: string,
  before: (page: Page) => Promise<void>,
  after: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP });
  try {
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
    let letScriptsIn = () => {};
    const acted = new Promise<void>((resolve) => (letScriptsIn = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await acted;
      await route.continue();
    });
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    await before(page);
    letScriptsIn();
    await after(page);
  } finally {
    await context.close();
  }
}

describe('pages drawn on the server', () => {
  it('a visitor sees the home page, a title and a product before any script runs', async () => {
    const product = (await (await fetch(`${baseUrl()}/api/shop/products?limit=1`)).json()) as {
      items: { slug: string; name: string }[];
    };
    const first = product.items[0];
    // The demo's artwork is drawn in the background as the server starts.
    const backdropOf = async () =>
      ((await (await fetch(`${baseUrl()}/api/titles/${movie?.slug}`)).json()) as { backdrop: unknown }).backdrop;
    await expect.poll(backdropOf, { timeout: 90_000 }).not.toBeNull();
    await withoutScripts(async (page) => {
      await page.goto('/');
      expect(await page.locator('.browse-rails .slider-row').count()).toBeGreaterThan(2);
      const backdrops: string[] = [];
      page.on('request', (request) => request.url().includes('-backdrop-') && backdrops.push(request.url()));
      await page.goto(`/movies-detail/${movie?.slug}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(movie?.name.en);
      // Its backdrop is asked for as the <head> is read, ahead of the style sheets, and once: in
      // the width the phone needs, not (read before the viewport's <meta>) a desktop's as well.
      expect(await page.locator('head > link').first().getAttribute('rel')).toBe('preload');
      expect(await page.locator('head > link').first().getAttribute('imagesrcset')).toContain('-backdrop-');
      expect(backdrops).toEqual([expect.stringMatching(/-backdrop-\w+-480\.(avif|webp)$/)]);
      await page.goto(`/product-detail/${first?.slug}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(first?.name);
    });
  });

  it('a ?lang=ar link is drawn in Arabic, right to left, with the right-to-left Bootstrap', async () => {
    await withoutScripts(async (page) => {
      await page.goto(`/movies-detail/${movie?.slug}?lang=ar`);
      expect(await page.locator('html').getAttribute('lang')).toBe('ar');
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.locator('#bootstrap-css').getAttribute('href')).toContain('rtl');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(movie?.name.ar);
    });
  });

  it('remembers a ?lang=ar link before the app’s code arrives: a link followed at once opens in Arabic', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE });
    try {
      const page = await context.newPage();
      // The app's code never comes: the drawn page's links stay plain links, as they are until it does.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/?lang=ar');
      const card = page.locator('.browse-rails .slider-row').first().getByRole('link').first();
      const title = await card.getAttribute('href');
      await card.click();
      await page.waitForURL(`**${title}`);
      expect(await page.locator('html').getAttribute('lang')).toBe('ar');
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.locator('#bootstrap-css').getAttribute('href')).toContain('rtl');
    } finally {
      await context.close();
    }
  });

  it('the browser takes a drawn page over without errors and it answers as the app: a card opens its title in place', async () => {
    const { page, problems, context } = await newJourney(browser, PHONE);
    await page.goto('/');
    expect(await page.locator('#page-state').count()).toBe(1);
    await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
    const card = page.locator('.browse-rails .slider-row').first().getByRole('link').first();
    const title = await card.getAttribute('href');
    await card.click();
    await page.waitForURL(`**${title}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Moved within the app, not by loading a new document.
    expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks for the app’s code only once the drawn page is painted, then takes it over', async () => {
    const { page, problems, context } = await newJourney(browser, PHONE);
    await page.goto('/');
    // Asked for once the page could paint: after the style sheets that hold the first frame back
    // had arrived, not beside them as tags in <head> would be.
    const { sheetsIn, firstScript } = await page.evaluate(() => {
      const files = performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
        renderBlockingStatus?: string;
      })[];
      const blocking = files.filter((file) => file.renderBlockingStatus === 'blocking');
      const scripts = files.filter((file) => /\/assets\/[^/]+\.js$/.test(file.name));
      return {
        sheetsIn: Math.max(...blocking.map((file) => file.responseEnd)),
        firstScript: Math.min(...scripts.map((file) => file.startTime)),
      };
    });
    expect(sheetsIn).toBeGreaterThan(0);
    expect(sheetsIn).toBeLessThan(firstScript);
    // Taken over all the same: the banner's dots turn its slides.
    const second = page.getByRole('button', { name: 'Go to slide 2' });
    await second.click();
    await expect.poll(() => second.getAttribute('aria-current')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks for three style sheets and only the font files its text needs; the next page needs no new sheet', async () => {
    const { page, problems, context } = await newJourney(browser, PHONE);
    const asked = { stylesheet: [] as string[], font: [] as string[] };
    page.on('request', (request) => {
      const type = request.resourceType();
      if (type === 'stylesheet' || type === 'font') asked[type].push(new URL(request.url()).pathname);
    });
    // A product: prices (₹) and a rating (★) beside Latin text.
    const products = (await (await fetch(`${baseUrl()}/api/shop/products?limit=1`)).json()) as {
      items: { slug: string }[];
    };
    await page.goto(`/product-detail/${products.items[0]?.slug}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // Bootstrap, the shell's sheet and the one sheet every viewer page shares.
    expect(asked.stylesheet).toHaveLength(3);
    // Inter's Latin and its ₹ alone: not its Latin Extended file (86 KB) for the one sign, nor the
    // Arabic face's Latin and symbol files for the ★.
    expect(asked.font).toEqual([
      expect.stringMatching(/\/inter-latin-wght-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/\/inter-rupee-wght-normal-[\w-]+\.woff2$/),
    ]);
    // Moving on to a title within the app: its styles are already here.
    await page.goto('/');
    asked.stylesheet.length = 0;
    await page.locator('.browse-rails .title-card__link').first().click();
    await page.locator('.title-detail').waitFor();
    expect(asked.stylesheet).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a button pressed before the app has taken the page over is pressed again once it has: “Watch now” opens the player', async () => {
    const free = demo.titles.find(
      (title) => title.kind === 'movie' && title.status === 'published' && title.accessTier === 'free',
    );
    await waitUntilPlayable(`/api/titles/${free?.slug}/playback`);
    await withScriptsHeld(
      `/movies-detail/${free?.slug}`,
      async (page) => {
        const watch = page.locator('.title-hero').getByRole('button', { name: 'Watch now' });
        await watch.click();
        expect(await takenOver(watch)).toBe(false);
        // Seen to be taken meanwhile.
        expect(await watch.getAttribute('data-held')).toBe('');
      },
      async (page) => {
        await page.locator('.title-hero video').waitFor({ timeout: 20_000 });
        expect(await page.locator('[data-held]').count()).toBe(0);
      },
    );
  });

  it('text typed into a drawn field before the app has taken the page over is the app’s: the blog’s search, sent at once, searches for it', async () => {
    await withScriptsHeld(
      '/blogs',
      async (page) => {
        const search = page.getByRole('search').getByRole('searchbox');
        await search.fill('monsoon');
        await search.press('Enter');
        expect(await takenOver(search)).toBe(false);
      },
      async (page) => {
        await page.waitForURL('**/search?q=monsoon');
        expect(await page.getByRole('searchbox').first().inputValue()).toBe('monsoon');
      },
    );
  });

  it('a box ticked before the app has taken the page over is ticked by the app: the shop’s “In stock” filter applies', async () => {
    await withScriptsHeld(
      '/shop',
      async (page) => {
        await page.getByLabel('In stock only').click();
      },
      async (page) => {
        await page.waitForURL('**/shop?inStock=true');
        await expect.poll(() => page.getByLabel('In stock only').isChecked()).toBe(true);
      },
    );
  });

  it('rails below the fold are taken over as they come near, and then answer as the app', async () => {
    const { page, problems, context } = await newJourney(browser, PHONE);
    await page.goto('/');
    const lastRail = page.locator('.browse-rails .slider-row').last();
    const card = lastRail.getByRole('link', { name: /./ }).first();
    expect(await takenOver(card)).toBe(false);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => takenOver(card)).toBe(true);
    await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
    const title = await card.getAttribute('href');
    await card.click();
    await page.waitForURL(`**${title}`);
    expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
