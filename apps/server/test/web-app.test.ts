import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { createWebFixture, FIXTURE_BOOT_SCRIPT } from './support/web-fixture';

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: createWebFixture() });
  });
  afterAll(() => t.close());

  it.each([
    '/',
    '/about-us',
    '/faq',
    '/terms-and-condition',
    '/PrivacyPolicy',
    '/privacy-policy',
    '/coming-soon',
    '/error-page-one',
  ])('answers the client route %s with index.html and 200', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown path with index.html (the app shows its error page) and a real 404 status', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('matches client routes case-insensitively and with a trailing slash, as the router does', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/About-Us/' })).statusCode).toBe(200);
  });

  it('caches hashed assets for a year and revalidates everything else', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy of an asset when the browser accepts brotli', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('a POST to a page path is not a page: 404 problem+json', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/about-us' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('sends security headers whose CSP allows exactly the inline boot script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(FIXTURE_BOOT_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    // Scripts and style elements: only our own. Style attributes, which drawn pages carry, may be inline.
    expect(csp).toContain("style-src 'self';");
    expect(csp.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('API answers carry the short security set for JSON: nothing may run or frame them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('the operator settings written into the page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      webDistDir: createWebFixture(),
      env: { SERVICE_NAME: 'Reel</script><script>alert(1)</script>' },
    });
  });
  afterAll(() => t.close());

  it('are the same as GET /api/config, in a JSON element no value can close', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/movies' });
    const embedded = /<script type="application\/json" id="public-config">([^<]*)<\/script><div id="root">/.exec(
      page.body,
    );
    expect(embedded).not.toBeNull();
    expect(page.body).not.toContain('<script>alert(1)');
    const api = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(JSON.parse(embedded?.[1] ?? 'null')).toEqual(api.json());
  });
});

describe('without a built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: '/nonexistent/web/dist' });
  });
  afterAll(() => t.close());

  it('still serves the API and says plainly that pages are not built', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(404);
    expect(page.json().detail).toMatch(/not built/);
  });
});
