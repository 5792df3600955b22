import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithApi } from './support/accounts';
import { newJourney, openBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe('plans', () => {
  it('the header’s Subscribe Now lists the plans with the fee, GST and total, and leads on to the comparison', async () => {
    const { page, problems, context } = await newJourney(browser);
    await page.goto('/about-us');
    await page.getByRole('banner').getByRole('link', { name: 'Subscribe Now', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/subscription');
    const basic = page.getByRole('article', { name: 'Basic' });
    // ₹149.00 + 18 % GST (₹26.82) = ₹175.82 a month.
    await basic.getByText('₹175.82').waitFor();
    expect(await basic.getByText('per month').count()).toBe(1);
    expect(await basic.locator('dl').innerText()).toMatch(/Plan fee\s+₹149\.00\s+GST \(18 %\)\s+₹26\.82/);
    await basic.getByText('Up to 720p').waitFor();
    await page.getByRole('article', { name: 'Premium' }).getByText('4 screens at a time').waitFor();
    expect(await page.getByRole('article').count()).toBe(3);

    await page.getByRole('link', { name: 'Compare the plans side by side' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    const table = page.getByRole('table', { name: 'The plans compared' });
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Free', 'Basic', 'Premium']);
    const adult = table.getByRole('row', { name: /A-rated titles/ });
    expect(await adult.getByText('Included', { exact: true }).count()).toBe(1);
    expect(await adult.getByText('not included', { exact: true }).count()).toBe(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps a member who presses a plan before the page knows who they are on the plans page, with their own button', async () => {
    const { page, problems, context } = await newJourney(browser);
    await page.goto('/');
    await signInWithApi(page, '+919855566792');
    // A slow answer to "who is signed in" (a busy server, a poor network) while the plans are shown.
    await page.route('**/api/session', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/subscription');
    const premium = page.getByRole('article', { name: 'Premium' });
    await premium.getByRole('link', { name: 'Sign in to choose Premium' }).click();
    await premium.getByRole('button', { name: 'Choose Premium', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/subscription');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads right to left in Arabic, with the plans in Arabic', async () => {
    const { page, context } = await newJourney(browser);
    await page.goto('/subscription?lang=ar');
    await page.getByRole('heading', { level: 1, name: 'اختر خطتك' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('article', { name: 'مجاني' }).waitFor();
    await context.close();
  });
});
