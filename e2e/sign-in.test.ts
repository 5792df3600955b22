import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { baseUrl, DESKTOP, newJourney, openBrowser, PHONE } from './support/browser';

const adult = buildDemoCatalogue().titles.find((title) => title.rating === 'A' && title.kind === 'movie');
if (!adult) throw new Error('the demo catalogue has no A-rated movie');

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** Signs in at /login with a new number, reading the code from the demo outbox as a tester would. */
async function signIn(page: Page, mobile: string, lang: string, next?: string) {
  await page.goto(`/login?lang=${lang}${next ? `&next=${next}` : ''}`);
  const number = page.locator('input[type=tel]');
  await number.fill('12345');
  await page.locator('form button[type=submit]').click();
  await page.locator('.invalid-feedback[role=alert]').waitFor();
  expect(await number.getAttribute('aria-invalid')).toBe('true');

  await number.fill(mobile);
  await page.locator('form button[type=submit]').click();
  const code = page.locator('input[autocomplete=one-time-code]');
  await code.waitFor();
  const e164 = `+91${mobile.replace(/\D/g, '').slice(-10)}`;
  const outbox = await page.request.get(`/api/dev/sms-outbox?mobile=${encodeURIComponent(e164)}`);
  const otp = /\d{6}/.exec(((await outbox.json()) as { items: { body: string }[] }).items[0]?.body ?? '')?.[0] ?? '';

  await code.fill(otp === '000000' ? '111111' : '000000');
  await page.locator('form button[type=submit]').click();
  await page.locator('.invalid-feedback[role=alert]').waitFor();
  await code.fill(otp);
  await page.locator('form button[type=submit]').click();
  // A new member is asked for their details first.
  await page.waitForURL((url) => url.pathname === '/account' && url.searchParams.get('section') === 'details');
}

describe('accounts in the browser', () => {
  it('signs up with the code from the outbox, completes the profile, confirms age, sees an A title, deletes the account', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await signIn(page, '98111 22334', 'en');
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');
    const cookie = (await context.cookies()).find((item) => item.name === 'rh_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // Before confirming age, the A-rated title is restricted; a member is offered the plan only.
    await page.goto(`/movies-detail/${adult.slug}`);
    await page.locator('.restricted__title').waitFor();
    expect(await page.locator('.restricted__actions a').count()).toBe(1);

    await page.goto('/account?section=details');
    await page.getByLabel('First name').fill('Meera');
    await page.getByLabel('Last name').fill('Kapoor');
    await page.getByLabel('I am 18 or older').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('You confirmed being 18 or older').waitFor();

    await page.goto(`/movies-detail/${adult.slug}`);
    await page.getByRole('heading', { level: 1, name: adult.name.en }).waitFor();

    await page.goto('/account');
    await page.getByText('Hello, Meera Kapoor!').waitFor();
    await page.locator('.account-nav').getByRole('link', { name: 'Signed-in devices' }).click();
    await page.getByText('This device', { exact: true }).waitFor();

    await page.locator('.account-nav').getByRole('link', { name: 'Delete account' }).click();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('heading', { name: 'Are You Sure?' }).waitFor();
    await page.getByText('You want to delete this item').waitFor();
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.getByRole('heading', { name: 'Deleted!' }).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.site-header__login').filter({ hasText: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
    const session = await page.request.get('/api/session');
    expect(((await session.json()) as { authenticated: boolean }).authenticated).toBe(false);
    // The refused number and code (400) and the restricted title (403) are expected answers.
    expect(problems.filter((problem) => !/status of 40[03]/.test(problem))).toEqual([]);
    await context.close();
  });

  it('signs in and logs out on the server from the phone menu, in Arabic', async () => {
    const { page, context } = await newJourney(browser, PHONE);
    await signIn(page, '+91 98111 55667', 'ar');
    await page.getByRole('heading', { level: 1, name: 'حسابي' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    await page.locator('.site-header button[aria-controls=mobile-menu]').click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
    const session = await page.request.get('/api/session');
    expect(((await session.json()) as { authenticated: boolean }).authenticated).toBe(false);
    await context.close();
  });

  it('ignores a next= that names another site in disguise and stays on this one', async () => {
    const { page, context } = await newJourney(browser, DESKTOP);
    await signIn(page, '+91 98111 55668', 'en', '/%5Cevil.example');
    const landed = new URL(page.url());
    expect(landed.origin).toBe(baseUrl());
    expect(landed.searchParams.get('next')).toBeNull();
    await context.close();
  });
});
