import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan, PlanList } from '@reelhouse/contracts/plans';
import { seedPlans } from '@reelhouse/db/seed/plans';
import { prepareSchema } from '../src/database-setup';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (lang = 'en') => (await t.app.inject({ url: `/api/plans?lang=${lang}` })).json<PlanList>().items;

describe('plans', () => {
  it('lists Free, Basic and Premium with the fee, 18 % GST and the total in paise, and what each unlocks', async () => {
    const plans = await list();
    expect(plans.map((plan) => plan.code)).toEqual(['free', 'basic', 'premium']);
    const [free, basic, premium] = plans as [Plan, Plan, Plan];
    expect(free).toMatchObject({
      name: 'Free',
      price: { basePaise: 0, gstPaise: 0, totalPaise: 0 },
      maxHeight: 540,
      streams: 1,
      tiers: ['free'],
      includesAdult: false,
    });
    // 18 % of ₹149.00 is ₹26.82: ₹175.82 in all.
    expect(basic.price).toEqual({ basePaise: 14_900, gstPercent: 18, gstPaise: 2_682, totalPaise: 17_582 });
    expect(premium).toMatchObject({ tiers: ['free', 'basic', 'premium'], includesAdult: true, billingMonths: 1 });
    expect(premium.features.length).toBeGreaterThan(0);
  });

  it('answers in the requested language', async () => {
    const [free] = await list('ar');
    expect(free?.name).toBe('مجاني');
    expect((await list('de'))[1]?.name).toBe('Basis');
    expect((await t.app.inject({ url: '/api/plans?lang=xx' })).statusCode).toBe(400);
  });

  it('answers one plan by code, and a clear 404 or 400 for anything else', async () => {
    const premium = await t.app.inject({ url: '/api/plans/premium?lang=fr' });
    expect(premium.json<Plan>()).toMatchObject({ code: 'premium', name: 'Premium' });
    const missing = await t.app.inject({ url: '/api/plans/platinum' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect((await t.app.inject({ url: '/api/plans/Not%20a%20code' })).statusCode).toBe(400);
  });

  it('answers the original app’s GET /api/get-all-plan/ with the same list in its envelope', async () => {
    const response = await t.app.inject({ url: '/api/get-all-plan/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: await list() });
  });

  it('leaves retired plans out, and seeds only once: the operator’s edits survive a restart', async () => {
    await t.database.db.execute(sql`update plans set price_paise = 19900 where code = 'basic'`);
    await t.database.db.execute(sql`update plans set active = false where code = 'premium'`);
    await prepareSchema(t.database);
    expect(await seedPlans(t.database.db)).toEqual({ seeded: false });
    const plans = await list();
    expect(plans.map((plan) => plan.code)).toEqual(['free', 'basic']);
    expect(plans[1]?.price.basePaise).toBe(19_900);
    expect((await t.app.inject({ url: '/api/plans/premium' })).statusCode).toBe(404);
  });
});
