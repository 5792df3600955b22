import type { Page } from 'playwright-core';

/**
 * A page the server drew, made into the page the browser draws itself: its drawn HTML and state
 * taken out. For journeys that change what a page is drawn from (the operator's settings) in the
 * browser only, where the server's drawing would show what it was drawn from.
 */
export function undrawn(html: string): string {
  return html
    .replace(/<script type="application\/json" id="page-state">[^<]*<\/script>/, '')
    .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, '<div id="root"></div>$1');
}

/**
 * Has the browser draw every page this journey opens: for journeys that change the API's answers
 * in the browser, which the server's drawing would not see.
 */
export async function drawnByBrowser(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body: undrawn(await response.text()) });
  });
}
