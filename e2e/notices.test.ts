import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titlePath } from '@reelhouse/contracts/web-routes';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { signInWithApi } from './support/accounts';
import { baseUrl, DESKTOP, newJourney, openBrowser } from './support/browser';
import { demoOperatorCookies } from './support/demo-operator';

// Titles no other journey uses (they take the first of a kind): this one changes them.
const shown = buildDemoCatalogue().titles.filter((title) => title.status === 'published' && title.rating !== 'A');
const series = shown.findLast((title) => title.kind === 'series');
const movie = shown.findLast((title) => title.kind === 'movie' && title.rating === 'U');
if (!series || !movie) throw new Error('the demo catalogue lacks a published series or U movie');

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** A `datetime-local` value this many days ahead, in the browser's (and this machine's) time zone. */
const localInDays = (days: number) => {
  const moment = new Date(Date.now() + days * 86_400_000);
  moment.setMinutes(moment.getMinutes() - moment.getTimezoneOffset());
  return moment.toISOString().slice(0, 16);
};

describe('notices', () => {
  it('ring the bell of a profile whose My List has the series an operator adds an episode to, and the title leaving soon', async () => {
    const viewer = await newJourney(browser, DESKTOP, '198.51.100.41');
    await viewer.page.goto('/');
    await signInWithApi(viewer.page, '+919877712361');
    await viewer.page.goto(titlePath(series.kind, series.slug));
    const hero = viewer.page.locator('.title-hero');
    const listed = viewer.page.waitForResponse(
      (response) => response.url().includes('/api/watchlist/') && response.request().method() === 'PUT',
    );
    await hero.getByRole('button', { name: 'Watchlist', exact: true }).click();
    expect((await listed).status()).toBe(204);
    await hero.getByRole('button', { name: 'In your watchlist' }).waitFor();
    expect(
      (await viewer.page.request.put(`/api/watchlist/${movie.slug}`, { headers: { origin: baseUrl() } })).status(),
    ).toBe(204);
    await viewer.page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await viewer.page.getByText('Nothing new yet.', { exact: false }).waitFor();

    // The operator adds an episode in the console, and gives the movie its last day.
    const operator = await newJourney(browser, DESKTOP, '198.51.100.42');
    await operator.context.addCookies(await demoOperatorCookies(browser));
    await operator.page.goto(`/admin/titles/${series.slug}`);
    await operator.page.getByRole('button', { name: 'Add episode' }).first().click();
    const dialog = operator.page.getByRole('dialog');
    await dialog.locator('#episode-en-name').fill('The Lantern Keeper');
    await dialog.getByRole('button', { name: 'Add episode' }).click();
    await operator.page.getByText('Episode added.').waitFor();
    await operator.page.goto(`/admin/titles/${movie.slug}`);
    await operator.page.getByLabel('Leaves the service on').fill(localInDays(5));
    await operator.page.getByRole('button', { name: 'Save changes' }).click();
    await operator.page.getByText('Changes saved.').waitFor();

    await viewer.page.reload();
    const bell = viewer.page.getByRole('button', { name: 'Notifications, unread: 2' });
    await bell.click();
    const lines = viewer.page.locator('.notice-bell__item');
    await expect.poll(() => lines.count()).toBe(2);
    expect(await lines.allInnerTexts()).toEqual([
      expect.stringMatching(new RegExp(`${series.name.en}\\s+New episode · S1 E\\d+ · The Lantern Keeper`)),
      expect.stringMatching(new RegExp(`${movie.name.en}\\s+Leaving on [A-Z][a-z]+ \\d+`)),
    ]);
    expect(await viewer.page.getByRole('img', { name: 'Unread' }).count()).toBe(2);
    // Opened is read: the count goes, and the next opening shows them read.
    await viewer.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await viewer.page.keyboard.press('Escape');
    await viewer.page.getByRole('button', { name: 'Notifications', exact: true }).click();
    expect(await viewer.page.getByRole('img', { name: 'Unread' }).count()).toBe(0);
    await lines.first().click();
    await viewer.page.waitForURL(
      (url) => url.pathname === '/episodes' && url.searchParams.get('title') === series.slug,
    );
    expect([...viewer.problems, ...operator.problems]).toEqual([]);

    const cleared = await operator.page.request.patch(`/api/admin/titles/${movie.slug}`, {
      headers: { origin: baseUrl() },
      data: { leavingAt: null },
    });
    expect(cleared.status()).toBe(200);
  }, 120_000);
});
