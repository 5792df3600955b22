import type { Playback } from '@reelhouse/contracts/playback';
import { baseUrl } from './browser';

/**
 * The demo clips are made after the server starts: waits until this playback path answers (409
 * until then), as a visitor, and gives its answer. One helper for every journey that plays something.
 */
export async function waitUntilPlayable(path: string): Promise<Playback> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const response = await fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { origin: baseUrl() } });
    if (response.ok) return (await response.json()) as Playback;
    if (response.status !== 409 || Date.now() > deadline) throw new Error(`${path} answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
