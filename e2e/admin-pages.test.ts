import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, newJourney, openBrowser } from './support/browser';
import { demoOperatorCookies } from './support/demo-operator';

let browser: Browser;
let operatorCookies: Awaited<ReturnType<typeof demoOperatorCookies>>;
beforeAll(async () => {
  browser = await openBrowser();
  operatorCookies = await demoOperatorCookies(browser);
});
afterAll(() => browser.close());

describe('the console’s pages and settings', () => {
  it('an operator adds a French FAQ question, watches the preview fill in the service’s name, and visitors read it', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await context.addCookies(operatorCookies);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Pages' }).click();
    await page.getByRole('link', { name: 'Edit FAQ in French' }).click();
    await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();
    expect(await page.getByRole('link', { name: 'French' }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('button', { name: 'Add a question' }).click();
    const questions = page.getByLabel('Question', { exact: true });
    const question = questions.last();
    await question.fill('Puis-je regarder {{service}} hors ligne ?');
    // The preview draws the page as the site does, the placeholder filled in.
    const preview = page.getByRole('complementary', { name: 'Preview' });
    await preview.getByRole('button', { name: 'Puis-je regarder Reelhouse hors ligne ?' }).waitFor();

    // A question without an answer is refused beside its field, and nothing is saved.
    await page.getByRole('button', { name: 'Save' }).click();
    const answer = page.getByLabel('Answer').last();
    expect(await answer.getAttribute('aria-invalid')).toBe('true');
    await answer.fill('Pas encore : il faut une connexion.\n\nLes téléchargements arrivent bientôt.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved.').waitFor();

    // The settings page names the demo's services, read-only.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByText('Sandbox (no real money) · PhonePe v2').waitFor();
    expect(await page.locator('main input, main textarea, main select').count()).toBe(0);

    const visitor = await newJourney(browser, DESKTOP);
    await visitor.page.goto('/faq?lang=fr');
    const asked = visitor.page.getByRole('button', { name: 'Puis-je regarder Reelhouse hors ligne ?' });
    await asked.click();
    await visitor.page.getByText('Les téléchargements arrivent bientôt.').waitFor();
    await visitor.context.close();
    expect(problems).toEqual([]);
    await context.close();
  });
});
