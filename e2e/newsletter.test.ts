import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, newJourney, openBrowser, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

interface OutboxMail {
  subject: string;
  text: string;
  unsubscribeUrl: string | null;
}

const mailsTo = async (page: Page, address: string): Promise<OutboxMail[]> =>
  (
    (await (await page.request.get(`/api/dev/mail-outbox?to=${encodeURIComponent(address)}`)).json()) as {
      items: OutboxMail[];
    }
  ).items;

/** The first address in a mail that opens `path`, as a path with its query. */
function linkIn(mail: OutboxMail | undefined, path: string): string {
  const found = mail?.text.split(/\s+/).find((word) => word.includes(`${path}?`));
  if (!found) throw new Error(`no ${path} link in: ${mail?.text}`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

describe('newsletter', () => {
  it('signs up from the blog, confirms from the mailed link and leaves from the welcome mail', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP, '203.0.113.81');
    await page.goto('/blogs?lang=en');
    // The form arrives as the reader scrolls to it in the sidebar.
    await page.getByRole('heading', { name: 'Newsletter' }).scrollIntoViewIfNeeded();
    const box = page.locator('.blog-sidebar .newsletter-form');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await box.getByText('Enter a valid e-mail address.').waitFor();
    await box.getByLabel('Your e-mail address').fill('film.fan@example.com');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').getByText('we sent a confirmation link to film.fan@example.com').waitFor();

    await expect.poll(async () => (await mailsTo(page, 'film.fan@example.com')).length).toBe(1);
    const [confirmation] = await mailsTo(page, 'film.fan@example.com');
    expect(confirmation?.subject).toBe('Confirm your subscription to the Reelhouse newsletter');
    expect(confirmation?.unsubscribeUrl).toContain('/api/newsletter/one-click-unsubscribe?');
    await page.goto(linkIn(confirmation, '/newsletter/confirm'));
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByRole('heading', { name: 'You are subscribed' }).waitFor();

    await expect.poll(async () => (await mailsTo(page, 'film.fan@example.com')).length).toBe(2);
    const [welcome] = await mailsTo(page, 'film.fan@example.com');
    await page.goto(linkIn(welcome, '/newsletter/unsubscribe'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says so when a link was tampered with, right to left in Arabic', async () => {
    const { page, context } = await newJourney(browser, PHONE);
    await page.goto(`/newsletter/confirm?lang=ar&id=1&expires=4102444800&token=${'A'.repeat(43)}`);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByRole('button', { name: 'تأكيد اشتراكي' }).click();
    await page.getByRole('alert').getByText('هذا الرابط غير صالح أو انتهت صلاحيته').waitFor();
    await page.goto('/newsletter/unsubscribe?lang=ar&id=1');
    await page.getByRole('alert').getByText('هذا الرابط غير صالح أو انتهت صلاحيته').waitFor();
    expect(await page.getByRole('button', { name: 'إلغاء الاشتراك' }).count()).toBe(0);
    await context.close();
  });
});
