import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { signInWithApi } from './support/accounts';
import { DESKTOP, newJourney, openBrowser } from './support/browser';
import { operatorJourney } from './support/demo-operator';
import { waitUntilPlayable } from './support/playback';

const premium = buildDemoCatalogue().titles.find(
  (title) =>
    title.status === 'published' && title.kind === 'movie' && title.accessTier === 'premium' && title.rating === 'U',
);
if (!premium) throw new Error('the demo catalogue has no premium U movie');

/** A member who signed up. */
const MEMBER = '+919812345602';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
  const member = await newJourney(browser, DESKTOP, '198.51.100.41');
  await member.page.goto('/');
  await signInWithApi(member.page, MEMBER);
  await member.context.close();
});
afterAll(() => browser.close());

const asOperator = (viewport = DESKTOP) => operatorJourney(browser, viewport);

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

  it('grants a complimentary Premium that the member can play at once, then blocks and unblocks them', async () => {
    const viewer = await newJourney(browser, DESKTOP, '198.51.100.42');
    await viewer.page.goto('/');
    await signInWithApi(viewer.page, '+919812345603');
    const origin = { origin: new URL(viewer.page.url()).origin };
    const playback = `/api/titles/${premium.slug}/playback`;
    expect((await viewer.page.request.post(playback, { headers: origin })).status()).toBe(403);

    const { page, context, problems } = await asOperator();
    await page.goto('/admin/members?q=45603');
    await page.getByRole('link', { name: '+919812345603' }).click();
    await page.getByRole('button', { name: 'Grant a plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant a complimentary plan' });
    await dialog.getByLabel('Plan').selectOption('premium');
    await dialog.getByRole('button', { name: 'Grant' }).click();
    // Nothing is granted without a reason: it is asked for beside its field.
    await dialog.getByText('Say why, in a few words (3 to 500 characters).').waitFor();
    await dialog.getByLabel('Reason').fill('Festival gift');
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await dialog.waitFor({ state: 'detached' });
    const plan = page.locator('section[aria-labelledby=member-plan]');
    await plan.getByText(/^Premium, until/).waitFor();
    await plan.getByText('Complimentary: Festival gift').waitFor();
    await waitUntilPlayable(playback, viewer.page);

    await page.getByRole('button', { name: 'Block' }).click();
    const block = page.getByRole('dialog', { name: 'Block this member' });
    await block.getByLabel('Reason').fill('Shared the account publicly');
    await block.getByRole('button', { name: 'Block' }).click();
    await page.getByText(/^Blocked since .*: Shared the account publicly$/).waitFor();
    expect((await viewer.page.request.get('/api/account')).status()).toBe(401);
    await page.getByRole('button', { name: 'Unblock' }).click();
    await page.getByRole('button', { name: 'Block' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
    await viewer.context.close();
  }, 120_000);
});
