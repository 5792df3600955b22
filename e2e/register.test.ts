import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor } from './support/accounts';
import { DESKTOP, newJourney, openBrowser, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const signedIn = async (page: Page) =>
  ((await (await page.request.get('/api/session')).json()) as { authenticated: boolean }).authenticated;

describe('sign-up with a password, password sign-in and reset', () => {
  it('signs up at /register, signs out, and signs in with the username or e-mail and password', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await page.goto('/register');
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();

    // Sent empty: every required field says what it needs, next to it.
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Accept the terms and conditions to sign up.').waitFor();
    expect(await page.getByLabel('Username', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Username', { exact: true }).fill('rohan.k');
    await page.getByLabel('First name').fill('Rohan');
    await page.getByLabel('Last name').fill('Kulkarni');
    await page.getByLabel('E-mail').fill('rohan@example.com');
    await page.getByLabel('Date of birth').fill('1992-08-14');
    await page.getByLabel('Mobile number').fill('98222 33445');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Read the code in the demo outbox').waitFor();
    await page.getByLabel('6-digit code').fill(await codeFor(page, '+919822233445'));
    await page.getByLabel('Password (optional)').fill('monsoon letters 7');
    await page.getByLabel('Confirm password').fill('monsoon letters 8');
    await page.getByLabel(/I have read and accept/).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('The two passwords differ.').waitFor();
    await page.getByLabel('Confirm password').fill('monsoon letters 7');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await signedIn(page)).toBe(true);

    await page.goto('/account?section=details');
    await page.getByRole('heading', { name: 'Password' }).waitFor();
    expect(await page.getByLabel('Username', { exact: true }).inputValue()).toBe('rohan.k');
    await page.getByLabel('Current password').waitFor();

    await page.request.delete('/api/session', { headers: { origin: new URL(page.url()).origin } });
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByLabel('Username or e-mail').fill('ROHAN@example.com');
    await page.locator('input[autocomplete=current-password]').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('That username or e-mail and password do not match an account.').waitFor();
    await page.locator('input[autocomplete=current-password]').fill('monsoon letters 7');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await signedIn(page)).toBe(true);

    // The wrong password (401) is an expected answer.
    expect(problems.filter((problem) => !/status of 40[01]/.test(problem))).toEqual([]);
    await context.close();
  });

  it('is the same page at /extra-pages/sign-up, right to left in Arabic on a phone', async () => {
    const { page, context } = await newJourney(browser, PHONE);
    await page.goto('/extra-pages/sign-up?lang=ar');
    await page.getByRole('heading', { level: 1, name: 'أنشئ حسابك' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await page.getByText('وافق على الشروط والأحكام لإنشاء الحساب.').waitFor();
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('resets the password at /lost-password with a new code, signing in', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByRole('link', { name: 'Lost your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await page.getByLabel('Mobile number').fill('+91 98222 33445');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').fill(await codeFor(page, '+919822233445'));
    await page.getByLabel('New password', { exact: true }).fill('tidewater song 9');
    await page.getByLabel('Confirm new password').fill('tidewater song 9');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    expect(await signedIn(page)).toBe(true);
    const login = await page.request.post('/api/sign-in/password', {
      data: { login: 'rohan.k', password: 'tidewater song 9' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(login.status()).toBe(200);
    expect(problems).toEqual([]);
    await context.close();
  });
});
