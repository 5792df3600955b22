import { rmSync, mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStarted } from '@reelhouse/contracts/payments';
import { buy, paymentApp, settled, simulate } from './support/payments';
import { playbackTitles, playRequest } from './support/playback-fixture';
import { signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

const TOKEN = 'a metrics token for the scraper, 40 chars';

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off' } });
  });
  afterAll(() => t.close());

  it('says ready, never cached, with what it checked', async () => {
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });

  it('says not ready, naming what fails, while the database or the media storage does not answer', async () => {
    const ping = t.database.ping;
    t.database.ping = () => Promise.reject(new Error('connection refused'));
    const noDatabase = await t.app.inject({ url: '/api/ready' });
    t.database.ping = ping;
    expect(noDatabase.statusCode).toBe(503);
    expect(noDatabase.headers['content-type']).toContain('application/problem+json');
    expect(noDatabase.json()).toMatchObject({ code: 'service_unavailable', detail: 'Not answering: database.' });

    rmSync(t.dataDir, { recursive: true, force: true });
    const noStorage = await t.app.inject({ url: '/api/ready' });
    mkdirSync(t.dataDir, { recursive: true });
    expect(noStorage.json()).toMatchObject({ status: 503, detail: 'Not answering: storage.' });
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('says not ready once the process drains before stopping, while it still serves and is alive', async () => {
    t.app.readiness.drain();
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ detail: 'This process is shutting down.' });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/plans' })).statusCode).toBe(200);
  });
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const t = await createTestApp({ env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off' } });
    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    await t.close();
  });

  describe('with a token', () => {
    let t: TestApp;
    let planId: (code: string) => number;
    const scrape = async () => {
      const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    /** The value of one sample, e.g. `reelhouse_playback_starts_total` or `…{kind="x"}`; 0 when absent. */
    const sample = (text: string, name: string) => {
      const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
      return line ? Number(line.slice(name.length + 1)) : 0;
    };

    beforeAll(async () => {
      ({ t, planId } = await paymentApp('v2', { METRICS_TOKEN: TOKEN, SEED_DEMO: 'true' }));
    });
    afterAll(() => t.close());

    it('asks for the token as a bearer and refuses a wrong one', async () => {
      const without = await t.app.inject({ url: '/metrics' });
      expect(without.statusCode).toBe(401);
      expect(without.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer guess' } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'unauthenticated' });
    });

    it('times requests by route pattern and counts the read cache’s hits and misses', async () => {
      for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/api/titles?page=1' })).statusCode).toBe(200);
      await t.app.inject({ url: `/api/titles/${playbackTitles.freeTitle.slug}` });
      const text = await scrape();
      expect(text).toContain('# TYPE reelhouse_http_request_duration_seconds histogram');
      expect(
        sample(text, 'reelhouse_http_request_duration_seconds_count{method="GET",route="/api/titles",status="200"}'),
      ).toBe(3);
      // The title's own slug never becomes a label: its route pattern does.
      expect(text).toContain('route="/api/titles/:slug"');
      expect(text).not.toContain(playbackTitles.freeTitle.slug);
      expect(sample(text, 'reelhouse_read_cache_lookups_total{cache="catalogue",result="hit"}')).toBeGreaterThanOrEqual(
        2,
      );
      expect(
        sample(text, 'reelhouse_read_cache_lookups_total{cache="catalogue",result="miss"}'),
      ).toBeGreaterThanOrEqual(1);
      expect(text).toContain('reelhouse_process_resident_memory_bytes');
    });

    it('counts playback refused by its reason, and payments by how PhonePe decided them', async () => {
      const refused = await playRequest(t, playbackTitles.paidTitle.slug);
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      const reason = refused.json<{ code: string }>().code;

      const member = await signIn(t.app, '+919811100077');
      const { merchantTransactionId: id } = (await buy(t, member, planId('premium'))).json<PaymentStarted>();
      await simulate(t, { merchantTransactionId: id, outcome: 'success' });
      expect(await settled(t, id)).toBe('succeeded');

      const text = await scrape();
      expect(sample(text, `reelhouse_playback_errors_total{stage="start",reason="${reason}"}`)).toBe(1);
      expect(sample(text, 'reelhouse_payment_outcomes_total{outcome="succeeded"}')).toBe(1);
    });

    it('reads the job queue’s depth and oldest wait from the database, whichever process queued the jobs', async () => {
      await t.database.db.execute(
        sql`insert into jobs (kind, key, payload, run_at) values
              ('test.waiting', 'a', '{}', now() - interval '90 seconds'),
              ('test.waiting', 'b', '{}', now() - interval '10 seconds'),
              ('test.waiting', 'c', '{}', now() + interval '1 hour')`,
      );
      const text = await scrape();
      expect(sample(text, 'reelhouse_jobs{kind="test.waiting",state="queued"}')).toBe(2);
      const waited = sample(text, 'reelhouse_job_oldest_wait_seconds{kind="test.waiting"}');
      expect(waited).toBeGreaterThanOrEqual(90);
      expect(waited).toBeLessThan(120);
      // Payments' reconciliation jobs ran in this process: their durations are recorded.
      expect(text).toMatch(/reelhouse_job_duration_seconds_count\{kind="payment\.reconcile",outcome="done"\} [1-9]/);
    });
  });
});

describe('GET /api/ready with Redis', () => {
  it('checks Redis too when REDIS_URL is set', async () => {
    const t = await createTestApp({
      env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off', REDIS_URL: process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379' },
    });
    const response = await t.app.inject({ url: '/api/ready' });
    await t.close();
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', redis: 'ok' } });
  });
});
