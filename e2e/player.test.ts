import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TitleDetail } from '@reelhouse/contracts/catalogue';
import type { Playback } from '@reelhouse/contracts/playback';
import { episodePath, playerPath } from '@reelhouse/contracts/web-routes';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { signInWithApi } from './support/accounts';
import { baseUrl, DESKTOP, newJourney, openBrowser } from './support/browser';
import { waitUntilPlayable } from './support/playback';

const { titles } = buildDemoCatalogue();
const free = titles.filter((title) => title.status === 'published' && title.accessTier === 'free');
const movie = free.find((title) => title.kind === 'movie' && title.rating === 'U');
const series = free.find((title) => title.kind === 'series' && title.rating !== 'A');
if (!movie || !series) throw new Error('the demo catalogue lacks a free movie or series');

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** What to wait for in the page's video element; every given part must hold. */
interface VideoCondition {
  after?: number;
  before?: number;
  height?: number;
  playing?: boolean;
  ready?: boolean;
}

/**
 * Every free movie and video once playable, with what starting it answers: asked once for the
 * file (each ask is a playback start, and starts are limited per address). One title at a time:
 * polling them all at once used up the address's starts within seconds while the clips were made.
 */
let freeAnswers: Promise<{ title: (typeof free)[number]; playback: Playback }[]> | null = null;
const freeMoviesAndVideos = () =>
  (freeAnswers ??= (async () => {
    const answers = [];
    for (const title of free.filter((candidate) => candidate.kind === 'movie' || candidate.kind === 'video')) {
      answers.push({ title, playback: await waitUntilPlayable(`/api/titles/${title.slug}/playback`) });
    }
    return answers;
  })());

/** The page's video element (a predicate with data, not source text: the site's CSP forbids eval). */

const video = (page: Page) => ({
  time: () => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0),
  waitFor: (condition: VideoCondition) =>
    page.waitForFunction(
      (wanted) => {
        const element = document.querySelector('video');
        if (!element) return false;
        return (
          (wanted.after === undefined || element.currentTime >= wanted.after) &&
          (wanted.before === undefined || element.currentTime < wanted.before) &&
          (wanted.height === undefined || element.videoHeight === wanted.height) &&
          (wanted.playing === undefined || !element.paused === wanted.playing) &&
          (!wanted.ready || element.readyState >= 2)
        );
      },
      condition,
      { timeout: 20_000 },
    ),
});

describe('the player', () => {
  it('plays a free title in its page and full screen, switches quality, seeks, and resumes near the same place after a reload', async () => {
    await waitUntilPlayable(`/api/titles/${movie.slug}/playback`);
    const { page, problems } = await newJourney(browser, DESKTOP, '198.51.100.21');
    await page.goto('/');
    await signInWithApi(page, '+919877712340');
    await page.goto(`/movies-detail/${movie.slug}`);
    await page.locator('.title-hero').getByRole('button', { name: 'Watch now' }).click();
    const player = video(page);
    await player.waitFor({ after: 3 });
    await page.getByRole('link', { name: 'Full-screen player' }).click();
    await page.waitForURL(/\/Player\?title=/);
    await player.waitFor({ after: 3 });
    expect(problems).toEqual([]);

    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Quality' }).click();
    await page.getByRole('menuitemradio', { name: '360p', exact: true }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await player.waitFor({ height: 360, playing: true });

    await page.getByRole('slider', { name: 'Position in the video' }).fill('7');
    await player.waitFor({ after: 7, before: 9 });
    await page.getByRole('button', { name: 'Pause' }).click();
    const paused = await player.time();

    await page.reload();
    await player.waitFor({ ready: true });
    expect(Math.abs((await player.time()) - paused)).toBeLessThan(1.5);
  }, 120_000);

  it('resumes within a second of where the viewer left the page, on a Continue watching card that shows its picture and can be removed', async () => {
    await waitUntilPlayable(`/api/titles/${movie.slug}/playback`);
    const { page, problems } = await newJourney(browser, DESKTOP, '198.51.100.23');
    await page.goto('/');
    await signInWithApi(page, '+919877712341');
    await page.goto(`/movies-detail/${movie.slug}`);
    const hero = page.locator('.title-hero');
    await hero.getByRole('button', { name: 'Watch now' }).click();
    const player = video(page);
    await player.waitFor({ after: 1, playing: true });
    // The journeys' clips are twelve seconds long: leave at about seven.
    await page.getByRole('slider', { name: 'Position in the video' }).fill('6');
    await player.waitFor({ after: 7, before: 9, playing: true });
    // Leave while it plays, through the site's own navigation (no reload, no pause first).
    const left = await player.time();
    await page.locator('.site-header__logo').click();
    await page.waitForURL(`${baseUrl()}/`);

    const row = page.getByRole('region', { name: 'Continue watching' });
    const card = row.locator('.resume-card').filter({ hasText: movie.name.en });
    await card.waitFor();
    // The backdrop fills its card instead of being laid out at its own 1280 × 720.
    const frame = await card.locator('.resume-card__frame').boundingBox();
    const picture = await card.locator('.resume-card__frame img').boundingBox();
    expect(picture?.width).toBeCloseTo(frame?.width ?? 0, 0);
    expect(picture?.height).toBeCloseTo(frame?.height ?? 0, 0);

    await page.goto(`/movies-detail/${movie.slug}`);
    await hero.getByRole('button', { name: /^Resume at 0:0[7-9]$/ }).click();
    await player.waitFor({ ready: true, after: 1 });
    expect(Math.abs((await player.time()) - left)).toBeLessThan(1);

    await page.goto('/');
    await card.getByRole('button', { name: `Remove ${movie.name.en} from Continue watching` }).click();
    await card.waitFor({ state: 'detached' });
    await page.goto(`/movies-detail/${movie.slug}`);
    await hero.getByRole('button', { name: 'Watch now' }).waitFor();
    expect(problems).toEqual([]);
  }, 120_000);

  it('offers a title’s subtitles in their own languages and shows the chosen one; no button where a title has none', async () => {
    const answers = await freeMoviesAndVideos();
    const subtitled = answers.find((answer) => answer.playback.subtitles.length >= 2);
    const plain = answers.find((answer) => answer.playback.subtitles.length === 0);
    if (!subtitled || !plain) throw new Error('the demo lacks a free title with subtitles, or one without');
    const labels = subtitled.playback.subtitles.map((track) => track.label);
    expect(labels).toContain('English');

    const { page, problems } = await newJourney(browser, DESKTOP, '198.51.100.24');
    await page.goto('/');
    await signInWithApi(page, '+919877712342');
    await page.goto(playerPath({ title: subtitled.title.slug }));
    const player = video(page);
    await player.waitFor({ after: 1, playing: true });
    await page.getByRole('button', { name: 'Subtitles' }).click();
    const menu = page.getByRole('menu', { name: 'Subtitles' });
    expect(await menu.getByRole('menuitemradio').allTextContents()).toEqual(['Off', ...labels]);
    await menu.getByRole('menuitemradio', { name: 'English' }).click();
    // The cue on screen is the clip's own text: its title card or the pattern it shows.
    const cue = await page.waitForFunction(() => {
      const track = Array.from(document.querySelector('video')?.textTracks ?? []).find((t) => t.mode === 'showing');
      const active = track?.activeCues?.[0];
      return active && 'text' in active ? String(active.text) : null;
    });
    expect(await cue.jsonValue()).toMatch(/^Reelhouse demo clip \d$|\.$/);

    await page.goto(playerPath({ title: plain.title.slug }));
    await player.waitFor({ after: 1, playing: true });
    await page.getByRole('button', { name: /^Quality/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Subtitles/ }).count()).toBe(0);
    expect(problems).toEqual([]);
  }, 180_000);

  it('remembers the profile’s subtitles and their look: the next visit starts with them, styled as chosen', async () => {
    const answers = await freeMoviesAndVideos();
    const subtitled = answers.find((answer) => answer.playback.subtitles.some((track) => track.lang === 'de'));
    if (!subtitled) throw new Error('the demo lacks a free title with German subtitles');

    const { page, problems } = await newJourney(browser, DESKTOP, '198.51.100.27');
    await page.goto('/');
    await signInWithApi(page, '+919877712347');
    await page.goto(playerPath({ title: subtitled.title.slug }));
    const player = video(page);
    await player.waitFor({ after: 1, playing: true });
    await page.getByRole('button', { name: 'Subtitles' }).click();
    await page.getByRole('menu', { name: 'Subtitles' }).getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: 'Subtitle style' }).click();
    const style = page.getByRole('menu', { name: 'Subtitle style' });
    await style.getByRole('menuitemradio', { name: 'Very large' }).click();
    await style.getByRole('menuitemradio', { name: 'Yellow' }).click();
    const showing = () =>
      page.evaluate(
        () =>
          Array.from(document.querySelector('video')?.textTracks ?? []).find((track) => track.mode === 'showing')
            ?.language ?? null,
      );
    const look = () =>
      page.locator('.video-player').evaluate((element) => [element.dataset.cueSize, element.dataset.cueColour]);
    await expect.poll(look).toEqual(['huge', 'yellow']);

    // Another visit, as the same profile: German subtitles at once, in the same look.
    await page.goto('/');
    await page.goto(playerPath({ title: subtitled.title.slug }));
    await player.waitFor({ after: 1, playing: true });
    await expect.poll(showing).toBe('de');
    expect(await look()).toEqual(['huge', 'yellow']);
    // "c" turns them off and on again, back to the language the profile chose.
    await page.keyboard.press('c');
    await expect.poll(showing).toBeNull();
    await page.keyboard.press('c');
    await expect.poll(showing).toBe('de');
    expect(problems).toEqual([]);
  }, 180_000);

  it('switches a dubbed title’s audio to its other language, and the profile’s next visit starts in it', async () => {
    const [dubbedTitle] = await freeMoviesAndVideos();
    if (!dubbedTitle) throw new Error('the demo lacks a free movie or video');
    const { title } = dubbedTitle;
    const { page, problems } = await newJourney(browser, DESKTOP, '198.51.100.28');
    // Which audio rendition each segment the player fetches belongs to (audio/<track>/seg_…).
    const audioFetched: string[] = [];
    page.on('request', (request) => {
      const track = /\/audio\/(\d)\/seg_/.exec(request.url())?.[1];
      if (track) audioFetched.push(track);
    });
    await page.goto('/');
    await signInWithApi(page, '+919877712348');
    await page.goto(playerPath({ title: title.slug }));
    const player = video(page);
    await player.waitFor({ after: 1, playing: true });
    expect(audioFetched[0]).toBe('0');
    await page.getByRole('button', { name: 'Audio' }).click();
    const menu = page.getByRole('menu', { name: 'Audio' });
    const [original, dubbed] = await menu.getByRole('menuitemradio').allTextContents();
    expect(original).toBe('English');
    expect(dubbed).toMatch(/^(French|Arabic|German|Greek)$/);
    await menu.getByRole('menuitemradio', { name: dubbed }).click();
    // The other rendition's segments come, and playback goes on with them.
    const fetchedBefore = audioFetched.length;
    await expect.poll(() => audioFetched.slice(fetchedBefore).includes('1'), { timeout: 15_000 }).toBe(true);
    const at = await player.time();
    await player.waitFor({ after: at + 2, playing: true });
    await page.getByRole('button', { name: 'Audio' }).click();
    expect(await menu.getByRole('menuitemradio', { checked: true }).textContent()).toBe(dubbed);

    // Another visit, as the same profile: the dubbed track from the first segment on, even when
    // the page learns who is watching only after the playback was granted.
    await page.goto('/');
    audioFetched.length = 0;
    await page.route(
      (url) => url.pathname === '/api/session',
      async (route) => {
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.fulfill({ response });
      },
    );
    await page.goto(playerPath({ title: title.slug }));
    await player.waitFor({ after: 1, playing: true });
    expect(new Set(audioFetched)).toEqual(new Set(['1']));
    expect(problems).toEqual([]);
  }, 180_000);

  it('stops with the reason when a heartbeat finds that access is gone', async () => {
    await waitUntilPlayable(`/api/titles/${movie.slug}/playback`);
    const { page, context } = await newJourney(browser, DESKTOP, '198.51.100.22');
    // The player beats as often as the playback answer says (every 30 s by default): here every
    // 2 s, so the journey does not wait half a minute for the first one.
    await page.route(
      (url) => url.pathname === `/api/titles/${movie.slug}/playback`,
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), heartbeatSeconds: 2 } });
      },
    );
    // What the server answers a heartbeat once the plan has lapsed (the server suite checks that
    // it does): here the answer is given to the player at its first heartbeat.
    await page.route('**/api/playback/*/heartbeat', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: '/api/problems/content-restricted',
          title: 'Restricted Content',
          status: 403,
          detail: 'The Free plan does not include this title. Subscribe to watch it.',
          instance: '/api/playback/x/heartbeat',
          code: 'content_restricted',
          requestId: 'e2e',
        }),
      }),
    );
    await page.goto(`/movies-detail/${movie.slug}`);
    await page.locator('.title-hero').getByRole('button', { name: 'Watch now' }).click();
    await video(page).waitFor({ after: 1 });
    const alert = page.getByRole('alert').filter({ hasText: 'Your plan does not include this title' });
    await alert.waitFor();
    await alert.getByRole('link', { name: 'See plans' }).waitFor();
    await context.close();
  });

  it('skips the intro of an episode and counts down to the next one when it ends', async () => {
    const detail = (await (await fetch(`${baseUrl()}/api/titles/${series.slug}?lang=en`)).json()) as TitleDetail;
    const [first, second] = detail.seasons[0]?.episodes ?? [];
    if (!first || !second) throw new Error(`${series.slug} has fewer than two episodes`);
    for (const episode of [first, second]) await waitUntilPlayable(`/api/episodes/${episode.id}/playback`);
    const { page, problems } = await newJourney(browser, DESKTOP);
    // On the episode's own page the player opens in place of its picture.
    await page.goto(episodePath(series.slug, detail.seasons[0]?.number ?? 1, first.number));
    await page.getByRole('button', { name: 'Watch now', exact: true }).click();
    const player = video(page);
    await player.waitFor({ playing: true, ready: true });
    await page.getByRole('link', { name: 'Full-screen player' }).click();
    await page.waitForURL(new RegExp(`/Player\\?episode=${first.id}$`));
    await page.getByRole('button', { name: 'Skip intro' }).click();
    await player.waitFor({ after: 4 });

    const duration = await page.evaluate(() => document.querySelector('video')?.duration ?? 0);
    await page.getByRole('slider', { name: 'Position in the video' }).fill(String(Math.floor(duration - 1)));
    const card = page.getByRole('complementary', { name: 'Next episode' });
    await card.getByText(/Playing in \d+ seconds?/).waitFor();
    await expect(card.textContent()).resolves.toContain(second.name);
    await card.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(new RegExp(`/Player\\?episode=${second.id}$`));
    await player.waitFor({ after: 1 });
    expect(problems).toEqual([]);
  }, 120_000);
});
