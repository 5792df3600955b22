import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithApi } from './support/accounts';
import { DESKTOP, PHONE, newJourney, openBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** Fills the checkout's billing address as a person would. */
async function fillBilling(page: Page) {
  await page.getByLabel('First name').first().fill('Asha');
  await page.getByLabel('Last name').first().fill('Rao');
  await page.getByLabel('Street address').first().fill('12 MG Road');
  await page.getByLabel('Town / City').first().fill('Bengaluru');
  await page.getByLabel('State').first().fill('Karnataka');
  await page.getByLabel('PIN / ZIP code').first().fill('560001');
  await page.getByLabel('Phone').first().fill('98765 43210');
  await page.getByLabel('E-mail').first().fill('asha@example.in');
}

/** A billing address for orders placed through the API, with its own e-mail for tracking. */
const billingFor = (email: string) => ({
  firstName: 'Asha',
  lastName: 'Rao',
  country: 'IN',
  street: '12 MG Road',
  town: 'Bengaluru',
  state: 'Karnataka',
  postcode: '560001',
  phone: '9876543210',
  email,
});

const cartCount = (page: Page) => page.locator('.site-header .cart-badge').first().innerText();

describe('the shop', () => {
  it('a visitor filters the list, picks a size, adds to the cart, applies a coupon and pays cash on delivery', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP, '203.0.113.81');
    await page.goto('/all-products');
    await page.getByText('Showing 1–10 of 30 results').waitFor();
    await page.getByLabel('Size').selectOption('XXL');
    await page.getByText('Showing 1–6 of 6 results').waitFor();
    await page.locator('.product-card__link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/product-detail/'));
    const addToCart = page.getByRole('button', { name: 'Add to cart', exact: true });
    expect(await addToCart.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'M', exact: true }).click();
    await page.getByRole('button', { name: 'Black', exact: true }).click();
    await page.getByRole('button', { name: 'One more' }).click();
    await addToCart.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Added!' }).waitFor();
    await dialog.getByText('Your item has been added to the cart.').waitFor();
    await dialog.getByRole('button', { name: 'Continue shopping' }).click();
    expect(await cartCount(page)).toBe('2');

    // The cart panel lists the real cart.
    await page.getByRole('button', { name: 'Cart', exact: true }).first().click();
    const panel = page.locator('#cart-panel');
    await panel.getByText('2 × ₹').waitFor();
    await panel.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByPlaceholder('Coupon code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await page.getByText('Coupon WELCOME10').first().waitFor();

    await page.getByRole('main').getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.getByRole('link', { name: 'Sign in to check out' }).waitFor();
    await signInWithApi(page, '+919811180001');
    await page.reload();
    await fillBilling(page);
    await page.getByLabel('Cash on delivery').check();
    await page.getByText('Pay in cash when your order is delivered.').waitFor();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/order-received/'));
    await page.getByText('Thank you. Your order has been received.').waitFor();
    expect(await page.locator('.order-status').innerText()).toBe('Processing');
    expect(await page.locator('.order-page__items').innerText()).toMatch(/Coupon WELCOME10/);
    expect(await page.locator('.site-header .cart-badge').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  it('checkout knows the member: name, e-mail and mobile filled in, PhonePe chosen; the cart says coupons exist and Apply fits', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP, '203.0.113.85');
    await page.goto('/');
    await signInWithApi(page, '+919811180005');
    const changed = await page.request.patch('/api/account', {
      data: { firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.in' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(changed.ok()).toBe(true);
    await page.goto('/all-products?category=digital');
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await page.getByRole('dialog').getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByText('Have a coupon?', { exact: false }).waitFor();
    // In German on the narrowest phone, "Apply coupon" stays on one line.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/cart?lang=de');
    const apply = page.getByRole('button', { name: 'Gutschein einlösen' });
    await apply.waitFor();
    const lineHeight = await apply.evaluate((button) => parseFloat(getComputedStyle(button).lineHeight));
    expect((await apply.boundingBox())?.height ?? 0).toBeLessThan(lineHeight * 2);

    await page.setViewportSize(DESKTOP);
    await page.goto('/checkout?lang=en');
    expect(await page.getByLabel('First name').first().inputValue()).toBe('Meera');
    expect(await page.getByLabel('Last name').first().inputValue()).toBe('Iyer');
    expect(await page.getByLabel('E-mail').first().inputValue()).toBe('meera@example.in');
    expect(await page.getByLabel('Phone').first().inputValue()).toBe('+919811180005');
    expect(await page.getByLabel('PhonePe (UPI, cards, net banking)').isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  it('a member pays for a download with PhonePe in the sandbox and comes back to a paid order', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP, '203.0.113.82');
    await page.goto('/');
    await signInWithApi(page, '+919811180002');
    await page.goto('/all-products?category=digital');
    await page.getByText('Showing 1–3 of 3 results').waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await page.getByRole('dialog').getByRole('link', { name: 'View cart' }).click();
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await fillBilling(page);
    // Nothing to ship, and no cash on delivery for a download.
    await page.getByLabel('Nothing to ship (downloads)').waitFor();
    expect(await page.getByLabel('Cash on delivery').count()).toBe(0);
    await page.getByLabel('PhonePe (UPI, cards, net banking)').check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/phonepe/pay/'));
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/order-received/'));
    await page.getByText('Thank you. Your order has been received.').waitFor({ timeout: 20_000 });
    expect(await page.locator('.order-status').innerText()).toBe('Processing');
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  it('a visitor rates a product with the stars and sends a review, told first what is missing', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP, '203.0.113.86');
    await page.goto('/all-products');
    await page.locator('.product-card__link').first().click();
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    // The form arrives as the visitor scrolls down to it.
    await page.locator('.product-reviews').scrollIntoViewIfNeeded();
    const form = page.locator('.product-reviews__form');
    await form.getByLabel('Name', { exact: true }).fill('Meera');
    await form.getByLabel('E-mail', { exact: true }).fill('meera@example.in');
    await form.getByLabel('Your review').fill('Soft fabric and the print has lasted many washes.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Choose a rating from 1 to 5.').waitFor();
    // The focus goes to the stars, the one field still wrong.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('radio');
    await form.locator('.star-input__option', { hasText: '4 stars' }).click();
    // Four stars fill: the chosen one and those before it.
    const filled = await form
      .locator('.star-input svg')
      .evaluateAll((stars) => stars.filter((star) => getComputedStyle(star).fill !== 'none').length);
    expect(filled).toBe(4);
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Thank you! Your review will appear once a moderator has read it.').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('removes a cart line after asking, in Arabic on a phone', async () => {
    const { page, context } = await newJourney(browser, PHONE, '203.0.113.83');
    await page.goto('/all-products?category=home&lang=ar');
    await page.locator('.product-card .btn-accent').first().click();
    await page.getByRole('dialog').getByRole('link', { name: 'عرض السلة' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.locator('.cart-table .icon-button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('هل أنت متأكد؟').waitFor();
    await dialog.getByRole('button', { name: 'نعم، احذفه!' }).click();
    await dialog.getByText('تم الحذف!').waitFor();
    await dialog.getByRole('button', { name: 'حسنًا' }).click();
    await page.getByText('سلتك فارغة حاليًا.').waitFor();
    await context.close();
  }, 60_000);

  it('on a phone, in Arabic, the order page and the wishlist show every amount', async () => {
    const { page, context, problems } = await newJourney(browser, PHONE, '203.0.113.87');
    await page.goto('/?lang=ar');
    await signInWithApi(page, '+919811180007');
    const origin = { origin: new URL(page.url()).origin };
    const list = (await (await page.request.get('/api/shop/products?category=clothing')).json()) as {
      items: { id: number; slug: string }[];
    };
    const tee = (await (await page.request.get(`/api/shop/products/${list.items[0]?.slug}`)).json()) as {
      id: number;
      variants: { id: number }[];
    };
    await page.request.post('/api/shop/cart/items', {
      data: { variantId: tee.variants[0]?.id, quantity: 1 },
      headers: origin,
    });
    await page.request.put(`/api/shop/wishlist/${tee.id}`, { headers: origin });
    const placed = await page.request.post('/api/shop/orders', {
      data: {
        billing: billingFor('asha.phone@example.in'),
        shippingMethod: 'flat_rate',
        paymentMethod: 'cash_on_delivery',
      },
      headers: { ...origin, 'idempotency-key': 'e2e-phone-order' },
    });
    const { order } = (await placed.json()) as { order: { number: string; totalPaise: number } };
    await page.goto(`/order-received/${order.number}`);
    const total = page.locator('.order-page__items tfoot tr').last().locator('td');
    await total.waitFor({ state: 'attached' });
    // Each line and total keeps its amount on a narrow screen (the cart's phone layout once hid them).
    expect(await total.isVisible()).toBe(true);
    expect(await total.innerText()).toContain((order.totalPaise / 100).toFixed(2));
    await page.goto('/wishlist');
    const price = page.locator('.cart-table tbody tr').first().locator('td').nth(1);
    await price.waitFor({ state: 'attached' });
    expect(await price.isVisible()).toBe(true);
    expect(await price.innerText()).toMatch(/₹/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a member pays for a download, finds it in My Account → Orders and Downloads, downloads it, and anyone tracks the order', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP, '203.0.113.84');
    await page.goto('/');
    await signInWithApi(page, '+919811180004');
    const origin = { origin: new URL(page.url()).origin };
    // One paid download (PhonePe sandbox) and one cash-on-delivery order, placed through the API.
    const digital = (await (await page.request.get('/api/shop/products?category=digital')).json()) as {
      items: { defaultVariantId: number; slug: string }[];
    };
    const soundtrack = digital.items.find((item) => item.slug.endsWith('-soundtrack'));
    await page.request.post('/api/shop/cart/items', {
      data: { variantId: soundtrack?.defaultVariantId, quantity: 1 },
      headers: origin,
    });
    const billing = billingFor('asha.track@example.in');
    const online = await page.request.post('/api/shop/orders', {
      data: { billing, shippingMethod: 'none', paymentMethod: 'phonepe' },
      headers: { ...origin, 'idempotency-key': 'e2e-download-1' },
    });
    const { redirectUrl } = (await online.json()) as { redirectUrl: string };
    await page.goto(new URL(redirectUrl).pathname);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.getByText('Thank you. Your order has been received.').waitFor({ timeout: 20_000 });
    const orderNumber = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    await page.goto('/account?section=orders');
    await page.locator('.account-table').getByText('Processing').first().waitFor();
    // Each order's total is in rupees with its number of items.
    await page
      .locator('.account-table')
      .getByText(/^₹[\d,]+\.\d{2} for 1 item$/)
      .first()
      .waitFor();
    await page.goto('/account?section=downloads');
    const row = page.locator('.account-table tbody tr').first();
    // The "downloads remaining" cell, exactly: the row's order number or date may hold the same digit.
    const remaining = (count: string) =>
      page.locator('.account-table tbody tr').first().locator('td').nth(1).getByText(count, { exact: true });
    await remaining('5').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/soundtrack\.wav$/);
    await remaining('4').waitFor();
    // The server counted it too.
    await page.reload();
    await remaining('4').waitFor();

    await context.close();

    // Anyone can track it with the number and the billing e-mail.
    const visitor = await newJourney(browser, PHONE, '203.0.113.85');
    await visitor.page.goto('/track-order');
    await visitor.page.getByLabel('Order number').fill(orderNumber);
    await visitor.page.getByLabel('Billing e-mail').fill('someone@example.in');
    await visitor.page.getByRole('button', { name: 'Track' }).click();
    await visitor.page.getByText('No order matches this number and e-mail address.').waitFor();
    await visitor.page.getByLabel('Billing e-mail').fill('asha.track@example.in');
    await visitor.page.getByRole('button', { name: 'Track' }).click();
    await visitor.page.locator('.order-status').getByText('Processing').waitFor();
    expect(problems).toEqual([]);
    await visitor.context.close();
  }, 90_000);
});
