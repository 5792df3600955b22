import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStarted } from '@reelhouse/contracts/payments';
import type { PlanList } from '@reelhouse/contracts/plans';
import { signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/** What an attacker puts in a request so that mailed links or redirects lead to their site. */
const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('links and redirects never come from the request’s Host', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No PUBLIC_ORIGIN, and every proxy trusted: still the origin the server was started for.
    t = await createTestApp({ env: { PORT: '8123', TRUST_PROXY: 'true', MEDIA_WORKERS: '0', DEMO_MEDIA: 'off' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('mails newsletter links on the server’s own origin', async () => {
    const email = 'host-header@example.com';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscriptions',
      payload: { email },
      headers: forged,
    });
    expect(response.statusCode).toBe(202);
    const items = async () =>
      (await t.app.inject({ url: `/api/dev/mail-outbox?to=${encodeURIComponent(email)}` })).json<{
        items: { text: string; unsubscribeUrl: string | null }[];
      }>().items;
    await expect.poll(async () => (await items()).length).toBe(1);
    const [mail] = await items();
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.text).toContain('http://localhost:8123/newsletter/confirm?');
    expect(mail?.unsubscribeUrl).toMatch(/^http:\/\/localhost:8123\//);
  });

  it('sends a buyer to the gateway and back on the server’s own origin', async () => {
    const member = await signIn(t.app, '+919811100201');
    const plans = (await t.app.inject({ url: '/api/plans' })).json<PlanList>().items;
    const premium = plans.find((plan) => plan.code === 'premium')?.id;
    // A request whose Host, forwarded host and Origin all name the attacker's site.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: { planId: premium },
      cookies: member,
      headers: { ...forged, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<PaymentStarted>().redirectUrl).toMatch(/^http:\/\/localhost:8123\/sandbox\/phonepe\/pay\//);
  });
});
