import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { baseUrl, DESKTOP, newJourney, openBrowser, PHONE } from './support/browser';
import { demoOperatorCookies, operatorJourney } from './support/demo-operator';

const BUYER = '+919812345631';

let browser: Browser;
let orderNumber: string;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const asOperator = () => operatorJourney(browser);

/** The buyer puts a T-shirt in the cart and orders it to be paid by cheque (it waits on hold), through the API. */
async function placeChequeOrder(page: Page): Promise<string> {
  const origin = { origin: new URL(page.url()).origin };
  const list = (await (await page.request.get('/api/shop/products?category=clothing')).json()) as {
    items: { slug: string }[];
  };
  const tee = (await (await page.request.get(`/api/shop/products/${list.items[0]?.slug}`)).json()) as {
    variants: { id: number }[];
  };
  await page.request.post('/api/shop/cart/items', {
    data: { variantId: tee.variants[0]?.id, quantity: 2 },
    headers: origin,
  });
  const placed = await page.request.post('/api/shop/orders', {
    data: {
      billing: {
        firstName: 'Ishaan',
        lastName: 'Bose',
        country: 'IN',
        street: '4 Park Street',
        town: 'Kolkata',
        state: 'West Bengal',
        postcode: '700016',
        phone: '9812345631',
        email: 'ishaan.bose@example.in',
      },
      notes: 'Please leave it with the porter.',
      shippingMethod: 'flat_rate',
      paymentMethod: 'cheque',
    },
    headers: { ...origin, 'idempotency-key': 'e2e-console-cheque-order' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { number: string } }).order.number;
}

describe('the console’s orders', () => {
  it('an operator finds a cheque order from the search box, marks it paid with a note, and the buyer sees it processing', async () => {
    const buyer = await newJourney(browser, DESKTOP, '198.51.100.63');
    await buyer.page.goto('/');
    await signInWithApi(buyer.page, BUYER);
    orderNumber = await placeChequeOrder(buyer.page);

    const { page, context, problems } = await asOperator();
    await page.goto('/admin');
    await page.getByRole('combobox', { name: 'Search the console' }).fill(orderNumber);
    await page.getByRole('option', { name: new RegExp(`#${orderNumber}.*Ishaan Bose.*On hold`) }).click();
    await page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` }).waitFor();
    await page.getByText('Please leave it with the porter.').waitFor();
    expect(await page.locator('section[aria-labelledby=order-items] tbody tr').count()).toBe(1);

    await page.getByRole('button', { name: 'Mark paid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark paid' });
    await dialog.getByLabel('Note for the buyer (optional)').fill('Cheque cleared on Monday.');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await dialog.waitFor({ state: 'detached' });
    const summary = page.locator('section[aria-labelledby=order-summary]');
    await summary.getByText('Processing').waitFor();
    const history = page.locator('section[aria-labelledby=order-history]');
    await history.getByText('On hold → Processing').waitFor();
    await history.getByText('Cheque cleared on Monday.').waitFor();
    // Processing orders may be completed, put back on hold or cancelled; they are not paid twice.
    expect(await page.locator('.order-console__moves button').allInnerTexts()).toEqual([
      'Mark completed',
      'Put on hold',
      'Cancel the order',
      'Mark refunded',
    ]);

    // The list finds it by the buyer's name, filtered to processing orders.
    await page.getByRole('link', { name: 'Orders' }).first().click();
    await page.getByLabel('Search orders').fill('ishaan');
    await page.getByLabel('Status').selectOption('processing');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await page.locator('tbody tr').first().innerText()).toContain(`#${orderNumber}`);

    // The packing slip: where it goes and what is in it, without prices.
    await page.goto(`/admin/orders/${orderNumber}/packing-slip`);
    await page.getByRole('heading', { level: 1, name: 'Packing slip' }).waitFor();
    const slip = await page.locator('main').innerText();
    expect(slip).toContain('4 Park Street');
    expect(slip).toContain(`#${orderNumber}`);
    expect(slip).not.toContain('₹');
    expect(await page.locator('.packing-slip__items tbody td').nth(2).innerText()).toBe('2');
    expect(problems).toEqual([]);
    await context.close();

    await buyer.page.goto(`/order-received/${orderNumber}`);
    await buyer.page.locator('.order-page__facts').getByText('Processing').waitFor();
    await buyer.context.close();
  }, 60_000);

  it('the orders list and an order fit a phone in Arabic, with nothing serious for axe', async () => {
    // The site's CSP keeps out scripts it did not send; axe is the test's own, so it is let in here only.
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), bypassCSP: true });
    await context.addCookies(await demoOperatorCookies(browser));
    const page = await context.newPage();
    for (const [path, ready] of [
      ['/admin/orders', 'tbody tr'],
      [`/admin/orders/${orderNumber}`, '.console-timeline li'],
      [`/admin/orders/${orderNumber}/packing-slip`, '.packing-slip__items'],
    ] as const) {
      await page.goto(`${path}?lang=ar`);
      await page.locator(ready).first().waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(fits, `${path} runs off a phone's screen`).toBe(true);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await context.close();
  }, 60_000);
});
