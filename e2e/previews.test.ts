import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TitleCard } from '@reelhouse/contracts/catalogue';
import type { Session } from '@reelhouse/contracts/session';
import { signInWithApi } from './support/accounts';
import { baseUrl, DESKTOP, newJourney, openBrowser } from './support/browser';

let browser: Browser;
/** A title whose preview the pipeline has made: the demo cuts them as its clips land after the start. */
let previewed: TitleCard;
beforeAll(async () => {
  browser = await openBrowser();
  const deadline = Date.now() + 120_000;
  for (;;) {
    const list = (await (await fetch(`${baseUrl()}/api/titles?limit=50&sort=title`)).json()) as { items: TitleCard[] };
    const found = list.items.find((title) => title.previewUrl !== null && title.rating !== 'A');
    if (found) {
      previewed = found;
      break;
    }
    if (Date.now() > deadline) throw new Error('no title has a preview 120 s after the start');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}, 150_000);
afterAll(() => browser.close());

/** The title's card on the search page, with the pointer resting on it for a while. */
async function restOnCard(page: Page, restMs: number): Promise<Locator> {
  await page.goto(`/search?q=${encodeURIComponent(previewed.name)}`);
  const card = page.locator('.title-grid .title-card').filter({
    has: page.locator('.title-card__name', { hasText: previewed.name }),
  });
  await card.first().waitFor();
  await card.first().locator('.title-card__frame').hover();
  await page.waitForTimeout(restMs);
  return card.first();
}

const previewRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/previews/')) seen.push(request.url());
  });
  return seen;
};

/** Resolves once the video has played past `seconds`. */
const playedPast = (video: Locator, seconds: number) =>
  video.evaluate(
    (element: HTMLVideoElement, past) =>
      new Promise<void>((resolve) => {
        const check = () => (element.currentTime > past ? resolve() : requestAnimationFrame(check));
        check();
      }),
    seconds,
  );

describe('previews', () => {
  it('a card plays its muted preview once the pointer rests on it, and stops when it leaves', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    const requests = previewRequests(page);
    const card = await restOnCard(page, 0);
    const video = card.locator('video.preview-clip[data-playing]');
    await video.waitFor({ timeout: 10_000 });
    expect(
      await video.evaluate((element: HTMLVideoElement) => ({ muted: element.muted, paused: element.paused })),
    ).toEqual({
      muted: true,
      paused: false,
    });
    await playedPast(video, 1);
    expect(requests.some((url) => url.endsWith(previewed.previewUrl ?? '-'))).toBe(true);
    await page.mouse.move(1, 1);
    await card.locator('video').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the home banner plays a slide’s preview muted after a moment, and holds the slide while it plays', async () => {
    // The banner's first slide gets its preview once the pipeline has made it.
    const deadline = Date.now() + 120_000;
    for (;;) {
      const slider = (await (await fetch(`${baseUrl()}/api/sliders/home`)).json()) as { items: TitleCard[] };
      if (slider.items[0]?.previewUrl) break;
      if (Date.now() > deadline) throw new Error('the first banner slide has no preview after 120 s');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await page.goto('/');
    const clip = page.locator('.hero-slide[data-active] video.preview-clip[data-playing]');
    await clip.waitFor({ timeout: 15_000 });
    expect(await clip.getAttribute('src')).toMatch(/^\/media\/previews\/[0-9a-f]{32}\.mp4$/);
    expect(await clip.evaluate((video: HTMLVideoElement) => ({ muted: video.muted, paused: video.paused }))).toEqual({
      muted: true,
      paused: false,
    });
    // Four seconds into the preview (seven since the page came) the banner would have turned: it holds.
    await playedPast(clip, 4);
    expect(await page.locator('.hero-slider__dot').first().getAttribute('aria-current')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('preview respects reduced motion: neither the banner nor a card plays, and none is fetched', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const requests = previewRequests(page);
    await page.goto('/');
    await page.locator('.hero-slide[data-active] .hero-slide__title').waitFor();
    // Past the banner's wait for its preview.
    await page.waitForTimeout(4000);
    expect(await page.locator('.hero-slider video').count()).toBe(0);
    const card = await restOnCard(page, 2500);
    expect(await card.locator('video').count()).toBe(0);
    expect(requests).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a profile that switches “Play previews automatically” off sees none', async () => {
    const { page, context, problems } = await newJourney(browser, DESKTOP, '10.20.27.3');
    const requests = previewRequests(page);
    await page.goto('/');
    await signInWithApi(page, '+919844427301');
    const session = (await (await page.request.get('/api/session')).json()) as Session;
    await page.goto(`/profiles/${session.profile?.id}/edit`);
    const autoplay = page.getByLabel('Play previews automatically');
    expect(await autoplay.isChecked()).toBe(true);
    await autoplay.uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/profiles\?manage=1/);
    const card = await restOnCard(page, 2500);
    expect(await card.locator('video').count()).toBe(0);
    expect(requests).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
