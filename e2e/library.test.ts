import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { signInWithApi } from './support/accounts';
import { DESKTOP, newJourney, openBrowser, PHONE } from './support/browser';

const movie = buildDemoCatalogue().titles.find(
  (title) => title.kind === 'movie' && title.status === 'published' && title.rating === 'U',
);
if (!movie) throw new Error('the demo catalogue has no published U movie');

let browser: Browser;
const files = mkdtempSync(path.join(tmpdir(), 'reelhouse-e2e-'));
const picture = path.join(files, 'monsoon.png');
const fakeWebp = path.join(files, 'notes.webp');
beforeAll(async () => {
  browser = await openBrowser();
  await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6f4e' } })
    .png()
    .toFile(picture);
  writeFileSync(fakeWebp, 'these are notes, not a picture');
});
afterAll(() => browser.close());

describe('watchlist and playlists', () => {
  it('are in the member’s menu, a phone’s tab bar leads to them, and a playlist is made inside Add to playlist', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await menu.getByRole('link', { name: 'Movies', exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'My List' }).count()).toBe(0);
    await signInWithApi(page, '+919855566790');
    await page.goto(`/movies-detail/${movie.slug}`);
    await menu.getByRole('link', { name: 'Playlists' }).waitFor();
    expect(await menu.getByRole('link', { name: 'My List' }).getAttribute('href')).toBe('/watchlist-detail');

    const hero = page.locator('.title-hero');
    await hero.getByRole('button', { name: 'Add to playlist' }).click();
    await hero.getByRole('button', { name: 'Create and add' }).click();
    await hero.getByText('Enter a name (at most 80 characters).').waitFor();
    await hero.getByLabel('New playlist').fill('Rainy Sundays');
    await hero.getByRole('button', { name: 'Create and add' }).click();
    await hero.getByRole('button', { name: 'Added to Rainy Sundays' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/movies-detail/${movie.slug}`);

    await page.setViewportSize(PHONE);
    const tabs = page.getByRole('navigation', { name: 'Sections' });
    await tabs.getByRole('link', { name: 'My List' }).click();
    await page.waitForURL(/\/watchlist-detail$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Playlists' }).click();
    await page.locator('.playlist-card').filter({ hasText: 'Rainy Sundays' }).getByText('1 title').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps a member who presses Watchlist or Add to playlist before the page knows who they are on the title', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await page.goto('/');
    await signInWithApi(page, '+919855566791');
    // A slow answer to "who is signed in" (a busy server, a poor network) while the title is shown.
    await page.route('**/api/session', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`/movies-detail/${movie.slug}`);
    const hero = page.locator('.title-hero');
    await hero.getByRole('button', { name: 'Watchlist' }).click();
    await hero.getByRole('button', { name: 'In your watchlist' }).waitFor();
    await page.reload();
    await hero.getByRole('button', { name: 'Add to playlist' }).click();
    await hero.getByRole('button', { name: 'Create and add' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/movies-detail/${movie.slug}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('saves a title to the watchlist, builds a public playlist with a thumbnail, shares it and deletes it', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await page.goto('/');
    await signInWithApi(page, '+919855566778');

    await page.goto(`/movies-detail/${movie.slug}`);
    await page.getByRole('heading', { level: 1, name: movie.name.en }).waitFor();
    await page.locator('.title-hero').getByRole('button', { name: 'Watchlist' }).click();
    await page.locator('.title-hero').getByRole('button', { name: 'In your watchlist' }).waitFor();
    await page.goto('/watchlist-detail');
    await page.getByText('1 title', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Remove ${movie.name.en} from your watchlist` }).click();
    await page.getByText('Your watchlist is empty.').waitFor();

    await page.goto('/playlist');
    await page.getByText('You have no playlists yet.').waitFor();
    await page.getByRole('button', { name: 'Create playlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'New playlist' });
    await dialog.getByRole('button', { name: 'Save playlist' }).click();
    await dialog.getByText('Enter a name (at most 80 characters).').waitFor();
    await dialog.getByLabel('Name').fill('Monsoon evenings');
    await dialog.getByLabel(/^Public/).check();
    await dialog.getByLabel('Thumbnail (optional)').setInputFiles(fakeWebp);
    await dialog.getByRole('button', { name: 'Save playlist' }).click();
    await dialog.getByText('This file is not a WebP, GIF, PNG or JPEG picture.').waitFor();
    await dialog.getByLabel('Thumbnail (optional)').setInputFiles(picture);
    await dialog.getByRole('button', { name: 'Save playlist' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = page.locator('.playlist-card').filter({ hasText: 'Monsoon evenings' });
    await card.locator('img').waitFor();
    expect(await card.locator('.playlist-stats').textContent()).toContain('Public');

    await page.goto(`/movies-detail/${movie.slug}`);
    await page.getByRole('button', { name: 'Add to playlist' }).click();
    // The whole menu shows: its last entry is what the page has at that point, not clipped away.
    const manage = page.getByRole('link', { name: 'Manage playlists' });
    await manage.waitFor();
    const clippedBy = await manage.evaluate((link) => {
      const box = link.getBoundingClientRect();
      for (let parent = link.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflow === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        if (box.top < frame.top || box.bottom > frame.bottom) return parent.className;
      }
      return null;
    });
    expect(clippedBy).toBeNull();
    await page.getByRole('button', { name: 'Monsoon evenings' }).click();
    await page.getByText('Added to Monsoon evenings').waitFor();

    await page.goto('/playlist');
    await card.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Monsoon evenings' }).waitFor();
    await page.locator('.title-card').filter({ hasText: movie.name.en }).waitFor();
    const shared = page.url();

    // Someone else, not signed in, opens the shared link.
    const visitor = await newJourney(browser, DESKTOP);
    await visitor.page.goto(shared);
    await visitor.page.getByRole('heading', { level: 1, name: 'Monsoon evenings' }).waitFor();
    await visitor.page.getByText('1 view', { exact: true }).waitFor();
    await visitor.context.close();

    await page.goto('/playlist');
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'Are You Sure?' }).waitFor();
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.getByRole('heading', { name: 'Deleted!' }).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByText('You have no playlists yet.').waitFor();
    // The text file refused by the server (415) is an expected answer.
    expect(problems.filter((problem) => !/status of 415/.test(problem))).toEqual([]);
    await context.close();
  });
});
