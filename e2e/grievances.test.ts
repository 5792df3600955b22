import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, newJourney, openBrowser } from './support/browser';
import { demoOperatorCookies } from './support/demo-operator';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

interface Mail {
  to: string;
  subject: string;
  text: string;
}

describe('grievance redressal', () => {
  it('a visitor files a complaint from the footer, gets its reference and acknowledgement, and the officer resolves it', async () => {
    const visitor = await newJourney(browser, DESKTOP, '198.51.100.131');
    await visitor.page.goto('/');
    await visitor.page.getByRole('contentinfo').getByRole('link', { name: 'Grievance redressal' }).click();
    await visitor.page.getByRole('heading', { level: 1, name: 'Grievance redressal' }).waitFor();
    await visitor.page.getByRole('heading', { name: 'Grievance officer' }).waitFor();
    await visitor.page.getByLabel('Your name').fill('Rahul Verma');
    await visitor.page.getByLabel('E-mail address').fill('rahul@example.in');
    await visitor.page.getByLabel('What is it about?').selectOption('rating');
    await visitor.page.getByLabel('Which title?').fill('Monsoon Letters');
    await visitor.page.getByLabel('Your complaint').fill('Too short');
    await visitor.page.getByRole('button', { name: 'File complaint' }).click();
    await visitor.page.getByText('Describe the complaint in at least 20 characters.').waitFor();
    await visitor.page
      .getByLabel('Your complaint')
      .fill('It is rated U, but the second half has a violent scene unsuitable for children.');
    await visitor.page.getByRole('button', { name: 'File complaint' }).click();
    await visitor.page.getByRole('heading', { name: 'Your complaint is filed' }).waitFor();
    const reference = (await visitor.page.locator('.contact-page__sent strong').innerText()).trim();
    expect(reference).toMatch(/^GR-\d{4}-\d{6}$/);
    const mails = async (from = visitor.page) =>
      ((await (await from.request.get('/api/dev/mail-outbox')).json()) as { items: Mail[] }).items;
    await expect
      .poll(async () => (await mails()).find((mail) => mail.to === 'rahul@example.in')?.subject)
      .toBe(`We received your complaint ${reference} — Reelhouse`);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();

    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await context.addCookies(await demoOperatorCookies(browser));
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Grievances' }).click();
    await page.getByRole('link', { name: reference }).click();
    await page.getByText('the second half has a violent scene').waitFor();
    await page.getByLabel('Your answer to rahul@example.in').fill('We reviewed the film and rated it U/A 13+.');
    await page.getByRole('button', { name: 'Send and resolve' }).click();
    await page.getByRole('heading', { level: 2, name: 'Resolution' }).waitFor();
    await expect
      .poll(
        async () =>
          (await mails(page)).find((mail) => mail.subject === `Your complaint ${reference} — Reelhouse`)?.text,
      )
      .toContain('U/A 13+');
    await page.getByRole('link', { name: 'Grievances' }).first().click();
    // This month's report counts it received and resolved.
    const report = page.locator('.grievance-report');
    await report.getByRole('row', { name: /Age rating|age rating/ }).waitFor();
    expect(await report.locator('.console-facts dd').first().innerText()).not.toBe('0');
    expect(problems).toEqual([]);
    await context.close();
  });
});
