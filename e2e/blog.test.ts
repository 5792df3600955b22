import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, newJourney, openBrowser, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** How many columns the post grid is laid out in, as the browser computed it. */
const gridColumns = (page: Page) =>
  page.locator('.blog-list__grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);

/** Where the sidebar stands against the list: physically left or right of it. */
async function sidebarSide(page: Page): Promise<'left' | 'right'> {
  const sidebar = await page.locator('.blog-sidebar').boundingBox();
  const list = await page.locator('.blog-list__grid').boundingBox();
  if (!sidebar || !list) throw new Error('sidebar or list not laid out');
  return sidebar.x < list.x ? 'left' : 'right';
}

describe('blog lists', () => {
  it('never blanks the page once shown to fetch another area’s texts', async () => {
    const { page, context } = await newJourney(browser, PHONE);
    // Other areas' texts answer slowly: a page that asked for them after it was shown would hide
    // itself (React suspends the whole page) until they came.
    await page.route(/\/assets\/(catalogue|player|library|account|plans|pages)-[\w-]{8}\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    });
    await page.addInitScript(() => {
      const hidden: string[] = [];
      Object.assign(window, { hiddenPages: hidden });
      new MutationObserver((changes) => {
        for (const { target } of changes) {
          if (target instanceof HTMLElement && target.parentElement?.id === 'main' && target.style.display === 'none')
            hidden.push(target.className);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
    });
    await page.goto('/blogs-sidebar/right?lang=ar');
    await page.locator('.post-card').first().waitFor();
    await page.locator('.pagination-nav').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { hiddenPages: string[] }).hiddenPages)).toEqual([]);
    await context.close();
  });

  it('lays the grid out in 1 to 4 columns, filters by a tag from the sidebar and pages on', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    for (const columns of [1, 2, 3, 4]) {
      await page.goto(`/blogs/${columns}`);
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await page.locator('.post-card').first().waitFor();
      expect(await gridColumns(page), `/blogs/${columns}`).toBe(columns);
    }
    await page.goto('/blogs/5');
    await page.getByRole('heading', { name: 'We couldn’t find that' }).waitFor();

    await page.goto('/blogs');
    await page.getByText('24 posts').waitFor();
    await page.locator('.blog-sidebar').getByRole('link', { name: 'Music', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Tag: Music' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/blogs-tag?tag=music');
    const music = (await (await page.request.get('/api/blog/posts?tag=music&limit=48')).json()) as { total: number };
    await expect.poll(() => page.locator('.post-card').count()).toBe(music.total);
    await page.getByText(`${music.total} posts`).waitFor();

    await page.goto('/blogs');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/\/blogs\?page=2$/);
    await page.locator('.post-card').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('puts the sidebar left or right, mirrored right to left in Arabic', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    for (const [path, ltr, rtl] of [
      ['/blogs-sidebar/left', 'left', 'right'],
      ['/blogs-sidebar/right', 'right', 'left'],
    ] as const) {
      // The language chosen last is remembered, so each visit names its own.
      await page.goto(`${path}?lang=en`);
      await page.locator('.post-card').first().waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe('ltr');
      expect(await sidebarSide(page), `${path} ltr`).toBe(ltr);
      await page.goto(`${path}?lang=ar`);
      await page.getByRole('heading', { level: 1, name: 'المدونة' }).waitFor();
      await page.locator('.post-card').first().waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      expect(await sidebarSide(page), `${path} rtl`).toBe(rtl);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['en', 'ar', 'gr', 'fr', 'de'])('shows the sidebar fields’ placeholders whole (%s)', async (lang) => {
    const { page, context } = await newJourney(browser, DESKTOP);
    const cut: string[] = [];
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`/blogs-sidebar/right?lang=${lang}`);
      const fields = page.locator('.blog-sidebar input[placeholder]');
      await fields.first().waitFor();
      // Measured once the page's styles and fonts are in, as a reader sees it.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // The placeholder's drawn width, in the field's own font, against the room inside the field.
      const widths = await fields.evaluateAll((inputs) =>
        inputs.map((input) => {
          const style = getComputedStyle(input);
          const context2d = document.createElement('canvas').getContext('2d');
          if (!context2d) return { text: '', needed: 0, room: 0 };
          context2d.font = style.font;
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const text = (input as HTMLInputElement).placeholder;
          return { text, needed: context2d.measureText(text).width, room };
        }),
      );
      for (const { text, needed, room } of widths) if (needed > room) cut.push(`${viewport.width}: ${text}`);
    }
    expect(cut).toEqual([]);
    await context.close();
  });

  it('heads a month archive with the month, in the reader’s language', async () => {
    const { page, context, problems } = await newJourney(browser, PHONE);
    await page.goto('/blogs?lang=fr');
    const archive = page.locator('.blog-sidebar section').filter({ hasText: 'Archives' });
    const month = archive.getByRole('link').first();
    const name = (await month.textContent()) ?? '';
    await month.click();
    await page.getByRole('heading', { level: 1, name: `Archives : ${name}` }).waitFor();
    expect(page.url()).toMatch(/\/blogs-date\?year=\d{4}&month=\d{1,2}/);
    await page.locator('.post-card').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('blog posts', () => {
  it('shows each format as it should: article, audio, link, quote', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await page.goto('/blog-single/standard');
    await page.locator('.post-article__body h2').waitFor();
    await page.getByRole('region', { name: 'About the author' }).waitFor();

    await page.goto('/blog-single/audio');
    const audio = page.locator('audio.post-audio__player');
    await audio.waitFor();
    // The browser reads the clip's header: a real, playable file of twelve seconds.
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => Math.round(element.duration || 0)), { timeout: 10_000 })
      .toBe(12);

    await page.goto('/blog-single/link');
    const card = page.locator('a.post-link-card');
    expect(await card.getAttribute('href')).toMatch(/^https:\/\/en\.wikipedia\.org\/wiki\//);
    expect(await card.getAttribute('rel')).toContain('noopener');

    await page.goto('/blog-single/quote');
    await page.locator('.post-quote blockquote').waitFor();
    expect(await page.locator('.post-quote__by').textContent()).toMatch(/— \S+/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens a gallery picture in a lightbox that the keyboard steps through and closes', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    // The demo's pictures are drawn after start-up, gallery pictures soon after the titles'. Asked
    // of the API until they are there: a browser that read the post before keeps that answer for
    // the minute its cache headers allow.
    const newest = (await (await page.request.get('/api/blog/posts?format=gallery&limit=1')).json()) as {
      items: { slug: string }[];
    };
    const post = `/api/blog/posts/${newest.items[0]?.slug ?? ''}`;
    await expect
      .poll(async () => ((await (await page.request.get(post)).json()) as { gallery: unknown[] }).gallery.length, {
        timeout: 120_000,
        interval: 2000,
      })
      .toBe(4);
    await page.goto('/blog-single/gallery');
    await page.locator('.post-article__title').waitFor();
    const first = page.getByRole('button', { name: 'Open picture 1 of 4' });
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Picture viewer' });
    await dialog.getByText('1 of 4').waitFor();
    await page.keyboard.press('ArrowRight');
    await dialog.getByText('2 of 4').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await dialog.getByText('4 of 4').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open picture 1 of 4');
    expect(problems).toEqual([]);
    await context.close();
  }, 150_000);

  it('steps through the lightbox in reading order right to left', async () => {
    const { page, context, problems } = await newJourney(browser, PHONE);
    await page.goto('/blog-single/gallery?lang=ar');
    await page.locator('.post-gallery__open').first().click();
    const dialog = page.getByRole('dialog', { name: 'عارض الصور' });
    await dialog.getByText('1 من 4').waitFor();
    // In Arabic the next picture lies to the left.
    await page.keyboard.press('ArrowLeft');
    await dialog.getByText('2 من 4').waitFor();
    await dialog.getByRole('button', { name: 'إغلاق' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('takes a comment for moderation after pointing out what is missing', async () => {
    const { page, context, problems } = await newJourney(browser, PHONE, '203.0.113.71');
    await page.goto('/blogs');
    await page.locator('.post-card__title a').first().click();
    await page.locator('.post-article__title').waitFor();
    // The form arrives as the reader scrolls down past the comments.
    await page.locator('.post-comments').scrollIntoViewIfNeeded();
    // The sidebar's newsletter box has an e-mail field too: the journey keeps to the comment form.
    const form = page.getByRole('form', { name: 'Leave a comment' });
    await form.getByRole('button', { name: 'Post comment' }).click();
    await form.getByText('Enter your name.').waitFor();
    await form.getByText('Write a comment of 2 to 4,000 characters.').waitFor();
    await form.getByLabel('Name', { exact: true }).fill('Asha');
    await form.getByLabel('E-mail', { exact: true }).fill('asha@example.com');
    await form.getByLabel('Comment', { exact: true }).fill('A lovely read, thank you.');
    await form.getByRole('button', { name: 'Post comment' }).click();
    await page.getByRole('status').getByText('Your comment will appear once a moderator has approved it.').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
