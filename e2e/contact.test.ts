import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, newJourney, openBrowser, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The demo mail outbox's mails to one address, newest first. */
async function mailsTo(page: Page, address: string): Promise<OutboxMail[]> {
  const response = await page.request.get(`/api/dev/mail-outbox?to=${encodeURIComponent(address)}`);
  return ((await response.json()) as { items: OutboxMail[] }).items;
}

describe('contact form', () => {
  it('points out what is missing, sends the enquiry and the confirmation lands in the mail outbox', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP, '203.0.113.61');
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Contact Us', exact: true }).click();
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();

    await page.getByLabel('Your name').fill('Arjun Rao');
    await page.getByLabel('E-mail address').fill('arjun.rao@example');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Enter an e-mail address such as name@example.com.').waitFor();
    await page.getByText('Write at least 10 characters.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');

    await page.getByLabel('E-mail address').fill('arjun.rao@example.com');
    await page.getByLabel('Message', { exact: true }).fill('The subtitles of episode 2 stop halfway through.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').getByText('We have sent a copy to arjun.rao@example.com').waitFor();

    await expect.poll(async () => (await mailsTo(page, 'arjun.rao@example.com')).length).toBe(1);
    const [confirmation] = await mailsTo(page, 'arjun.rao@example.com');
    expect(confirmation?.subject).toBe('We received your message — Reelhouse');
    expect(confirmation?.text).toContain('> The subtitles of episode 2 stop halfway through.');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works right to left in Arabic on a phone, with the confirmation written in Arabic', async () => {
    const { page, context, problems } = await newJourney(browser, PHONE, '203.0.113.62');
    await page.goto('/contact-us?lang=ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByLabel('اسمك').fill('ليلى');
    await page.getByLabel('البريد الإلكتروني').fill('layla@example.com');
    await page.getByLabel('الرسالة', { exact: true }).fill('هل يمكنني تغيير باقتي في منتصف الشهر؟');
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await page.getByRole('heading', { name: 'شكرًا لك — رسالتك في طريقها إلينا' }).waitFor();
    await expect
      .poll(async () => (await mailsTo(page, 'layla@example.com'))[0]?.subject)
      .toBe('وصلتنا رسالتك — Reelhouse');
    expect(problems).toEqual([]);
    await context.close();
  });
});
