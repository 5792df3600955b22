import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { beforeEach } from 'vitest';
import { openBrowsers, problemsOf } from './browser';

// A journey that fails on the CI machine cannot be watched there: the log is all there is. So when
// one fails, every page it left open is described in the log (its address, the problems it saw and
// its accessibility tree, which says what was on screen and in which dialog) and photographed.
const REPORT_DIR = path.resolve('.e2e-artifacts/failures');
const TREE_LIMIT = 6000;

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    await mkdir(REPORT_DIR, { recursive: true });
    const pages = [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
    for (const [index, page] of pages.entries()) {
      if (page.isClosed()) continue;
      const name = `${task.name.replace(/[^\w-]+/g, '-').slice(0, 80)}-${index}.png`;
      const snapshot = (locator: Locator) =>
        locator.ariaSnapshot({ timeout: 5000 }).catch((error: Error) => `(no tree: ${error.message})`);
      // Open dialogs first: a long page's tree is cut, and a journey most often fails in one.
      const dialogs = await Promise.all((await page.getByRole('dialog').all()).map(snapshot));
      const tree = await snapshot(page.locator('body'));
      await page.screenshot({ path: path.join(REPORT_DIR, name), timeout: 5000 }).catch(() => undefined);
      console.error(
        [
          `── page ${index} at the failure of “${task.name}”: ${page.url()}`,
          `problems: ${JSON.stringify(problemsOf.get(page) ?? [])}`,
          `screenshot: ${path.join(REPORT_DIR, name)}`,
          ...dialogs.map((dialog, number) => `open dialog ${number + 1}:\n${dialog}`),
          tree.length > TREE_LIMIT ? `${tree.slice(0, TREE_LIMIT)}\n…` : tree,
        ].join('\n'),
      );
    }
  });
});
