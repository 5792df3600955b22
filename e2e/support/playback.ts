import type { Page } from 'playwright-core';
import type { Playback } from '@reelhouse/contracts/playback';
import { baseUrl } from './browser';

/** Asks for playback as a visitor, or as the member signed in on `page`. */
async function askToPlay(path: string, page?: Page): Promise<{ status: number; json: () => Promise<unknown> }> {
  const headers = { origin: baseUrl() };
  if (page) {
    const response = await page.request.post(path, { headers });
    return { status: response.status(), json: () => response.json() };
  }
  const response = await fetch(`${baseUrl()}${path}`, { method: 'POST', headers });
  return { status: response.status, json: () => response.json() };
}

/**
 * The demo clips are made after the server starts: waits until this playback path answers (409
 * until then), as a visitor or as the member signed in on `page`, and gives its answer. One
 * helper for every journey that plays something.
 */
export async function waitUntilPlayable(path: string, page?: Page): Promise<Playback> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const response = await askToPlay(path, page);
    if (response.status >= 200 && response.status < 300) return (await response.json()) as Playback;
    if (response.status !== 409 || Date.now() > deadline) throw new Error(`${path} answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
