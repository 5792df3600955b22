import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithApi } from './support/accounts';
import { newJourney, openBrowser, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe('recommendations', () => {
  it('give a member who has watched nothing yet the most watched in their profile’s language, in the interface’s words', async () => {
    const { page, problems } = await newJourney(browser, PHONE, '198.51.100.51');
    await page.goto('/?lang=ar');
    await signInWithApi(page, '+919877712371');
    await page.goto('/?lang=ar');
    // The holder's profile speaks English: "Popular in English", said in Arabic.
    const rail = page.getByRole('region', { name: 'الأكثر مشاهدة باللغة الإنجليزية' });
    await rail.waitFor();
    expect(await rail.locator('.title-card').count()).toBeGreaterThan(0);
    expect(await rail.locator('.title-card__rating').allTextContents()).not.toContain('A');
    expect(problems).toEqual([]);
  }, 60_000);
});
