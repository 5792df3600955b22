import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithApi } from './support/accounts';
import { DESKTOP, newJourney, openBrowser } from './support/browser';
import { demoOperatorCookies } from './support/demo-operator';

/** A member who signed up. */
const MEMBER = '+919812345602';

let browser: Browser;
let operatorCookies: Awaited<ReturnType<typeof demoOperatorCookies>>;
beforeAll(async () => {
  browser = await openBrowser();
  const member = await newJourney(browser, DESKTOP, '198.51.100.41');
  await member.page.goto('/');
  await signInWithApi(member.page, MEMBER);
  await member.context.close();
  operatorCookies = await demoOperatorCookies(browser);
});
afterAll(() => browser.close());

/** A journey signed in as the demo operator. */
async function asOperator(viewport = DESKTOP) {
  const journey = await newJourney(browser, viewport);
  await journey.context.addCookies(operatorCookies);
  return journey;
}

describe('the console’s members', () => {
  it('finds a member by the digits of their number, from the list and from the search box, and opens their page', async () => {
    const { page, context, problems } = await asOperator();
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Members' }).click();
    await page.getByLabel('Search members').fill('98123 45602');
    await page.waitForURL(/q=/);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByRole('link', { name: '+919812345602' }).click();
    await page.getByRole('heading', { level: 1, name: '+919812345602' }).waitFor();
    await page.getByText('No plan: free titles only.').waitFor();
    expect(await page.locator('section[aria-labelledby=member-devices] tbody tr').count()).toBe(1);

    // The top bar's search box lists members too, for an admin.
    await page.goto('/admin');
    await page.getByRole('combobox', { name: 'Search the console' }).fill('45602');
    await page.getByRole('option', { name: /\+919812345602/ }).click();
    await page.waitForURL(/\/admin\/members\/\d+$/);
    await page.getByRole('heading', { level: 2, name: 'Signed-in devices' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
