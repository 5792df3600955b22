import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithApi } from './support/accounts';
import { DESKTOP, newJourney, openBrowser } from './support/browser';
import { demoOperatorCookies } from './support/demo-operator';

let browser: Browser;
let operatorCookies: Awaited<ReturnType<typeof demoOperatorCookies>>;
beforeAll(async () => {
  browser = await openBrowser();
  operatorCookies = await demoOperatorCookies(browser);
});
afterAll(() => browser.close());

describe('the console’s payments', () => {
  it('an operator finds a member’s sandbox payment, refunds it with a reason, and the settlement shows the day', async () => {
    const member = await newJourney(browser, DESKTOP, '198.51.100.71');
    await member.page.goto('/');
    await signInWithApi(member.page, '+919812345671');
    const origin = { origin: new URL(member.page.url()).origin };
    const plans = (await (await member.page.request.get('/api/plans?lang=en')).json()) as {
      items: { id: number; code: string }[];
    };
    const basic = plans.items.find((plan) => plan.code === 'basic');
    const started = await member.page.request.post('/api/payments', {
      data: { planId: basic?.id },
      headers: { ...origin, 'idempotency-key': 'e2e-console-refund' },
    });
    const { merchantTransactionId } = (await started.json()) as { merchantTransactionId: string };
    await member.page.request.post('/sandbox/phonepe/simulate', {
      data: { merchantTransactionId, outcome: 'success' },
      headers: origin,
    });
    await expect
      .poll(
        async () =>
          ((await (await member.page.request.get('/api/account/subscription')).json()) as { active: boolean }).active,
      )
      .toBe(true);

    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await context.addCookies(operatorCookies);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Payments' }).click();
    await page.getByLabel('Search payments').fill(merchantTransactionId);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    const row = page.locator('tbody tr').first();
    await row.getByText('Paid').waitFor();
    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this payment' });
    await dialog.getByRole('button', { name: 'Refund ₹175.82' }).click();
    await dialog.getByText('Say why, in a few words (3 to 500 characters).').waitFor();
    await dialog.getByLabel('Reason').fill('Charged twice by mistake');
    await dialog.getByRole('button', { name: 'Refund ₹175.82' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Refunded', { exact: true }).waitFor();
    await row.getByText(/Charged twice by mistake/).waitFor();
    // The member's plan ended with the refund.
    await expect
      .poll(
        async () =>
          ((await (await member.page.request.get('/api/account/subscription')).json()) as { active: boolean }).active,
      )
      .toBe(false);

    // The member's page links the payment's invoice, which opens to print.
    await page.goto('/admin/members?q=45671');
    await page.getByRole('link', { name: '+919812345671' }).click();
    const invoice = page
      .locator('section[aria-labelledby=member-payments]')
      .getByRole('link', { name: /^\d{4}-\d{2}-\d{6}$/ });
    await page.goto((await invoice.getAttribute('href')) ?? '');
    await page.getByRole('heading', { level: 1, name: 'Tax invoice' }).waitFor();
    await page.getByText('Refunded').first().waitFor();

    await page.goto('/admin/payments');
    await page.getByRole('link', { name: 'Daily settlement' }).click();
    await page.getByRole('heading', { level: 2, name: 'Totals' }).waitFor();
    const csv = await page.request.get(
      (await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')) ?? '',
    );
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect((await csv.text()).split('\r\n')[0]).toBe(
      'date,payments,amount_inr,gst_inr,cgst_inr,sgst_utgst_inr,igst_inr,refunds,refunded_inr',
    );
    expect(problems).toEqual([]);
    await context.close();
    await member.context.close();
  }, 90_000);
});
