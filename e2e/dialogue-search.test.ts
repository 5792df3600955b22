/* global document -- the playback probe runs inside the page */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MomentHit } from '@reelhouse/contracts/catalogue';
import { baseUrl, DESKTOP, newJourney, openBrowser, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/**
 * The demo's first clip says "Cells are born and die on a grid: a game of life." (in Arabic too)
 * a few seconds in. Its cues are indexed as the clips are made after the server starts: waits
 * until the search finds a free movie saying it, and a paid title too, and answers the free
 * movie's moment (names in `lang`).
 */
async function freeMovieSaying(query: string, lang: string): Promise<MomentHit> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const answer = await fetch(`${baseUrl()}/api/search?${new URLSearchParams({ q: query, lang, limit: '30' })}`);
    const { moments } = (await answer.json()) as { moments: MomentHit[] };
    const found = moments.find((moment) => moment.title.accessTier === 'free' && moment.title.kind === 'movie');
    const paid = moments.some((moment) => moment.title.accessTier !== 'free');
    if (found && paid) return found;
    if (Date.now() > deadline) throw new Error(`no free movie and paid title say “${query}”`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

describe('dialogue search', () => {
  it.each([
    // A letter dropped from "born".
    {
      lang: 'en',
      viewport: DESKTOP,
      query: 'cells are bon and die on a grid',
      heading: 'Moments',
      needsPlan: 'Subscribe To Watch',
    },
    // ه for ة, as a hurried typist writes it, and a letter dropped from "تموت".
    { lang: 'ar', viewport: PHONE, query: 'خلايا تولد وتمت على شبكه', heading: 'لحظات', needsPlan: 'اشترك للمشاهدة' },
  ])(
    'finds the moment a line is said and plays from just before it ($lang)',
    async ({ lang, viewport, query, heading, needsPlan }) => {
      const moment = await freeMovieSaying(query, lang);
      const { page, context, problems } = await newJourney(browser, viewport);
      await page.goto(`/?lang=${lang}`);
      await page.locator('.site-header__actions .icon-button').first().click();
      const box = page.locator('#header-search input[role=combobox]');
      await box.fill(query);
      // As you type, lines of dialogue are suggested beside titles and people.
      await page.locator('[role=listbox] [role=option]').filter({ hasText: moment.text }).first().waitFor();
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=/);

      const moments = page.getByRole('region', { name: heading });
      const link = moments.getByRole('link').filter({ hasText: moment.title.name });
      expect(await link.first().textContent()).toContain(moment.text);
      // A visitor's free plan does not play the paid titles saying it: their lines say so.
      await moments.getByRole('link').filter({ hasText: needsPlan }).first().waitFor();
      expect(await link.first().textContent()).not.toContain(needsPlan);
      await link.first().click();
      await page.waitForURL(/\/Player\?title=[^&]+&t=\d+/);
      await page.waitForFunction(
        () => {
          const video = document.querySelector('video');
          return video !== null && !video.paused && video.currentTime > 0;
        },
        undefined,
        { timeout: 30_000 },
      );
      const at = await page.evaluate(() => document.querySelector('video')?.currentTime ?? -1);
      expect(Math.abs(at - moment.startSeconds)).toBeLessThan(3);
      expect(problems).toEqual([]);
      await context.close();
    },
    150_000,
  );
});
