import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithApi } from './support/accounts';
import { DESKTOP, newJourney, openBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe('addresses on My Account', () => {
  it('adds an address after fixing what the form points out, edits it and deletes it', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await page.goto('/');
    await signInWithApi(page, '+919844455667');
    await page.goto('/account');
    await page.locator('.account-nav').getByRole('link', { name: 'Orders' }).click();
    await page.getByText('You have not placed an order yet.').waitFor();
    await page.locator('.account-nav').getByRole('link', { name: 'Addresses' }).click();
    await page.getByText('No address saved yet.').waitFor();

    await page.getByRole('button', { name: 'Add address' }).click();
    await page.getByLabel('First name').fill('Kavya');
    await page.getByLabel('Last name').fill('Menon');
    await page.getByLabel('Country').selectOption('IN');
    await page.getByLabel('Street address').fill('21 Beach Road');
    await page.getByLabel('Town / City').fill('Kochi');
    await page.getByLabel('State').fill('Kerala');
    await page.getByLabel('PIN / ZIP code').fill('6820');
    await page.getByLabel('Phone').fill('98444 55667');
    await page.getByLabel('E-mail address').fill('kavya@example.com');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('Enter the PIN or ZIP code (6 digits in India).').waitFor();
    await page.getByLabel('PIN / ZIP code').fill('682001');
    await page.getByRole('button', { name: 'Save address' }).click();

    const card = page.locator('.address-card');
    await card.getByText('Kavya Menon').waitFor();
    await card.getByText('Default billing address').waitFor();
    await card.getByText('+919844455667').waitFor();

    await card.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Town / City').fill('Ernakulam');
    await page.getByRole('button', { name: 'Save address' }).click();
    await card.getByText('Ernakulam, Kerala 682001').waitFor();

    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'Are You Sure?' }).waitFor();
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.getByRole('heading', { name: 'Deleted!' }).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByText('No address saved yet.').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
