import { adminApi } from '@reelhouse/contracts/admin-api';
import { api } from '@reelhouse/contracts/api';
import type { AnyEndpoint } from '@reelhouse/contracts/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The web calls the API only through the endpoints in the shared contracts: each must be a route
 * the server registers with that method and path, or a renamed path would break the web quietly.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The console's areas, named apart from the viewer's. */
function prefixed(areas: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(areas).map(([area, group]) => [`admin.${area}`, group]));
}

/** The server ignores a trailing slash (the original app's paths have one), so the router stores the path without it. */
const routerPath = (path: string) => path.replace(/(.)\/$/, '$1');

const endpoints = Object.entries({ ...api, ...prefixed(adminApi) }).flatMap(([area, group]) =>
  Object.entries(group as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({
    name: `${area}.${name}`,
    endpoint,
  })),
);

describe('the API contract', () => {
  it('names each endpoint once', () => {
    const routes = endpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('is served: every endpoint the web calls is registered with its method and path', () => {
    const missing = endpoints
      .filter(({ endpoint }) => !t.app.hasRoute({ method: endpoint.method, url: routerPath(endpoint.path) }))
      .map(({ name, endpoint }) => `${name}: ${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });
});
