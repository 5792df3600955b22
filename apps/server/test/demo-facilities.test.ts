import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStarted } from '@reelhouse/contracts/payments';
import { buy, paymentApp, settled, simulate, type Cookies } from './support/payments';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

const stranger = '203.0.113.50';
const outboxes = ['/api/dev/sms-outbox?mobile=%2B919811100101', '/api/dev/mail-outbox'];

describe('demo facilities answer only on the server’s own machine', () => {
  let t: TestApp;
  const lines: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      // Even a proxy that everyone is trusted as cannot make a stranger local.
      env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off', TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('reads the outboxes from a loopback connection, and refuses a stranger even with X-Forwarded-For', async () => {
    for (const url of outboxes) {
      expect((await t.app.inject({ url, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
      expect((await t.app.inject({ url, remoteAddress: '::1' })).statusCode).toBe(200);
      const refused = await t.app.inject({
        url,
        remoteAddress: stranger,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(refused.json().detail).toMatch(/DEMO_PUBLIC=true/);
    }
  });

  it('refuses the sandbox’s scripting endpoint to a stranger before reading the body', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/sandbox/phonepe/simulate',
      payload: { merchantTransactionId: 'RH0000000000', outcome: 'success' },
      remoteAddress: stranger,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('warns at start and tells the web app to show the demo notice', async () => {
    const warning = lines.find((line) => line.msg.startsWith('DEMO MODE'));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toMatch(/sms-outbox.*mail-outbox.*PhonePe sandbox/);
    const config = (await t.app.inject({ url: '/api/config', remoteAddress: stranger })).json();
    expect(config).toMatchObject({ demoMode: true, demoSms: true });
  });
});

describe('DEMO_PUBLIC=true opens the demo facilities to every network', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off', DEMO_PUBLIC: 'true' } });
  });
  afterAll(() => t.close());

  it('answers a stranger', async () => {
    for (const url of outboxes) expect((await t.app.inject({ url, remoteAddress: stranger })).statusCode).toBe(200);
  });
});

describe('the sandbox’s pay page belongs to the member who started the payment', () => {
  let t: TestApp;
  let payer: Cookies;
  let other: Cookies;
  let started: PaymentStarted;
  beforeAll(async () => {
    const app = await paymentApp('v2');
    t = app.t;
    payer = await signIn(t.app, '+919811100102');
    other = await signIn(t.app, '+919811100103');
    started = (await buy(t, payer, app.planId('premium'))).json<PaymentStarted>();
  });
  afterAll(() => t.close());

  const page = () => `/sandbox/phonepe/checkout/${new URL(started.redirectUrl).pathname.split('/').pop() ?? ''}`;
  const decide = (cookies?: Cookies) =>
    t.app.inject({ method: 'POST', url: page(), payload: { outcome: 'success' }, headers: site, cookies });

  it('refuses another member and a visitor, to see it or to decide it', async () => {
    expect((await t.app.inject({ url: page(), cookies: other })).statusCode).toBe(403);
    expect((await t.app.inject({ url: page() })).statusCode).toBe(403);
    expect((await decide(other)).statusCode).toBe(403);
    expect((await decide()).statusCode).toBe(403);
  });

  it('lets the payer see and decide it', async () => {
    const shown = await t.app.inject({ url: page(), cookies: payer });
    expect(shown.json()).toMatchObject({ merchantTransactionId: started.merchantTransactionId, state: 'PENDING' });
    expect((await decide(payer)).statusCode).toBe(200);
    expect(await settled(t, started.merchantTransactionId)).toBe('succeeded');
    // Decided once: the scripting endpoint (from this machine) cannot change it either.
    const again = await simulate(t, { merchantTransactionId: started.merchantTransactionId, outcome: 'failure' });
    expect(again.statusCode).toBe(409);
  });
});
