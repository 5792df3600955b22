import { connect } from 'node:net';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/platform/errors/app-error';
import { createTestApp, type TestApp } from './support/test-app';

const PROBLEM = 'application/problem+json';
const BROKEN_ESCAPE = 'The address has a %-escape that does not stand for text (UTF-8).';

describe('one error model: every failure is problem+json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Routes that exist only in this test, to drive each branch of the error handler.
    const api = t.app.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/api/test/echo',
      { schema: { body: z.object({ mobile: z.string().min(10), count: z.number().int().positive() }) } },
      async (request) => request.body,
    );
    api.get('/api/test/conflict', async () => {
      throw new AppError('conflict', 'That slug is taken.', { headers: { 'retry-after': '5' } });
    });
    api.get('/api/test/crash', async () => {
      throw new Error('password=hunter2 at db.internal:5432');
    });
  });
  afterAll(() => t.close());

  it('an unknown /api path answers 404 with a problem document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain(PROBLEM);
    expect(response.json()).toMatchObject({
      type: '/api/problems/route-not-found',
      title: 'Not Found',
      status: 404,
      code: 'route_not_found',
      instance: '/api/no-such-thing?x=1',
    });
    expect(response.json().requestId).toBe(response.headers['x-request-id']);
  });

  it('a known path with the wrong method answers 405 and lists the allowed methods', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.headers['content-type']).toContain(PROBLEM);
    expect(response.json()).toMatchObject({ code: 'method_not_allowed', status: 405 });
  });

  it('the wrong method is recognised with a trailing slash too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/health/' });
    expect(response.statusCode).toBe(405);
  });

  it('an address the router cannot read answers 400 problem+json, on the API, media and pages alike', async () => {
    const cases = [
      // A broken percent-escape.
      { url: '/api/titles/%ff', detail: BROKEN_ESCAPE },
      { url: '/media/images/%ff', detail: BROKEN_ESCAPE },
      { url: '/movies-detail/%E0%A4', detail: BROKEN_ESCAPE },
      // A path segment longer than the router reads.
      { url: `/api/titles/${'a'.repeat(150)}`, detail: 'A part of the address is longer than 100 characters.' },
    ];
    for (const { url, detail } of cases) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toContain(PROBLEM);
      expect(response.json(), url).toMatchObject({ code: 'bad_request', status: 400, detail, instance: url });
      expect(response.json().requestId).toBe(response.headers['x-request-id']);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('invalid input answers 400 naming each bad field, and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { mobile: '12', count: -1 },
    });
    expect(response.statusCode).toBe(400);
    const problem = response.json();
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors.map((issue: { path: string }) => issue.path).sort()).toEqual(['body.count', 'body.mobile']);
  });

  it('malformed JSON answers 400 problem+json', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain(PROBLEM);
    expect(response.json().code).toBe('bad_request');
  });

  it('an unsupported body type answers 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
  });

  it('unknown fields are stripped from valid input', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { mobile: '9876543210', count: 2, role: 'admin' },
    });
    expect(response.json()).toEqual({ mobile: '9876543210', count: 2 });
  });

  it('an AppError keeps its code, status, message and headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ code: 'conflict', detail: 'That slug is taken.' });
  });

  it('an unexpected failure answers 500 without leaking internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('internal');
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('db.internal');
  });

  it('what the HTTP parser refuses (headers too large, a broken request) is answered as problem+json', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(request));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const parts = (answer: string) => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      return { statusLine: head.split('\r\n')[0], head: head.toLowerCase(), body: JSON.parse(body) as unknown };
    };

    const huge = parts(await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: a=${'b'.repeat(20_000)}\r\n\r\n`));
    expect(huge.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(huge.head).toContain(`content-type: ${PROBLEM}`);
    expect(huge.head).toContain('x-content-type-options: nosniff');
    expect(huge.body).toEqual({
      type: '/api/problems/headers-too-large',
      title: 'Request Header Fields Too Large',
      status: 431,
      code: 'headers_too_large',
      detail: 'The request’s headers are larger than the server reads (16 KB in all).',
    });

    const broken = parts(await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n'));
    expect(broken.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(broken.body).toMatchObject({ code: 'bad_request', detail: 'The request is not valid HTTP/1.1.' });
  });

  it('honours an incoming X-Request-Id so logs can be joined across services', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-42' } });
    expect(response.headers['x-request-id']).toBe('trace-42');
  });
});
