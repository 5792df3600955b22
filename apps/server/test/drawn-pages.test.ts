import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { createWebFixture } from './support/web-fixture';

/**
 * Stands in for the web build's page drawer: draws the home page only, asking the API (in-process)
 * for the service's name, and numbers its drawings so a test can tell a kept page from a new one.
 */
const renderer = `
let drawings = 0;
export async function renderPage({ url, language, fetch }) {
  if (url.pathname === '/faq') throw new Error('the drawing broke');
  if (url.pathname !== '/' && url.pathname !== '/shop') return null;
  // The shop is slow to draw: long enough for other visitors and a content change to arrive meanwhile.
  if (url.pathname === '/shop') await new Promise((resolve) => setTimeout(resolve, 300));
  const config = await (await fetch('/api/config')).json();
  drawings += 1;
  return {
    html: '<main>drawing ' + drawings + ' of ' + url.search + ' in ' + language + ' for ' + config.serviceName + '</main>',
    hints: '<link rel="preload" as="image" imageSrcSet="/media/hero-480.avif 480w"/>',
    state: { language, note: '</script><script>alert(1)</script>' },
    module: 'src/page.tsx',
  };
}
`;

describe('pages drawn on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: createWebFixture({ renderer }) });
  });
  afterAll(() => t.close());

  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const drawingOf = (body: string) => /<main>drawing (\d+)/.exec(body)?.[1];

  it("draws a visitor's page with what the API answered, its files in <head> and its state escaped", async () => {
    const response = await page('/?a=1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<div id="root"><main>drawing \d+ of \?a=1 in en for [^<]+<\/main><\/div>/);
    expect(response.body).toContain('<html lang="en" dir="ltr">');
    // The hero picture is asked for first, ahead of every style sheet and script.
    expect(response.body.indexOf('<link rel="preload" as="image" imageSrcSet="/media/hero-480.avif 480w"/>')).toBe(
      response.body.indexOf('<link'),
    );
    // The page's own style sheets, not the shell's again.
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/page-1.css">');
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/part-2.css">');
    // Its code is listed for start-after-paint.js, not asked for by tags: the shell's entry, then
    // every module of the page, the shell's not again.
    expect(response.body).not.toContain('<script type="module"');
    expect(response.body).not.toContain('rel="modulepreload"');
    const scripts = /<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(scripts ?? 'null')).toEqual({
      entry: '/assets/index-abc123.js',
      modules: ['/assets/page-1.js', '/assets/part-2.js'],
    });
    expect(response.body).toContain('<script type="application/json" id="page-state">');
    expect(response.body).not.toContain('</script><script>alert(1)');
  });

  it('keeps a drawn page for the next visitor, and draws it afresh once content changes', async () => {
    const first = drawingOf((await page('/?kept')).body);
    expect(drawingOf((await page('/?kept')).body)).toBe(first);
    t.app.contentChanged('catalogue');
    expect(Number(drawingOf((await page('/?kept')).body))).toBeGreaterThan(Number(first));
  });

  it('has visitors asking for a page being drawn wait for that drawing; one that raced a change is sent, not kept', async () => {
    const [one, two] = await Promise.all([page('/shop?together'), page('/shop?together')]);
    expect(drawingOf(one.body)).toBeDefined();
    expect(drawingOf(two.body)).toBe(drawingOf(one.body));

    const raced = page('/shop?raced');
    await new Promise((resolve) => setTimeout(resolve, 100));
    t.app.contentChanged('shop');
    const sent = drawingOf((await raced).body);
    expect(sent).toBeDefined();
    expect(drawingOf((await page('/shop?raced')).body)).not.toBe(sent);
  });

  it('draws in the language of the link, else the one the visitor chose, with the direction and Bootstrap for it', async () => {
    const arabic = await page('/?lang=ar', 'rh_lang=de');
    expect(arabic.body).toContain(' in ar for ');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('href="/assets/bootstrap-rtl.css"');
    const greek = await page('/', 'rh_lang=gr');
    expect(greek.body).toContain(' in gr for ');
    expect(greek.body).toContain('<html lang="el" dir="ltr">');
    expect((await page('/?lang=xx', 'rh_lang=klingon')).body).toContain(' in en for ');
  });

  it("leaves a signed-in member's pages to the browser: they are personal and never kept", async () => {
    const response = await page('/', 'rh_session=anything');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('page-state');
  });

  it('serves the undrawn page when the page is not drawn on the server, or its drawing fails', async () => {
    for (const url of ['/about-us', '/faq']) {
      const response = await page(url);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('page-state');
    }
  });
});
