import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, newJourney, openBrowser } from './support/browser';
import { demoOperatorCookies } from './support/demo-operator';

let browser: Browser;
let operatorCookies: Awaited<ReturnType<typeof demoOperatorCookies>>;
beforeAll(async () => {
  browser = await openBrowser();
  operatorCookies = await demoOperatorCookies(browser);
});
afterAll(() => browser.close());

interface OutboxMail {
  subject: string;
  text: string;
  unsubscribeUrl: string | null;
}
const mailsTo = async (to: string): Promise<OutboxMail[]> =>
  (
    (await (await fetch(`${baseUrl()}/api/dev/mail-outbox?to=${encodeURIComponent(to)}`)).json()) as {
      items: OutboxMail[];
    }
  ).items;

/** A reader who signs up in their language and confirms from the mailed link, as the site's pages do. */
async function confirmedReader(email: string, lang: string, ip: string) {
  const headers = { 'content-type': 'application/json', origin: baseUrl(), 'x-forwarded-for': ip };
  const signUp = await fetch(`${baseUrl()}/api/newsletter/subscriptions?lang=${lang}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, source: 'blog' }),
  });
  expect(signUp.status).toBeLessThan(300);
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const [mail] = await mailsTo(email);
  const link = mail?.text.split(/\s+/).find((word) => word.includes('/newsletter/confirm?'));
  const query = Object.fromEntries(new URL(link ?? '').searchParams);
  const confirmed = await fetch(`${baseUrl()}/api/newsletter/confirmations`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ id: Number(query.id), expires: Number(query.expires), token: query.token }),
  });
  expect(confirmed.status).toBeLessThan(300);
}

describe('the console’s newsletter', () => {
  it('an operator writes a newsletter in two languages and sends it once to the confirmed readers', async () => {
    await confirmedReader('cinephile.one@example.com', 'en', '198.51.100.61');
    await confirmedReader('cinephile.deux@example.com', 'fr', '198.51.100.62');

    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await context.addCookies(operatorCookies);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Newsletter' }).click();
    await page
      .getByRole('definition')
      .filter({ hasText: /^[2-9]\d*$|^\d{2,}$/ })
      .first()
      .waitFor();
    await page.getByLabel('Find an address').fill('cinephile.deux');
    await page.getByRole('row', { name: /cinephile\.deux@example\.com.*Confirmed.*French/ }).waitFor();

    await page.getByRole('link', { name: 'Newsletters' }).click();
    await page.getByRole('link', { name: 'Write a newsletter' }).click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Enter a subject (at most 200 characters).').waitFor();
    await page.getByLabel('Subject').first().fill('This month at Reelhouse');
    await page.getByLabel('Text (Markdown)').first().fill('Three new series arrive this month.');
    await page.getByRole('tab', { name: /French/ }).click();
    await page.getByLabel('Subject').nth(3).fill('Ce mois-ci chez Reelhouse');
    await page.getByLabel('Text (Markdown)').nth(3).fill('Trois nouvelles séries arrivent ce mois-ci.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved.').waitFor();

    await page.getByRole('button', { name: 'Send now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
    await page.getByRole('progressbar').waitFor();
    await page.getByText('Sent', { exact: true }).waitFor({ timeout: 30_000 });

    await expect
      .poll(async () => (await mailsTo('cinephile.deux@example.com')).map((mail) => mail.subject))
      .toContain('Ce mois-ci chez Reelhouse');
    const french = (await mailsTo('cinephile.deux@example.com')).find(
      (mail) => mail.subject === 'Ce mois-ci chez Reelhouse',
    );
    expect(french?.unsubscribeUrl).toContain('/api/newsletter/one-click-unsubscribe?');
    await expect
      .poll(async () => (await mailsTo('cinephile.one@example.com')).map((mail) => mail.subject))
      .toContain('This month at Reelhouse');
    // Once: no second mail of it to anyone, and the newsletter can no longer be sent.
    expect(
      (await mailsTo('cinephile.one@example.com')).filter((mail) => mail.subject === 'This month at Reelhouse'),
    ).toHaveLength(1);
    expect(await page.getByRole('button', { name: 'Send now' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a search typed just before following a tab does not pull the console back to the list', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await context.addCookies(operatorCookies);
    await page.goto('/admin/newsletter');
    const tab = page.getByRole('link', { name: 'Newsletters' });
    await tab.waitFor();
    const cdp = await context.newCDPSession(page);
    await page.getByLabel('Find an address').fill('cinephile');
    await tab.click();
    // A slow phone: the next page takes longer to draw than the pause after which a search is sent.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.waitForTimeout(1_000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('link', { name: 'Write a newsletter' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/newsletter/issues');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
