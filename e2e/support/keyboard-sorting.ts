import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What a screen reader is told: every live region's text. */
export const liveRegionText = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('[aria-live]'), (node) => node.textContent).join(' '));

/**
 * Picks up a sortable item by its handle with the keyboard, moves it to the top and drops it, as a
 * keyboard user of the console does. dnd-kit listens for the arrows from its next task on and
 * measures each move after it is drawn, so a key pressed too soon is lost: up is pressed frame by
 * frame until the item is said to be first (it cannot go past the top). The limit is time, not a
 * count of presses: on a busy machine frames come late. With `startsAt`, the item must first be
 * said to be there.
 */
export async function moveToTopByKeyboard(
  page: Page,
  handle: string,
  item: string,
  total: number,
  startsAt?: number,
): Promise<void> {
  const drawn = () =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.getByRole('button', { name: handle, exact: true }).focus();
  await page.keyboard.press('Space');
  if (startsAt !== undefined)
    await expect.poll(() => liveRegionText(page)).toContain(`${item} is at ${startsAt} of ${total}.`);
  const deadline = Date.now() + 15_000;
  while (!(await liveRegionText(page)).includes(`${item} is at 1 of ${total}.`)) {
    if (Date.now() > deadline) throw new Error(`the keyboard did not move ${item}: ${await liveRegionText(page)}`);
    await drawn();
    await page.keyboard.press('ArrowUp');
    await drawn();
  }
  await drawn();
  await page.keyboard.press('Space');
}
