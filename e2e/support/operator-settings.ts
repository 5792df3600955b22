import type { Page } from 'playwright-core';
import type { PublicConfig } from '@reelhouse/contracts/public-config';
import { undrawn } from './drawn-pages';

const EMBEDDED = /(<script type="application\/json" id="public-config">)([^<]*)(<\/script>)/;

/**
 * Shows this page the operator settings changed as `change` says, as if the server had been
 * configured so: the settings the server writes into every page, and `GET /api/config` too.
 */
export async function withOperatorSettings(page: Page, change: (settings: PublicConfig) => PublicConfig) {
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() === 'document') {
      const response = await route.fetch();
      // The page as the browser draws it, so what it shows follows the changed settings.
      const html = undrawn(await response.text()).replace(
        EMBEDDED,
        (_match, open: string, json: string, close: string) =>
          `${open}${JSON.stringify(change(JSON.parse(json) as PublicConfig)).replace(/</g, '\\u003c')}${close}`,
      );
      await route.fulfill({ response, body: html });
    } else if (new URL(request.url()).pathname === '/api/config') {
      const response = await route.fetch();
      await route.fulfill({ response, json: change((await response.json()) as PublicConfig) });
    } else {
      await route.fallback();
    }
  });
}
