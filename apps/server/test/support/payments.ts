import { sql } from 'drizzle-orm';
import type { Payment } from '@reelhouse/contracts/payments';
import type { PlanList } from '@reelhouse/contracts/plans';
import { rows } from '@reelhouse/db/database';
import { site } from './sign-in';
import { createTestApp, type TestApp } from './test-app';

export type Cookies = { rh_session: string };

/** A payment app on a real port (the sandbox's notifications travel over HTTP), in either PhonePe flavour. */
export async function paymentApp(api: 'v2' | 'v1', env: NodeJS.ProcessEnv = {}) {
  const t = await createTestApp({ env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off', PHONEPE_API: api, ...env } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const plans = (await t.app.inject({ url: '/api/plans' })).json<PlanList>().items;
  const planId = (code: string) => plans.find((plan) => plan.code === code)?.id ?? 0;
  return { t, planId };
}

export const buy = (t: TestApp, cookies: Cookies, planId: number, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments',
    payload: { planId },
    cookies,
    headers: { ...site, ...(key ? { 'idempotency-key': key } : {}) },
  });

export const simulate = (t: TestApp, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/sandbox/phonepe/simulate', payload: body });

export const paymentOf = async (t: TestApp, cookies: Cookies, id: string) =>
  (await t.app.inject({ url: `/api/payments/${id}`, cookies })).json<Payment>();

/** Waits until the payment leaves `pending` (or `from`): the notification's check runs as a job. */
export async function settled(t: TestApp, id: string, timeoutMs = 10_000, from = 'pending'): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await rows<{ state: string }>(
      t.database.db,
      sql`select state from payments where merchant_transaction_id = ${id}`,
    );
    if (row?.state !== from || Date.now() > until) return row?.state ?? 'missing';
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const countOf = async (t: TestApp, query: ReturnType<typeof sql>) =>
  (await rows<{ n: number }>(t.database.db, query))[0]?.n ?? -1;
