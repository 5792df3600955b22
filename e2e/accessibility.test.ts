import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { signInWithApi } from './support/accounts';
import { baseUrl, DESKTOP, openBrowser } from './support/browser';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const { titles } = buildDemoCatalogue();
const movie = titles.find(
  (title) =>
    title.kind === 'movie' && title.status === 'published' && title.accessTier === 'free' && title.rating === 'U',
);
if (!movie) throw new Error('the demo catalogue lacks a free U movie');

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe-core on the page as it stands (WCAG 2.2 A and AA) and keeps what it calls serious or critical. */
async function seriousViolations(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run: (
            options: object,
          ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  it.each(['en', 'ar'])(
    'finds nothing serious on the main pages (%s)',
    async (lang) => {
      // The site's CSP keeps out scripts it did not send; axe is the test's own, so it is let in here only.
      const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), bypassCSP: true });
      const page = await context.newPage();
      const found: Record<string, Finding[]> = {};
      const check = async (path: string, ready: () => Promise<unknown>) => {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        await ready();
        await page.waitForLoadState('networkidle');
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[path] = violations;
      };
      const h1 = () => page.getByRole('heading', { level: 1 }).first().waitFor();
      await check('/login', h1);
      await check('/', () => page.locator('.slider-row').first().waitFor());
      await check(`/movies-detail/${movie.slug}`, h1);
      await check('/blogs-detail/conversation-with-a-film-editor', h1);
      await check('/cart', h1);
      await page.goto('/');
      await signInWithApi(page, lang === 'en' ? '+919877713001' : '+919877713002');
      await check('/account', h1);
      await check('/checkout', h1);
      await check(`/Player?title=${movie.slug}`, () => page.locator('video').waitFor());
      expect(found).toEqual({});
      await context.close();
    },
    120_000,
  );
});
