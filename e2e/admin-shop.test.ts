import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, newJourney, openBrowser } from './support/browser';
import { demoOperatorCookies } from './support/demo-operator';
import { moveToTopByKeyboard } from './support/keyboard-sorting';

let browser: Browser;
let operatorCookies: Awaited<ReturnType<typeof demoOperatorCookies>>;
beforeAll(async () => {
  browser = await openBrowser();
  operatorCookies = await demoOperatorCookies(browser);
});
afterAll(() => browser.close());

const png = async (colour: string) => ({
  name: `${colour.slice(1)}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

/** Moves a sortable item up with the keyboard until it is said to be first (see admin-console.test.ts for why frame by frame). */
describe('the console’s shop', () => {
  it('an operator adds a product with pictures and a second size, finds it running low, shoppers see it until it is archived', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await context.addCookies(operatorCookies);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('link', { name: 'Add a product' }).click();

    // A price that is not one is refused beside its field, and nothing is created.
    await page.getByLabel('Name').first().fill('Console Test Mug');
    await page.getByLabel('Short description').first().fill('A mug made in the console.');
    await page.getByLabel('Description', { exact: true }).first().fill('Stoneware, 350 ml, dishwasher safe.');
    await page.getByLabel('Slug').fill('console-test-mug');
    await page.getByLabel('SKU').fill('rh-console-mug');
    await page.getByLabel('Price (₹, before GST)').fill('free');
    await page.getByLabel('Status').selectOption('published');
    await page.getByLabel('Stock', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByText('Enter a price above ₹0, such as 349.00.').waitFor();
    await page.getByLabel('Price (₹, before GST)').fill('349');
    await page.getByRole('checkbox', { name: 'Home & Kitchen' }).check();
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByText('Product created: add its pictures and variants.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Console Test Mug' }).waitFor();

    // Two pictures, the second then moved first: it becomes the card's.
    const pictures = page.locator('section[aria-labelledby=product-pictures]');
    await page.getByLabel('Add a picture').setInputFiles(await png('#aa3344'));
    await page.getByText('Picture added.').first().waitFor();
    await page.getByLabel('Add a picture').setInputFiles(await png('#2255aa'));
    await pictures.getByText('Picture 2').waitFor();
    const firstSource = () => pictures.locator('img').first().getAttribute('src');
    const before = await firstSource();
    await moveToTopByKeyboard(page, 'Move Picture 2', 'Picture 2', 2);
    await expect.poll(firstSource).not.toBe(before);

    // A larger size of its own, with its own price.
    const another = page.getByRole('form', { name: 'Another variant' });
    await another.getByLabel('SKU').fill('RH-CONSOLE-MUG-XL');
    await another.getByLabel('Size').fill('XL');
    await another.getByLabel('Price (₹, before GST)').fill('449');
    await another.getByLabel('Stock', { exact: true }).fill('20');
    await another.getByRole('button', { name: 'Add variant' }).click();
    await page.getByText('Variant added.').waitFor();
    await page.getByRole('form', { name: 'RH-CONSOLE-MUG-XL' }).waitFor();

    // Three in stock with an alert at five: it is on the low-stock list.
    await page.getByRole('link', { name: 'Products', exact: true }).first().click();
    await page.getByRole('link', { name: 'Low stock' }).click();
    // The low-stock table itself: the products list before it also has a row for the mug.
    const lowStock = page.getByRole('table', { name: 'Low stock' });
    await lowStock.getByRole('row', { name: /Console Test Mug/ }).waitFor();
    expect(await lowStock.getByRole('row', { name: /Console Test Mug/ }).count()).toBe(1);

    const shopper = await newJourney(browser, DESKTOP);
    await shopper.page.goto('/product-detail/console-test-mug');
    await shopper.page.getByRole('heading', { level: 1, name: 'Console Test Mug' }).waitFor();
    await shopper.page.getByText('₹349.00').first().waitFor();

    // Archived, it leaves the shop (and the shop's other journeys keep their counts).
    await page.getByRole('link', { name: 'Console Test Mug' }).click();
    await page.getByLabel('Status').selectOption('archived');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes saved.').waitFor();
    await shopper.page.goto('/all-products');
    await shopper.page.getByText('Showing 1–10 of 30 results').waitFor();
    await shopper.context.close();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an operator gives a download its file, is told which files the shop will not hand out, and takes it off again', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await context.addCookies(operatorCookies);
    await page.goto('/admin/products/new');
    await page.getByLabel('Name').first().fill('Console Test Zine');
    await page.getByLabel('Short description').first().fill('A zine made in the console.');
    await page.getByLabel('Description', { exact: true }).first().fill('Twelve pages about the making of a film.');
    await page.getByLabel('Slug').fill('console-test-zine');
    await page.getByLabel('SKU').fill('RH-CONSOLE-ZINE');
    await page.getByLabel('Kind').selectOption('digital');
    await page.getByLabel('Price (₹, before GST)').fill('99');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByRole('heading', { level: 1, name: 'Console Test Zine' }).waitFor();

    const files = page.locator('section[aria-labelledby=product-files]');
    await files.getByText('No files yet').waitFor();
    const zine = {
      name: 'zine.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(`%PDF-1.7\n${'x'.repeat(2991)}`),
    };
    await page.getByLabel('Add a file').setInputFiles({ ...zine, name: 'zine.exe' });
    await files.getByRole('alert').getByText('The shop does not hand out this kind of file').waitFor();
    await page.getByLabel('Add a file').setInputFiles(zine);
    await page.getByText('zine.pdf added: its buyers can download it now.').waitFor();
    await files.getByText('3 kB · held by 0 paid orders').waitFor();
    expect(await files.getByRole('alert').count()).toBe(0);

    await files.getByRole('button', { name: 'Remove zine.pdf' }).click();
    await page
      .getByText('“zine.pdf” is deleted, and the 0 paid orders that hold it can no longer download it.')
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.getByText('zine.pdf removed.').waitFor();
    await files.getByText('No files yet').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an operator adds a coupon, is told when its percent is too high, and changes it', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await context.addCookies(operatorCookies);
    await page.goto('/admin/coupons');
    await page.getByRole('button', { name: 'Add a coupon' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Code').fill('console15');
    await dialog.getByLabel('Percent off').fill('150');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('Enter an amount above 0 (a percent at most 100).').waitFor();
    await dialog.getByLabel('Percent off').fill('15');
    await dialog.getByLabel('Uses in all').fill('100');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Coupon CONSOLE15 saved.').waitFor();
    const row = page.getByRole('row', { name: /CONSOLE15/ });
    expect(await row.innerText()).toContain('15% off');

    await row.getByRole('button', { name: 'Edit CONSOLE15' }).click();
    await dialog.getByLabel('Discount type').selectOption('fixed_cart');
    await dialog.getByLabel('Amount off (₹)').fill('100');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => row.innerText()).toContain('₹100.00 off the cart');
    expect(problems).toEqual([]);
    await context.close();
  });
});
