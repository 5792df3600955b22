import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every integer a client may send is bounded to what the database holds (PostgreSQL `integer`,
 * ±2^31), and text carrying NUL is refused: both were 500s in the review's fuzz run. The walk
 * reads the OpenAPI document, so a new route without bounds fails here.
 */
const INT32_MAX = 2 ** 31 - 1;
/** Signed links carry their expiry as Unix seconds; it is compared, never stored, and outlives 2038. */
const UNIX_SECONDS_MAX = 253_402_300_799;
type Schema = Record<string, unknown>;
interface Operation {
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

let t: TestApp;
let member: { rh_session: string };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  member = await signIn(t.app, '+919812300001');
});
afterAll(() => t.close());

/** Paths of integer schemas under `schema` whose bounds reach past a PostgreSQL integer. */
function unboundedIntegers(schema: unknown, path: string, found: string[], seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return found;
  seen.add(schema);
  const node = schema as Schema;
  const types = ([] as unknown[]).concat(node.type ?? []);
  if (types.includes('integer')) {
    const bound = (inclusive: unknown, exclusive: unknown, none: number) =>
      typeof inclusive === 'number' ? inclusive : typeof exclusive === 'number' ? exclusive : none;
    const max = bound(node.maximum, node.exclusiveMaximum, Infinity);
    const min = bound(node.minimum, node.exclusiveMinimum, -Infinity);
    const ceiling = path.endsWith('.expires') ? UNIX_SECONDS_MAX : INT32_MAX;
    if (max > ceiling || min < -INT32_MAX - 1) found.push(path);
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === 'properties' && child && typeof child === 'object') {
      for (const [name, property] of Object.entries(child)) unboundedIntegers(property, `${path}.${name}`, found, seen);
    } else if (typeof child === 'object') unboundedIntegers(child, path, found, seen);
  }
  return found;
}

describe('input bounds', () => {
  it('bounds every integer a request may carry to a PostgreSQL integer', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const unbounded: string[] = [];
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${route}`;
        for (const parameter of operation.parameters ?? []) {
          unboundedIntegers(parameter.schema, `${where} ${parameter.in}.${parameter.name}`, unbounded);
        }
        for (const [type, body] of Object.entries(operation.requestBody?.content ?? {})) {
          unboundedIntegers(body.schema, `${where} body(${type})`, unbounded);
        }
      }
    }
    expect(unbounded).toEqual([]);
  });
});

const TOO_BIG = 2 ** 31;
/** Requests the review's fuzz run answered with 500, one per route family: NUL or a huge number in path, query or body. */
const hostile: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object; field: string }[] =
  [
    { method: 'GET', url: '/api/search?q=%00', field: 'querystring.q' },
    { method: 'GET', url: '/api/titles/a%00b', field: 'params.slug' },
    { method: 'GET', url: '/api/titles?genre=x%00', field: 'querystring.genre' },
    { method: 'POST', url: '/api/titles/a%00b/playback', payload: {}, field: 'params.slug' },
    { method: 'PUT', url: '/api/watchlist/a%00b', payload: {}, field: 'params.slug' },
    { method: 'POST', url: '/api/playlists', payload: { name: 'Mine\u0000' }, field: 'body.name' },
    { method: 'PATCH', url: '/api/account', payload: { firstName: 'A\u0000' }, field: 'body.firstName' },
    {
      method: 'POST',
      url: '/api/shop/cart/items',
      payload: { variantId: TOO_BIG, quantity: 1 },
      field: 'body.variantId',
    },
    {
      method: 'POST',
      url: '/api/shop/cart/items',
      payload: { variantId: 1, quantity: TOO_BIG },
      field: 'body.quantity',
    },
    { method: 'PATCH', url: `/api/shop/cart/items/${TOO_BIG}`, payload: { quantity: 1 }, field: 'params.variantId' },
    { method: 'PUT', url: `/api/shop/wishlist/${TOO_BIG}`, payload: {}, field: 'params.productId' },
    { method: 'GET', url: `/api/shop/products?minPrice=${TOO_BIG}`, field: 'querystring.minPrice' },
    { method: 'POST', url: '/api/payments', payload: { planId: TOO_BIG }, field: 'body.planId' },
    { method: 'POST', url: `/api/episodes/${TOO_BIG}/playback`, payload: {}, field: 'params.id' },
    { method: 'DELETE', url: `/api/account/addresses/${TOO_BIG}`, field: 'params.id' },
    { method: 'POST', url: '/api/blog/posts/a%00/comments', payload: {}, field: 'params.slug' },
    { method: 'GET', url: '/api/shop/orders/RH%00', field: 'params.number' },
  ];

describe('hostile values', () => {
  it.each(hostile)('$method $url is a 400 naming $field', async ({ method, url, payload, field }) => {
    const response = await t.app.inject({
      method,
      url,
      cookies: member,
      headers: site,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toContain(field);
  });
});
