import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithApi } from './support/accounts';
import { DESKTOP, newJourney, openBrowser } from './support/browser';
import { operatorJourney } from './support/demo-operator';

/** Who may enter the console, and its list of titles. */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const asOperator = () => operatorJourney(browser);

describe('the operator console', () => {
  it('sends a visitor to sign in and back, and tells a member it is for operators only', async () => {
    const { page, context } = await newJourney(browser, DESKTOP, '198.51.100.32');
    await page.goto('/admin/titles?kind=series');
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/titles?kind=series');
    await signInWithApi(page, '+919812345601');
    await page.goto('/admin');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('For operators only');
    await context.close();
  });

  it('lists every title with filters, sorting and pages kept in the address', async () => {
    const { page, context, problems } = await asOperator();
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Titles', exact: true }).click();
    await page.waitForURL(/\/admin\/titles$/);
    const rows = page.locator('.data-table tbody tr:not(.data-table__skeleton)');
    await expect.poll(() => rows.count()).toBe(25);

    await page.getByLabel('Kind').selectOption('series');
    await page.waitForURL(/kind=series/);
    await expect
      .poll(async () => [...new Set(await page.locator('td[data-column="kind"]').allTextContents())])
      .toEqual(['Web series']);

    await page.getByRole('button', { name: 'Title' }).click();
    await page.waitForURL(/sort=name&order=asc/);
    const names = async () => page.locator('.admin-title-cell__name').allTextContents();
    await expect
      .poll(async () => {
        const shown = await names();
        return shown.length > 1 && shown.join('|') === [...shown].sort((a, b) => a.localeCompare(b, 'en')).join('|');
      })
      .toBe(true);
    await expect.poll(() => page.locator('th[aria-sort="ascending"]').textContent()).toBe('Title');

    // The address is the list: a reload (or a shared link) shows the same.
    const before = await names();
    await page.reload();
    await expect.poll(names).toEqual(before);
    expect(await page.getByLabel('Kind').inputValue()).toBe('series');

    // A search with a typo still finds the title; a filter that matches nothing says so and clears.
    const wanted = before[0] ?? '';
    const typo = `${wanted.slice(0, 3)}${wanted.slice(4, 8)}`;
    await page.getByLabel('Search titles').fill(typo);
    await page.waitForURL(/q=/);
    await expect.poll(names).toContain(wanted);
    await page.getByLabel('Status').selectOption('archived');
    await expect.poll(() => page.getByText('No title matches these filters.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await expect.poll(() => rows.count()).toBe(25);
    // The filters go; the order chosen stays.
    expect(new URL(page.url()).search).toBe('?sort=name&order=asc');

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByText(/^26–50 of \d+$/).isVisible()).toBe(true);

    // Dates are written the console language's way: Greek months in Greek (its tag is el, not gr).
    await page.goto('/admin/titles?lang=gr');
    await expect
      .poll(() => page.locator('td[data-column="updated"]').first().textContent())
      .toMatch(/\p{Script=Greek}/u);
    expect(problems).toEqual([]);
    await context.close();
  });
});
