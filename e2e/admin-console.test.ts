import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TitleCard } from '@reelhouse/contracts/catalogue';
import { operatorJourney } from './support/demo-operator';
import { moveToTopByKeyboard } from './support/keyboard-sorting';
import { baseUrl, DESKTOP, openBrowser, waitForTakeOver } from './support/browser';
import { waitUntilPlayable } from './support/playback';
import { makeSyntheticClip } from '../scripts/lib/synthetic-clip.mjs';

let browser: Browser;
/** A short clip of the kind an operator uploads (540p, with sound), and a landscape picture. */
let clip: string;
let picture: string;
/** German subtitles for it, and a file that only looks like subtitles (SubRip). */
let subtitles: string;
let notSubtitles: string;
beforeAll(async () => {
  browser = await openBrowser();
  const uploads = mkdtempSync(path.join(tmpdir(), 'reelhouse-upload-'));
  clip = makeSyntheticClip(path.join(uploads, 'episode.mp4'), { seconds: 4 }) as string;
  picture = path.join(uploads, 'portrait.png');
  subtitles = path.join(uploads, 'episode.de.vtt');
  writeFileSync(subtitles, 'WEBVTT\n\n00:00.200 --> 00:02.500\nDer erste Brief\n');
  notSubtitles = path.join(uploads, 'episode.srt.vtt');
  writeFileSync(notSubtitles, '1\n00:00:00,200 --> 00:00:02,500\nDer erste Brief\n');
  await sharp({ create: { width: 640, height: 360, channels: 3, background: '#446688' } })
    .png()
    .toFile(picture);
});
afterAll(() => browser.close());

const asOperator = (viewport = DESKTOP) => operatorJourney(browser, viewport);

describe('the title editor', () => {
  it('creates a title in English and Arabic, refuses a taken slug beside its field, publishes it for viewers, and deletes it', async () => {
    const { page, context, problems } = await asOperator();
    await page.goto('/admin/titles');
    await page.getByRole('link', { name: 'New title' }).click();
    await page.waitForURL(/\/admin\/titles\/new$/);

    // Nothing filled in: the English name is marked and has the focus.
    await page.getByRole('button', { name: 'Create title' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('title-en-name');
    await page.getByText('Enter a name (at most 200 characters).').waitFor();

    await page.locator('#title-en-name').fill('Paper Boats at Dawn');
    await page.locator('#title-en-tagline').fill('A river, a town, a summer.');
    await page.getByRole('tab', { name: /Arabic/ }).click();
    await page.locator('#title-ar-name').fill('قوارب ورقية عند الفجر');
    await page.getByLabel('Age rating').selectOption('U/A 7+');
    await page.getByRole('checkbox', { name: 'Drama' }).check();
    await page.getByRole('checkbox', { name: 'Hindi' }).check();
    await page.getByRole('button', { name: 'Create title' }).click();
    await page.waitForURL(/\/admin\/titles\/paper-boats-at-dawn$/);
    await page.getByText('Title created.').waitFor();
    await expect.poll(() => page.locator('.title-history li').first().textContent()).toContain('created it');

    // A draft: the editor opens its page as visitors will see it, in the site's frame, marked as a preview.
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Preview as visitors will see it' }).click(),
    ]);
    await preview.getByRole('heading', { level: 1, name: 'Paper Boats at Dawn' }).waitFor();
    await preview.getByText('Status now: Draft.').waitFor();
    expect(await preview.locator('.site-header, header').count()).toBeGreaterThan(0);
    await preview.getByRole('link', { name: 'Edit in the console' }).click();
    await preview.waitForURL(/\/admin\/titles\/paper-boats-at-dawn$/);
    await preview.close();
    expect((await fetch(`${baseUrl()}/api/titles/paper-boats-at-dawn`)).status).toBe(404);

    // Publishing makes it a viewer's title; the page then links to it.
    await page.getByLabel('Status').selectOption('published');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes saved.').waitFor();
    await page.getByRole('link', { name: 'Open on the site' }).waitFor();
    const viewer = await context.browser()?.newPage();
    if (viewer) waitForTakeOver(viewer);
    await viewer?.goto(`${baseUrl()}/movies-detail/paper-boats-at-dawn?lang=ar`);
    await viewer?.getByRole('heading', { level: 1, name: 'قوارب ورقية عند الفجر' }).waitFor();
    await viewer?.close();

    // A slug another title has is refused beside the slug field, and nothing changes.
    const taken = (await page.request.get('/api/titles?limit=1').then((answer) => answer.json())) as {
      items: { slug: string }[];
    };
    await page.getByLabel('Slug').fill(taken.items[0]?.slug ?? '');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Another title already has this slug.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/titles/paper-boats-at-dawn');

    await page.getByRole('button', { name: 'Delete title' }).click();
    await page.getByRole('heading', { name: 'Are You Sure?' }).waitFor();
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.waitForURL(/\/admin\/titles$/);
    await page.getByText('Title deleted.').waitFor();
    expect(problems.filter((problem) => !problem.includes('409'))).toEqual([]);
    await context.close();
  });

  it('builds a series with a season and two episodes in English and Arabic, uploads an episode’s video from the browser, and a visitor plays it', async () => {
    const { page, context, problems } = await asOperator();
    await page.goto('/admin/titles/new');
    await page.getByLabel('Kind').selectOption('series');
    await page.locator('#title-en-name').fill('Monsoon Post');
    await page.getByRole('tab', { name: /Arabic/ }).click();
    await page.locator('#title-ar-name').fill('بريد الرياح الموسمية');
    await page.getByLabel('Release date').fill(new Date().toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Create title' }).click();
    await page.waitForURL(/\/admin\/titles\/monsoon-post$/);

    await page.getByRole('button', { name: 'Add season' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.locator('#season-en-name').inputValue()).toBe('Season 1');
    await dialog.getByRole('tab', { name: /Arabic/ }).click();
    await dialog.locator('#season-ar-name').fill('الموسم الأول');
    await dialog.getByRole('button', { name: 'Add season' }).click();
    await page.getByText('Season added.').waitFor();

    for (const [en, ar] of [
      ['The First Letter', 'الرسالة الأولى'],
      ['Rain on the Roof', 'مطر على السطح'],
    ] as const) {
      await page.getByRole('button', { name: 'Add episode' }).click();
      await dialog.locator('#episode-en-name').fill(en);
      await dialog.getByRole('tab', { name: /Arabic/ }).click();
      await dialog.locator('#episode-ar-name').fill(ar);
      await dialog.getByRole('button', { name: 'Add episode' }).click();
      await page.getByRole('cell', { name: en }).waitFor();
    }
    expect(await page.locator('.episode-table tbody tr').count()).toBe(2);
    expect(await page.locator('.episode-table tbody tr').first().locator('td').first().textContent()).toBe('1');
    await expect.poll(() => page.locator('.title-history li').first().textContent()).toContain('episode');

    // The first episode's video, uploaded from the browser, made while the page watches.
    await page.getByRole('button', { name: 'Video of episode 1' }).click();
    const video = page.getByRole('dialog');
    await video.getByText('No video yet: upload one.').waitFor();
    await video.locator('input[type=file]').setInputFiles(clip);
    await video.getByText('Uploaded: the video is being made.').waitFor({ timeout: 60_000 });
    await expect
      .poll(() => video.locator('.media-status__jobs li').allTextContents(), { timeout: 90_000, interval: 1000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/^360p\s*Done/)]));
    // The console plays the draft's episode from its first rung while the others are made: its
    // playhead sets the skip markers; subtitles go up beside it.
    const player = video.locator('video.video-preview__video');
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
    const markAt = async (seconds: number, button: string) => {
      await player.evaluate((element: HTMLVideoElement, at) => (element.currentTime = at), seconds);
      await video.getByRole('button', { name: button }).click();
    };
    await markAt(0.5, 'Mark intro start');
    await video.getByLabel('Intro ends (seconds)').fill('0.2');
    await video.getByRole('button', { name: 'Save markers' }).click();
    await video.getByText('Enter seconds after the intro’s start; give the start and the end together.').waitFor();
    await markAt(1.5, 'Mark intro end');
    await markAt(3, 'Mark credits start');
    await markAt(2, 'Mark preview start');
    expect(await video.getByLabel('Intro starts (seconds)').inputValue()).toBe('0.5');
    await video.getByRole('button', { name: 'Save markers' }).click();
    await page.getByText('Markers saved: players use them from the next play.').waitFor();

    await video.getByText('No subtitles yet.').waitFor();
    await video.getByLabel('Language').selectOption({ label: 'German' });
    await video.getByLabel('WebVTT file (.vtt)').setInputFiles(notSubtitles);
    await video.getByRole('button', { name: 'Upload subtitles' }).click();
    await video.getByText(/^Choose a WebVTT file of at most 1 MB/).waitFor();
    await video.getByLabel('WebVTT file (.vtt)').setInputFiles(subtitles);
    await video.getByRole('button', { name: 'Upload subtitles' }).click();
    await page.getByText('Subtitles saved: viewers can choose them now.').waitFor();
    await video.locator('.subtitles-editor__list').getByText('Deutsch').waitFor();
    // The player offers them at once.
    await expect
      .poll(() =>
        player.evaluate((element: HTMLVideoElement) => Array.from(element.textTracks, (track) => track.label)),
      )
      .toEqual(['Deutsch']);
    // Meanwhile the rest of the ladder was made.
    await expect
      .poll(
        async () =>
          (await video.locator('.media-status__jobs .status-badge').allTextContents()).every(
            (state) => state === 'Done',
          ),
        // The whole ladder on two busy cores: about a minute alone, three or more beside other work.
        { timeout: 240_000, interval: 1000 },
      )
      .toBe(true);
    await video.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('.episode-table tbody tr').first().textContent()).toContain('Ready');

    // Published, it plays for a visitor.
    await page.getByLabel('Status').selectOption('published');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes saved.').waitFor();
    const series = (await (await fetch(`${baseUrl()}/api/titles/monsoon-post`)).json()) as {
      seasons: { episodes: { id: number }[] }[];
    };
    const firstEpisode = series.seasons[0]?.episodes[0]?.id;
    const playback = await waitUntilPlayable(`/api/episodes/${firstEpisode}/playback`);
    expect(playback.title.slug).toBe('monsoon-post');
    // What the console set is what a viewer's player gets, and the series' card plays the
    // episode's preview, cut from the start the operator marked.
    expect(playback.markers).toEqual({ introStart: 0.5, introEnd: 1.5, creditsStart: 3 });
    await expect
      .poll(
        async () => ((await (await fetch(`${baseUrl()}/api/titles/monsoon-post`)).json()) as TitleCard).previewUrl,
        { timeout: 60_000, interval: 1000 },
      )
      .toMatch(/^\/media\/previews\/[0-9a-f]{32}\.mp4$/);
    expect(playback.subtitles.map((track) => track.label)).toEqual(['Deutsch']);
    expect(problems).toEqual([]);
    await context.close();
  }, 360_000);
});

describe('home page curation and the dashboard', () => {
  it('adds a “Latest” rail for series with its preview, moves it to the top by keyboard; a visitor finds the new series there and plays it, and the dashboard shows the play', async () => {
    const { page, context, problems } = await asOperator();
    await page.goto('/admin');
    const headers = { origin: baseUrl() };

    await page.getByRole('link', { name: 'Home page' }).click();
    await page.getByRole('button', { name: 'Add rail' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#rail-en-name').fill('Latest');
    await dialog.getByLabel('Filled by').selectOption('latest');
    await dialog.getByRole('checkbox', { name: 'Web series' }).check();
    // The preview shows what visitors will see before anything is saved: the series made above first.
    await dialog.getByRole('img', { name: 'Monsoon Post' }).waitFor();
    await dialog.getByRole('button', { name: 'Add rail' }).click();
    await page.getByText('Saved: viewers see it now.').waitFor();

    const handles = page.locator('section[aria-labelledby=curation-rails] .sortable-list__handle');
    const count = await handles.count();
    // The screen reader is told where the rail is as it moves.
    await moveToTopByKeyboard(page, 'Move Latest', 'Latest', count, count);
    await expect
      .poll(
        async () =>
          await page.locator('section[aria-labelledby=curation-rails] .curation-line__name').first().textContent(),
      )
      .toBe('Latest');

    // A visitor sees the rail first on the home page, opens the series from it and plays it.
    const visitor = await browser.newPage({ baseURL: baseUrl() });
    waitForTakeOver(visitor);
    await visitor.goto('/');
    await expect
      .poll(() => visitor.locator('.browse-rails h2.slider-row__title').first().textContent(), { timeout: 20_000 })
      .toContain('Latest');
    await visitor
      .locator('.browse-rails .slider-row')
      .first()
      .getByRole('link', { name: /Monsoon Post/ })
      .first()
      .click();
    await visitor.locator('.title-hero').getByRole('button', { name: 'Watch now' }).click();
    await expect
      .poll(() => visitor.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 30_000 })
      .toBeGreaterThan(1);
    await visitor.close();

    // The dashboard counts that play today, with the series among the most played titles.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    const topByPlays = page.locator('section[aria-labelledby=dashboard-top] table').first();
    await expect.poll(() => topByPlays.textContent(), { timeout: 20_000 }).toContain('Monsoon Post');
    await page.getByRole('radio', { name: 'Last 7 days' }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('days')).toBe('7');
    await topByPlays.getByText('Monsoon Post').waitFor();

    // Leave the demo's home page as it was for the other journeys.
    const rails = (await (await page.request.get('/api/admin/curation/home')).json()) as {
      rails: { id: number; slug: string }[];
    };
    const added = rails.rails.find((rail) => rail.slug.startsWith('latest-'));
    expect((await page.request.delete(`/api/admin/rails/${added?.id}`, { headers })).status()).toBe(200);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('people, genres and tags', () => {
  it('adds a person in English and Arabic with a portrait, merges a duplicate into them, credits her on a series, and deletes a tag after seeing where it is used', async () => {
    const { page, context, problems } = await asOperator();
    await page.goto('/admin');
    await page.getByRole('link', { name: 'People' }).click();
    await page.getByRole('link', { name: 'Add person' }).click();
    await page.locator('#person-name').fill('Leila Farouk');
    await page.getByLabel('Known for').selectOption('directing');
    await page.locator('#person-en-designation').fill('Director');
    await page.getByRole('tab', { name: /Arabic/ }).click();
    await page.locator('#person-ar-designation').fill('مخرجة');
    await page.getByRole('button', { name: 'Add person' }).click();
    await page.waitForURL(/\/admin\/people\/leila-farouk$/);

    // A portrait, previewed square before it is sent.
    await page.getByLabel('Choose a picture (Portrait)').setInputFiles(picture);
    await page.getByRole('img', { name: 'Portrait as it will be shown' }).waitFor();
    await page.getByRole('button', { name: 'Upload Portrait' }).click();
    await page.getByText('Portrait saved.').waitFor();
    await page.getByRole('img', { name: 'Portrait shown now' }).waitFor();

    // A duplicate entry merged into her: its other name is kept.
    const headers = { origin: baseUrl() };
    const duplicate = await page.request.post('/api/admin/people', {
      headers,
      data: { name: 'L. Farouk', translations: { en: { designation: 'Director' } } },
    });
    expect(duplicate.status()).toBe(201);
    await page.goto('/admin/people?q=farouk');
    await page.getByRole('link', { name: 'L. Farouk' }).click();
    await page.getByRole('button', { name: 'Merge into another person' }).click();
    const merge = page.getByRole('dialog');
    await merge.getByLabel('Search people').fill('leila');
    await merge.getByRole('radio', { name: /Leila Farouk/ }).check();
    await merge.getByRole('button', { name: 'Merge' }).click();
    await page.waitForURL(/\/admin\/people\/leila-farouk$/);
    await expect.poll(() => page.locator('#person-also-known-as').inputValue()).toContain('L. Farouk');

    // She directs the series made above: found by name in its cast and crew, with her role.
    await page.goto('/admin/titles/monsoon-post');
    await page.getByLabel('Add someone').fill('Leila');
    await page.getByRole('button', { name: 'Leila Farouk' }).click();
    await page.getByLabel('Role of Leila Farouk').fill('Director');
    await page.getByRole('button', { name: 'Save cast and crew' }).click();
    await expect
      .poll(async () => {
        const series = (await (await fetch(`${baseUrl()}/api/titles/monsoon-post`)).json()) as {
          credits: { department: string; people: { slug: string; role: string }[] }[];
        };
        return series.credits.find((group) => group.department === 'directing')?.people;
      })
      .toEqual([expect.objectContaining({ slug: 'leila-farouk', role: 'Director' })]);

    // A tag in use: deleting it says which titles it leaves.
    await page.getByRole('link', { name: 'Genres & tags' }).click();
    await page.getByRole('link', { name: 'Tags', exact: true }).click();
    await page.waitForURL(/\/admin\/terms\/tags/);
    // The genres stay on screen until the tags' page is drawn: wait for its own button.
    await page.getByRole('button', { name: 'Add tag' }).waitFor();
    const firstTag = page.locator('tbody tr').first();
    const tagName = (await firstTag.locator('.admin-title-cell__name').textContent()) ?? '';
    await firstTag.getByRole('button', { name: `Delete ${tagName}` }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(/^Used by \d+ titles?:$/).waitFor();
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.getByText(`${tagName} was deleted.`).waitFor();
    expect(await page.locator('tbody').textContent()).not.toContain(tagName);
    expect(problems).toEqual([]);
    await context.close();
  });
});
