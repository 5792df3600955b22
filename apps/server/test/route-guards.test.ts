import { sql } from 'drizzle-orm';
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
let editor: { rh_session: string };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  member = await signIn(t.app, '+919812300077');
  editor = await signIn(t.app, '+919812300078');
  await t.database.db.execute(sql`update users set role = 'editor' where mobile = '+919812300078'`);
});
afterAll(() => t.close());

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const writes = () => guardedRoutes(t.app).filter((route) => WRITES.has(route.method));
/** A URL for the route with every parameter filled in (the guards answer before anything is looked up). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');
const forOperators = (access: string | undefined) => access === 'editor' || access === 'admin';

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
      .filter((route) => route.url.includes('/admin/') && !forOperators(route.access))
      .map((route) => `${route.method} ${route.url}`);
    expect(open).toEqual([]);
  });

  it('keeps operator routes in the one operators’ scope, under /api/admin', () => {
    const stray = guardedRoutes(t.app)
      .filter((route) => forOperators(route.access) && !route.url.startsWith('/api/admin/'))
      .map((route) => `${route.method} ${route.url}`);
    expect(stray).toEqual([]);
  });

  it('lets editors into the catalogue, media and blog routes only: no money, no members, no policies', () => {
    const editors = guardedRoutes(t.app)
      .filter((route) => route.access === 'editor')
      .map((route) => route.url.split('/')[3]);
    expect(new Set(editors)).not.toContain('shop');
    expect(new Set(editors)).not.toContain('payments');
    expect(new Set(editors)).not.toContain('pages');
    expect(new Set(editors)).toContain('blog');
    expect(new Set(editors)).toContain('uploads');
  });

  it('answers 401 to a visitor, 403 to a member, and 403 to an editor on admin routes, before looking at the body', async () => {
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
      if (forOperators(route.access)) {
        const stranger = (await ask(member)).statusCode;
        if (stranger !== 403) wrong.push(`${route.method} ${route.url}: member ${stranger}`);
        const asEditor = (await ask(editor)).statusCode;
        const editorRefused = asEditor === 401 || asEditor === 403;
        if (editorRefused !== (route.access === 'admin'))
          wrong.push(`${route.method} ${route.url}: editor ${asEditor}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
