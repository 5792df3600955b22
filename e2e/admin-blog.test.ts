import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, newJourney, openBrowser } from './support/browser';
import { demoOperatorCookies } from './support/demo-operator';

let browser: Browser;
let operatorCookies: Awaited<ReturnType<typeof demoOperatorCookies>>;
beforeAll(async () => {
  browser = await openBrowser();
  operatorCookies = await demoOperatorCookies(browser);
});
afterAll(() => browser.close());

/** A `datetime-local` value for the first whole minute at least 40 seconds ahead, in this browser's time. */
function aMinuteAhead(): string {
  const at = new Date(Date.now() + 40_000);
  at.setSeconds(0, 0);
  at.setMinutes(at.getMinutes() + 1);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

describe('the console’s blog', () => {
  it('an editor writes a post with a live preview, schedules it a minute ahead, then publishes it now, and readers see it only then', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await context.addCookies(operatorCookies);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('link', { name: 'Write a post' }).click();

    await page.getByLabel('Slug').fill('console-scheduled-note');
    await page.getByLabel('Title').first().fill('A note written in the console');
    await page.getByLabel('Excerpt').first().fill('Scheduled a minute ahead.');
    await page
      .getByLabel('Text (Markdown)')
      .first()
      .fill('Written **by hand** in the console.\n\n<script>alert(1)</script>');
    // The preview is the site's renderer: bold is bold, and the script is only text.
    const preview = page.getByRole('region', { name: 'Preview, as the site shows it' }).first();
    await preview.locator('strong', { hasText: 'by hand' }).waitFor();
    await preview.getByText('<script>alert(1)</script>').waitFor();

    // Scheduled without a moment: asked for one, beside the field.
    await page.getByLabel('Status').selectOption('scheduled');
    await page.getByRole('button', { name: 'Create post' }).click();
    await page.getByText('Choose a moment ahead for a scheduled post').waitFor();
    await page.getByLabel('Comes out at').fill(aMinuteAhead());
    await page.getByRole('button', { name: 'Create post' }).click();
    await page.getByText('Post created: add its cover and media.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'A note written in the console' }).waitFor();

    // Each look is a reader arriving afresh (nothing in their browser's cache from an earlier look).
    const title = 'A note written in the console';
    const readerSees = async () => {
      const look = await newJourney(browser, DESKTOP);
      await look.page.goto('/blogs');
      await look.page.locator('.post-card').first().waitFor();
      const found = await look.page.getByRole('link', { name: title }).count();
      await look.context.close();
      return found;
    };
    expect(await readerSees()).toBe(0);
    // Published now after all: the moment ahead is refused beside its field (a published post is
    // dated now or earlier), and left empty it means now. That a scheduled post comes out on its own
    // at its moment is waited for in the server suite (blog-admin), in seconds rather than a minute.
    await page.getByLabel('Status').selectOption('published');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('a published one is dated now or earlier').waitFor();
    expect(await readerSees()).toBe(0);
    await page.getByLabel('Dated').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes saved.').waitFor();
    expect(await readerSees()).toBeGreaterThan(0);
    const reader = await newJourney(browser, DESKTOP);
    await reader.page.goto('/blogs');
    await reader.page.getByRole('link', { name: title }).first().click();
    await reader.page.locator('.post-article__body strong', { hasText: 'by hand' }).waitFor();
    await reader.context.close();

    // Deleted, it leaves the blog (whose other journeys count its posts).
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.getByText('Post deleted.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    expect(await readerSees()).toBe(0);
    // The one refusal above, which the browser reports as a failed request.
    expect(problems).toEqual([expect.stringContaining('status of 400')]);
    await context.close();
  });

  it('an editor approves a reader’s comment from the moderation queue, and it shows under its post', async () => {
    const sent = await fetch(`${baseUrl()}/api/blog/posts/on-patience/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl(), 'x-forwarded-for': '198.51.100.77' },
      body: JSON.stringify({
        authorName: 'Leela Rao',
        authorEmail: 'leela@example.com',
        body: 'Patience pays, in film and in life.',
      }),
    });
    expect(sent.status).toBe(201);
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await context.addCookies(operatorCookies);
    await page.goto('/admin/blog');
    await page.getByRole('link', { name: 'Comments' }).click();
    await page.getByText('Patience pays, in film and in life.').waitFor();
    await page.getByRole('button', { name: 'Approve the comment from Leela Rao' }).click();
    await page.getByText('Approved: it shows under its post.').waitFor();
    await page.getByText('Patience pays, in film and in life.').waitFor({ state: 'detached' });

    const reader = await newJourney(browser, DESKTOP);
    await reader.page.goto('/blogs-detail/on-patience');
    await reader.page.locator('.post-comments').scrollIntoViewIfNeeded();
    await reader.page.getByText('Patience pays, in film and in life.').waitFor();
    await reader.context.close();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an editor adds a blog tag with its names, is told when English is missing, renames and deletes it', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await context.addCookies(operatorCookies);
    await page.goto('/admin/blog');
    await page.getByRole('link', { name: 'Tags', exact: true }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Slug').fill('restoration-notes');
    await dialog.getByRole('tab', { name: /German/ }).click();
    await dialog.locator('#term-de-name').fill('Restaurierung');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    // The English tab opens by itself, its name focused and saying what is missing.
    await dialog.getByText('Enter the English name (at most 60 characters).').waitFor();
    expect(await dialog.getByRole('tab', { name: /English/ }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('term-en-name');
    await dialog.locator('#term-en-name').fill('Restoration notes');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    const row = page.getByRole('row', { name: /Restoration notes/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('2 of 5');

    await row.getByRole('button', { name: 'Edit Restoration notes' }).click();
    await dialog.locator('#term-en-name').fill('Restoration diaries');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    const renamed = page.getByRole('row', { name: /Restoration diaries/ });
    await renamed.waitFor();
    await renamed.getByRole('button', { name: 'Delete Restoration diaries' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.getByText('Restoration diaries deleted.').waitFor();
    await renamed.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an editor gives an author an avatar, seen in the dialog and in the authors’ table at once', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await context.addCookies(operatorCookies);
    await page.goto('/admin/blog/authors');
    const row = page.getByRole('row', { name: /Karan Mehta/ });
    const avatarInRow = () => row.evaluate((cells) => cells.querySelector('img')?.getAttribute('src') ?? null);
    const before = await avatarInRow();
    await row.getByRole('button', { name: 'Edit Karan Mehta' }).click();
    const dialog = page.getByRole('dialog');
    const picture = {
      name: 'karan.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 600, height: 400, channels: 3, background: '#227744' } })
        .png()
        .toBuffer(),
    };
    await dialog.getByLabel('Choose a picture (Avatar)').setInputFiles(picture);
    await dialog.getByRole('img', { name: 'Avatar as it will be shown' }).waitFor();
    await dialog.getByRole('button', { name: 'Upload Avatar' }).click();
    await page.getByText('Avatar saved.').waitFor();
    await dialog.getByRole('img', { name: 'Avatar shown now' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(avatarInRow).toMatch(/blog-author-/);
    expect(await avatarInRow()).not.toBe(before);
    expect(problems).toEqual([]);
    await context.close();
  });
});
