import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { signInWithApi } from './support/accounts';
import { newJourney, openBrowser, PHONE } from './support/browser';

const sixteen = buildDemoCatalogue().titles.find(
  (title) => title.rating === 'U/A 16+' && title.kind === 'movie' && title.status === 'published',
);
if (!sixteen) throw new Error('the demo catalogue has no published U/A 16+ movie');

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe('the parental PIN in the browser', () => {
  it('sets a PIN on My Account, finds a U/A 16+ title locked, unlocks it with the PIN, in Arabic on a phone', async () => {
    const { page, context, problems } = await newJourney(browser, PHONE);
    await page.goto('/?lang=ar');
    await signInWithApi(page, '+919833344556');

    await page.goto('/account?section=pin');
    await page.getByText('لم يُعيَّن رمز: لا شيء مقفل.').waitFor();
    await page.getByLabel('الرمز الجديد', { exact: true }).fill('2580');
    await page.getByLabel('تأكيد الرمز الجديد').fill('2581');
    await page.getByRole('button', { name: 'تعيين الرمز' }).click();
    await page.getByText('الرمزان غير متطابقين.').waitFor();
    await page.getByLabel('تأكيد الرمز الجديد').fill('2580');
    await page.getByRole('button', { name: 'تعيين الرمز' }).click();
    await page.getByText('حُفظ الرمز.', { exact: false }).waitFor();
    await page.getByLabel('الرمز الحالي').waitFor();

    await page.goto(`/movies-detail/${sixteen.slug}`);
    await page.getByRole('heading', { level: 1, name: 'مقفل برمز الرقابة الأبوية' }).waitFor();
    await page.getByLabel('رمز الرقابة الأبوية').fill('1111');
    await page.getByRole('button', { name: 'فتح القفل' }).click();
    await page.getByText('هذا الرمز غير صحيح.').waitFor();
    await page.getByLabel('رمز الرقابة الأبوية').fill('2580');
    await page.getByRole('button', { name: 'فتح القفل' }).click();
    await page.getByRole('heading', { level: 1, name: sixteen.name.ar ?? sixteen.name.en }).waitFor();

    await page.goto('/account?section=pin');
    await page.getByText('الرمز مُعيَّن، وهذا الجهاز مفتوح.').waitFor();
    await page.getByRole('button', { name: 'أقفل هذا الجهاز' }).click();
    await page.getByText('الرمز مُعيَّن. الأعمال المصنفة', { exact: false }).waitFor();
    // The locked title (403) and the wrong PIN (400) are expected answers.
    expect(problems.filter((problem) => !/status of 40[03]/.test(problem))).toEqual([]);
    await context.close();
  });
});
