import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titlePath } from '@reelhouse/contracts/web-routes';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { codeFor } from './support/accounts';
import { DESKTOP, newJourney, openBrowser } from './support/browser';
import { waitUntilPlayable } from './support/playback';

const premium = buildDemoCatalogue().titles.find(
  (title) =>
    title.status === 'published' && title.kind === 'movie' && title.accessTier === 'premium' && title.rating === 'U',
);
if (!premium) throw new Error('the demo catalogue has no premium U movie');

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe('buying a plan', () => {
  it('a visitor opens a premium title, subscribes to Basic with Autopay, upgrades to Premium for the difference, and the title plays', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP, '203.0.113.61');
    await page.goto(titlePath('movie', premium.slug));
    const hero = page.locator('.title-hero');
    await hero.getByRole('link', { name: 'Log in', exact: true }).waitFor();
    await hero.getByRole('link', { name: 'Subscribe To Watch', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/subscription');

    await page.getByRole('link', { name: 'Sign in to choose Basic', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.locator('input[type=tel]').fill('98111 40401');
    await page.locator('form button[type=submit]').click();
    const code = page.locator('input[autocomplete=one-time-code]');
    await code.waitFor();
    await code.fill(await codeFor(page, '+919811140401'));
    await page.locator('form button[type=submit]').click();
    // A new member tells us their name first, then goes on to the plans.
    await page.getByLabel('First name').fill('Asha');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((url) => url.pathname === '/subscription');

    // The state decides the invoice's GST: asked before paying, next to its field.
    await page.getByRole('button', { name: 'Choose Basic', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Choose the state you live in before paying.' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('buyer-state');
    expect(new URL(page.url()).pathname).toBe('/subscription');
    await page.getByLabel('Your state').selectOption({ label: 'Karnataka' });
    // Renewal by UPI Autopay is offered, and on unless the member turns it off.
    expect(await page.getByRole('switch', { name: 'Renew automatically with UPI Autopay' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Choose Basic', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/phonepe/pay/'));
    await page.getByText('Demo payment — no money moves').waitFor();
    // The mandate's terms are on PhonePe's page before the member approves them with the first payment.
    await page.getByText(/you also allow Reelhouse to debit up to ₹[\d.]+ each time your plan renews/).waitFor();
    await page.getByRole('button', { name: 'Approve Autopay and pay ₹175.82', exact: true }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/payment-success/'));
    const transactionId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
    const details = await page.locator('.payment-result__details').innerText();
    expect(details).toContain(transactionId);
    expect(details).toMatch(/Amount paid\s+₹175\.82/);
    expect(details).toMatch(/Invoice number\s+\d{4}-\d{2}-\d{6}/);
    const invoiceNumber = /\d{4}-\d{2}-\d{6}/.exec(details)?.[0] ?? '';
    // Karnataka is not the seller's state (Maharashtra, the default): one IGST line at 18 %.
    await page.goto(`/account/invoices/${invoiceNumber}`);
    await page.getByText('Place of supply: Karnataka (29)').waitFor();
    const taxes = await page.locator('.invoice__lines tfoot th').allInnerTexts();
    expect(taxes).toEqual(['Taxable value', 'IGST (18 %)', 'Total paid']);

    // Basic does not cover the title: the member upgrades, told the prorated price before paying it.
    await page.goto('/subscription');
    const offer = page.locator('.plan-card').filter({ hasText: 'Premium' }).locator('.plan-card__note');
    await offer.getByText(/^Pay ₹[\d.]+ now/).waitFor();
    const quoted =
      /^Pay ₹([\d.]+) now \(GST included\) and Premium starts today, until (.+): the difference for the rest of your Basic period\. Then it renews at ₹352\.82\.$/.exec(
        await offer.innerText(),
      );
    expect(quoted).not.toBeNull();
    const [, difference = '', until = ''] = quoted ?? [];
    // A whole month of Basic left: about ₹299 − ₹149 = ₹150, and 18 % GST on it.
    expect(Number(difference)).toBeGreaterThan(170);
    expect(Number(difference)).toBeLessThanOrEqual(177);
    await page.getByRole('button', { name: 'Upgrade to Premium', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/phonepe/pay/'));
    await page.getByRole('button', { name: `Pay ₹${difference}`, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payment-success/'));
    await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
    const upgradeDetails = await page.locator('.payment-result__details').innerText();
    const upgradeInvoice = /\d{4}-\d{2}-\d{6}/.exec(upgradeDetails)?.[0] ?? '';
    await page.goto(`/account/invoices/${upgradeInvoice}`);
    await page.getByText('Upgrade from the Basic plan to Premium, prorated for the rest of the period').waitFor();
    await page.getByText(`₹${difference}`).last().waitFor();
    await page.goto(titlePath('movie', premium.slug));

    await waitUntilPlayable(`/api/titles/${premium.slug}/playback`, page);
    await hero.getByRole('button', { name: 'Watch now' }).click();
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, undefined, {
      timeout: 30_000,
    });

    // A subscriber: no Subscribe call in the header, the plan marked, the payment green, not alarm red.
    await page.goto('/account?section=subscription');
    // It renews by itself when the period ends, from the mandate, so no reminder to renew by hand.
    await page
      .locator('.plan-summary__renewal')
      .getByText(`Renews automatically on ${until}: Premium, ₹352.82.`, { exact: true })
      .waitFor();
    // The upgrade kept the date the plan renews on.
    await page.getByText(`Premium, until ${until}`, { exact: true }).waitFor();
    await page
      .locator('.plan-summary__mandate')
      .getByText(/^Paid by UPI Autopay: up to ₹[\d.]+ a debit/)
      .waitFor();
    expect(await page.locator('.plan-summary__notice').count()).toBe(0);
    // Cancelling takes two clicks and says until when the plan runs; resuming takes one.
    await page.getByRole('button', { name: 'Cancel renewal', exact: true }).click();
    await page.getByText(/^Your plan stays until .+ and then ends; nothing more is charged\./).waitFor();
    await page.getByRole('button', { name: 'Yes, cancel renewal', exact: true }).click();
    await page.getByText(`Renewal cancelled: your plan ends on ${until}. You can resume until then.`).waitFor();
    expect(await page.locator('.plan-summary__renewal').count()).toBe(0);
    await page.getByRole('button', { name: 'Resume renewal', exact: true }).click();
    await page
      .locator('.plan-summary__renewal')
      .getByText(/^Renews automatically on /)
      .waitFor();
    // The period the payment bought, read from the entitlement ledger.
    const periods = page.getByRole('table', { name: 'Your plan periods' });
    const period = periods.getByRole('row').nth(1);
    await period.waitFor();
    expect(await period.getByRole('cell').allInnerTexts()).toEqual([
      'Premium',
      expect.any(String),
      expect.any(String),
      'Paid',
      'Active',
    ]);
    const paid = page.locator('.payment-table').last().locator('.status-badge').filter({ hasText: 'Paid' }).first();
    await paid.waitFor();
    expect(await paid.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(79, 208, 143)');
    expect(await page.locator('.site-header__subscribe').count()).toBe(0);
    await page.goto('/subscription');
    await page.locator('.plan-card--held').getByText('Your plan').waitFor();
    expect(await page.locator('.plan-card--held h2').textContent()).toBe('Premium');
    expect(problems).toEqual([]);
    await context.close();
  }, 150_000);

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
    await page.locator('#buyer-state').selectOption('27');
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
