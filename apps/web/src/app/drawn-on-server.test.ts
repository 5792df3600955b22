import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const router = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
const marked = [...router.matchAll(/drawnOnServer\('([^']+)'/g)].map((match) => match[1] ?? '');

describe('pages drawn on the server', () => {
  // The server finds a page's files in the build's manifest by this name: a wrong one would send
  // the page without its style sheets.
  it.each(marked)('names a page module that exists and that the router loads: %s', (module) => {
    expect(existsSync(new URL(`../../${module}`, import.meta.url))).toBe(true);
    expect(router).toContain(`import('../${module.replace(/^src\//, '').replace(/\.tsx$/, '')}')`);
  });

  it('marks the pages a visitor lands on from outside: home, browse, titles, shop and blog', () => {
    expect(new Set(marked).size).toBeGreaterThanOrEqual(7);
  });
});
