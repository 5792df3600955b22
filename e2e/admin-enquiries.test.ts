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

describe('the console’s enquiries', () => {
  it('an operator answers an enquiry from the inbox, and the answer is in the mail outbox in the sender’s language', async () => {
    const sent = await fetch(`${baseUrl()}/api/send-enquiry/?lang=fr`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl(), 'x-forwarded-for': '198.51.100.91' },
      body: JSON.stringify({
        name: 'Camille Martin',
        email: 'camille@example.fr',
        message: 'Proposez-vous des cartes cadeaux ?',
      }),
    });
    expect(sent.status).toBe(200);

    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await context.addCookies(operatorCookies);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Enquiries' }).click();
    await page.getByLabel('Status').selectOption('new');
    await page.getByRole('link', { name: 'Camille Martin' }).click();
    await page.getByText('Proposez-vous des cartes cadeaux ?').waitFor();
    await page.getByRole('button', { name: 'Send answer' }).click();
    await page.getByText('Write the answer (at most 5,000 characters).').waitFor();
    await page.getByLabel('Your answer to camille@example.fr').fill('Pas encore, mais c’est prévu pour décembre.');
    await page.getByRole('button', { name: 'Send answer' }).click();
    await page.getByText('Answer sent to camille@example.fr.').waitFor();
    await page.locator('section[aria-labelledby=enquiry-replies]').getByText('c’est prévu pour décembre').waitFor();
    await page.locator('section[aria-labelledby=enquiry-message]').getByText('Answered').waitFor();

    await expect
      .poll(async () => {
        const outbox = (await (await page.request.get('/api/dev/mail-outbox')).json()) as {
          items: { to: string; subject: string; text: string }[];
        };
        return outbox.items.find((mail) => mail.to === 'camille@example.fr' && mail.subject.startsWith('Re'))?.subject;
      })
      .toBe('Re : votre message à Reelhouse');
    expect(problems).toEqual([]);
    await context.close();
  });
});
