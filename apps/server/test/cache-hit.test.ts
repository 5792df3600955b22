import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

describe('a cached read', () => {
  let t: TestApp;
  const validated: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    // Runs just before validation: a request answered from the cache never gets here.
    t.app.addHook('preValidation', async (request) => {
      validated.push(request.url);
    });
  });
  afterAll(() => t.close());

  it.each(['/api/titles?limit=5', '/api/titles/tidewater?lang=fr', '/api/get-all-movies/'])(
    'is answered before validation and the handler the second time: %s',
    async (url) => {
      const first = await t.app.inject({ method: 'GET', url });
      const second = await t.app.inject({ method: 'GET', url });
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(validated.filter((seen) => seen === url)).toHaveLength(1);
    },
  );
});

describe('the request log', () => {
  let t: TestApp;
  const lines: { level: number; url?: string; msg: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      env: { LOG_LEVEL: 'debug' },
      logStream: { write: (line: string) => lines.push(JSON.parse(line)) },
    });
  });
  afterAll(() => t.close());

  it('writes a cache miss at info and a cache hit at debug', async () => {
    const url = '/api/titles?limit=3';
    await t.app.inject({ method: 'GET', url });
    await t.app.inject({ method: 'GET', url });
    const levels = lines.filter((line) => line.msg === 'request' && line.url === url).map((line) => line.level);
    expect(levels).toEqual([30, 20]);
  });
});
