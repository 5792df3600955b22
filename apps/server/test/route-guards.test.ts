import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedRoutes } from '../src/platform/http/route-guards';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every route is held to what it declares: who may call it (checked before validation) and, for
 * a route anyone may use to change something, how floods are kept off. A new route that declares
 * neither fails here.
 */
let t: TestApp;
let member: { rh_session: string };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  member = await signIn(t.app, '+919812300077');
});
afterAll(() => t.close());

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const writes = () => guardedRoutes(t.app).filter((route) => WRITES.has(route.method));
/** A URL for the route with every parameter filled in (the guards answer before anything is looked up). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');

describe('route guards', () => {
  it('registers the routes it guards', () => {
    expect(writes().length).toBeGreaterThan(60);
  });

  it('gives every public write a per-address limit, or a stated reason it needs none here', () => {
    const unlimited = writes()
      .filter((route) => !route.access && !route.rateLimit)
      .map((route) => `${route.method} ${route.url}`);
    expect(unlimited).toEqual([]);
  });

  it('keeps every operator route to operators', () => {
    const open = guardedRoutes(t.app)
      .filter((route) => route.url.includes('/admin/') && route.access !== 'admin')
      .map((route) => `${route.method} ${route.url}`);
    expect(open).toEqual([]);
  });

  it('keeps operator routes in the one operators’ scope, under /api/admin', () => {
    const stray = guardedRoutes(t.app)
      .filter((route) => route.access === 'admin' && !route.url.startsWith('/api/admin/'))
      .map((route) => `${route.method} ${route.url}`);
    expect(stray).toEqual([]);
  });

  it('answers 401 to a visitor and 403 to a member before looking at the body', async () => {
    const wrong: string[] = [];
    for (const route of guardedRoutes(t.app).filter((candidate) => candidate.access && candidate.method !== 'HEAD')) {
      const url = concrete(route.url);
      const ask = (cookies = {}) =>
        t.app.inject({
          method: route.method as 'GET',
          url,
          cookies,
          headers: { ...site, 'content-type': 'application/json' },
          ...(route.method === 'GET' ? {} : { payload: '{"unexpected": [1, 2, 3]}' }),
        });
      const visitor = (await ask()).statusCode;
      if (visitor !== 401) wrong.push(`${route.method} ${route.url}: visitor ${visitor}`);
      if (route.access === 'admin') {
        const stranger = (await ask(member)).statusCode;
        if (stranger !== 403) wrong.push(`${route.method} ${route.url}: member ${stranger}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
