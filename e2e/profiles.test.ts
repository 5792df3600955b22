import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { codeFor, signInWithApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { baseUrl, newJourney, openBrowser, PHONE } from './support/browser';

const familyMovie = buildDemoCatalogue().titles.find(
  (title) => title.kind === 'movie' && title.rating === 'U' && title.status === 'published',
);
if (!familyMovie) throw new Error('the demo catalogue has no published U movie');

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** The ratings of what the catalogue lists for the profile this browser watches as. */
const ratingsListed = async (page: Page) => {
  const answer = await page.request.get('/api/titles?limit=50');
  return ((await answer.json()) as { items: { rating: string }[] }).items.map((item) => item.rating);
};

/** The age ratings on the cards and the banner the page shows. */
const ratingBadges = (page: Page) =>
  page.locator('.rating-badge').evaluateAll((badges) => badges.map((badge) => badge.textContent?.trim() ?? ''));

const profileMenu = (page: Page, name: string) => page.getByRole('button', { name: `Profile: ${name}` });
/** A profile in the open header menu. */
const menuProfile = (page: Page, name: string | RegExp) =>
  page.locator('.profile-menu__list').getByRole('button', { name, exact: typeof name === 'string' });

describe('viewer profiles in the browser', () => {
  it('adds a kids profile, watches as it in its own bright home without the shop, and locks the holder’s profile', async () => {
    const { page, context, problems } = await newJourney(browser);
    await page.goto('/');
    await signInWithApi(page, '+919844455001');
    await page.goto('/');

    // One profile: the device watches as the holder at once; the menu leads to managing profiles.
    await profileMenu(page, 'You').click();
    await page.getByRole('link', { name: 'Manage profiles' }).click();
    await page.getByRole('heading', { level: 1, name: 'Manage profiles' }).waitFor();
    await page.getByRole('link', { name: 'Add profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add a profile' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Enter a name of at most 30 characters.').isVisible()).toBe(true);
    await page.getByLabel('Name').fill('Mini');
    await page.locator('.profile-edit__avatar-choice', { hasText: 'Star' }).click();
    expect(await page.getByRole('radio', { name: 'Star' }).isChecked()).toBe(true);
    await page.getByLabel(/^Kids profile/).check();
    await expect.poll(() => page.getByLabel('Highest rating this profile may watch').inputValue()).toBe('U/A 7+');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'Edit Mini' }).click();

    // A picture of Mini's own: a text file is refused beside the field, a PNG replaces the drawn star.
    const pictureField = page.getByLabel('Your own picture');
    await pictureField.setInputFiles({ name: 'mini.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await page.getByText('The picture must be a WebP, GIF, PNG or JPEG file.').waitFor();
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ff8fab' } })
      .png()
      .toBuffer();
    await pictureField.setInputFiles({ name: 'mini.png', mimeType: 'image/png', buffer: picture });
    await page.getByRole('button', { name: 'Remove the picture' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: 'Edit Mini' }).locator('img').getAttribute('src'))
      .toMatch(/\/media\/images\/profile-/);

    // Switching to the kids profile from the header menu.
    await page.goto('/');
    await profileMenu(page, 'You').click();
    await menuProfile(page, 'Mini').click();
    await profileMenu(page, 'Mini').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-kids'))).toBe(true);
    expect(await page.getByRole('button', { name: 'Cart', exact: true }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Blog').count()).toBe(0);
    expect(new Set(await ratingsListed(page))).toEqual(new Set(['U', 'U/A 7+']));
    // The home page the visitor saw first (its answers cached by the browser) now shows Mini's titles only.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular right now' }).waitFor();
    await expect.poll(() => ratingBadges(page)).not.toEqual([]);
    expect(new Set(await ratingBadges(page))).toEqual(new Set(['U', 'U/A 7+']));
    // A title's page offers Mini its own list, not the account's playlists.
    await page.goto(`/movies-detail/${familyMovie.slug}`);
    await page.getByRole('heading', { level: 1, name: familyMovie.name.en }).waitFor();
    // Once the page knows who is watching (the session is asked for as the page loads).
    await profileMenu(page, 'Mini').waitFor();
    expect(await page.getByRole('button', { name: 'Add to playlist' }).count()).toBe(0);
    await page.goto('/playlist');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.goto('/merchandise-store');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.goto('/account');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');

    // Back to the holder, who locks their profile with a PIN.
    await profileMenu(page, 'Mini').click();
    await menuProfile(page, 'You').click();
    await profileMenu(page, 'You').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-kids'))).toBe(false);
    expect(new Set(await ratingsListed(page)).size).toBeGreaterThan(2);
    await page.goto('/profiles?manage=1');
    await page.getByRole('link', { name: 'Edit You' }).click();
    await page.getByLabel('Lock this profile with a 4-digit PIN').fill('2468');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'Edit You' }).waitFor();

    // As Mini again, the holder's profile asks for its PIN.
    await page.goto('/');
    await profileMenu(page, 'You').click();
    await menuProfile(page, 'Mini').click();
    await profileMenu(page, 'Mini').click();
    await menuProfile(page, /^You/).click();
    await page.getByRole('heading', { name: 'Enter the PIN for You' }).waitFor();
    await page.getByLabel('Profile PIN').fill('1111');
    await page.getByRole('button', { name: 'Open profile' }).click();
    await page.getByText('That PIN is not right.').waitFor();
    await page.getByLabel('Profile PIN').fill('2468');
    await page.getByRole('button', { name: 'Open profile' }).click();
    await profileMenu(page, 'You').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // A forgotten PIN gives way to a code sent to the account's phone.
    await profileMenu(page, 'You').click();
    await menuProfile(page, 'Mini').click();
    await profileMenu(page, 'Mini').click();
    await menuProfile(page, /^You/).click();
    await page.getByRole('button', { name: 'Forgot the PIN? Send a code to the account’s phone' }).click();
    await page.getByText('We sent a 6-digit code to •••• 5001').waitFor();
    await page.getByLabel('Code from the text message').fill(await codeFor(page, '+919844455001'));
    await page.getByRole('button', { name: 'Open profile' }).click();
    await profileMenu(page, 'You').waitFor();
    // The wrong PIN (400) and the text file (415) are expected answers.
    expect(problems.filter((problem) => !/status of 4(00|15)/.test(problem))).toEqual([]);
    await context.close();
  });

  it('asks a new device who is watching, in Arabic on a phone, fitting the screen with nothing serious for axe', async () => {
    // axe runs as an injected script, which the site's CSP refuses: this context alone bypasses it.
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), bypassCSP: true });
    const page = await context.newPage();
    await page.goto('/?lang=ar');
    await signInWithApi(page, '+919844455002');
    const headers = { origin: new URL(page.url()).origin };
    const password = 'long enough secret 42';
    expect((await page.request.patch('/api/account', { data: { username: 'ravi_household' }, headers })).ok()).toBe(
      true,
    );
    const setPassword = await page.request.put('/api/account/password', {
      data: { password, confirmPassword: password },
      headers,
    });
    expect(setPassword.status()).toBe(204);
    const made = await page.request.post('/api/profiles', {
      data: { name: 'Ravi', avatar: 'rocket', language: 'ar', maturityLimit: 'U/A 13+' },
      headers,
    });
    expect(made.status()).toBe(201);
    // Signing out and in again: with two profiles, the new session asks who is watching.
    await page.request.delete('/api/session', { headers });
    const signedIn = await page.request.post('/api/sign-in/password', {
      data: { login: 'ravi_household', password },
      headers,
    });
    expect(signedIn.ok()).toBe(true);
    await page.goto('/movies');
    await page.getByRole('heading', { level: 1, name: 'من يشاهد الآن؟' }).waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe('/movies');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'إدارة الملفات الشخصية' }).click();
    await page.getByRole('heading', { level: 1, name: 'إدارة الملفات الشخصية' }).waitFor();
    await page.getByRole('button', { name: 'تم' }).click();
    await page.getByRole('button', { name: 'Ravi' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/movies');
    // Ravi's language is Arabic, so the site keeps speaking it.
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await context.close();
  });
});
