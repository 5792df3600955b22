import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor } from './support/accounts';
import { DESKTOP, newJourney, openBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe('buying a plan', () => {
  it('a visitor signs in with a code, picks Premium, pays in the PhonePe sandbox and sees the ₹ amount and transaction id', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP, '203.0.113.61');
    await page.goto('/subscription');
    await page.getByRole('link', { name: 'Sign in to choose Premium', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.locator('input[type=tel]').fill('98111 40401');
    await page.locator('form button[type=submit]').click();
    const code = page.locator('input[autocomplete=one-time-code]');
    await code.waitFor();
    await code.fill(await codeFor(page, '+919811140401'));
    await page.locator('form button[type=submit]').click();
    // A new member is asked for their details first; then on to the plans.
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('banner').getByRole('link', { name: 'Subscribe Now', exact: true }).click();

    await page.getByRole('button', { name: 'Choose Premium', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/phonepe/pay/'));
    await page.getByText('Demo payment — no money moves').waitFor();
    await page.getByRole('button', { name: 'Pay ₹352.82', exact: true }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/payment-success/'));
    const transactionId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
    const details = await page.locator('.payment-result__details').innerText();
    expect(details).toContain(transactionId);
    expect(details).toMatch(/Amount paid\s+₹352\.82/);
    expect(details).toMatch(/Invoice number\s+\d{4}-\d{2}-\d{6}/);

    const subscription = await (await page.request.get('/api/account/subscription')).json();
    expect(subscription).toMatchObject({ active: true, plan: { code: 'premium' } });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a declined payment with its reason and offers to try again', async () => {
    const { page, context } = await newJourney(browser, DESKTOP, '203.0.113.62');
    await page.goto('/login?next=/subscription');
    await page.locator('input[type=tel]').fill('98111 40402');
    await page.locator('form button[type=submit]').click();
    const code = page.locator('input[autocomplete=one-time-code]');
    await code.waitFor();
    await code.fill(await codeFor(page, '+919811140402'));
    await page.locator('form button[type=submit]').click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.goto('/subscription?lang=ar');
    await page.locator('.plan-card button').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/phonepe/pay/'));
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('button', { name: 'ارفض الدفع', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payment-success/'));
    await page.getByRole('heading', { level: 1, name: 'لم يكتمل الدفع' }).waitFor();
    await page.getByText('PAYMENT_DECLINED').waitFor();
    await page.getByRole('button', { name: 'حاول مرة أخرى', exact: true }).waitFor();
    await context.close();
  });
});
