import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, newJourney, openBrowser } from './support/browser';
import { demoOperatorCookies } from './support/demo-operator';

let browser: Browser;
let operatorCookies: Awaited<ReturnType<typeof demoOperatorCookies>>;
beforeAll(async () => {
  browser = await openBrowser();
  operatorCookies = await demoOperatorCookies(browser);
});
afterAll(async () => {
  // Other journeys read Basic's demo price: it is put back whatever happened here.
  const context = await browser.newContext({ baseURL: baseUrl() });
  await context.addCookies(operatorCookies);
  await context.request.patch('/api/admin/plans/basic', {
    data: { pricePaise: 14_900 },
    headers: { origin: baseUrl() },
  });
  await context.close();
  await browser.close();
});

describe('the console’s plans', () => {
  it('an operator changes the Basic price, told first what a price looks like, and the pricing page shows it', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await context.addCookies(operatorCookies);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Plans' }).click();
    await page.getByRole('link', { name: 'Basic' }).click();
    await page.getByRole('heading', { level: 1, name: 'Basic' }).waitFor();

    const price = page.getByLabel('Price (₹, before GST)');
    await price.fill('a lot');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter a price in rupees from 0 to 1,00,000, such as 149.00.').waitFor();
    await price.fill('159');
    await page.getByText('With GST: ₹187.62').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved.').waitFor();
    await page.getByRole('link', { name: 'Plans' }).first().click();
    expect(await page.getByRole('row', { name: /^Basic / }).innerText()).toContain('₹159.00 + 18% = ₹187.62');

    // The audit log tells who changed the price, from what to what.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Area').selectOption('plan');
    const line = page.locator('tbody tr').first();
    await line.getByText('Plan · changed').waitFor();
    await line.getByText('pricePaise: 14900 → 15900').waitFor();

    const visitor = await newJourney(browser, DESKTOP);
    await visitor.page.goto('/pricing');
    const table = visitor.page.getByRole('table', { name: 'The plans compared' });
    await table.getByText('₹187.62').waitFor();
    await visitor.context.close();
    expect(problems).toEqual([]);
    await context.close();
  });
});
