import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

describe('API documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves an OpenAPI 3.1 document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/session', '/api/config']));
    const health = document.paths['/api/health'].get.responses['200'].content['application/json'].schema;
    expect(health.properties.db.enum).toEqual(['pglite', 'postgres']);
  });

  it('serves a readable docs page at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
