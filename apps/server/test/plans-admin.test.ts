import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanList } from '@reelhouse/contracts/plans';
import type { AdminPlan, AdminPlanList } from '@reelhouse/contracts/plans-admin';
import { rows } from '@reelhouse/db/database';
import { subscribe } from './support/members';
import { buy, type Cookies } from './support/payments';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/** The console's plans: texts, price and terms; a new price for new purchases only; retiring one. */
describe('operators’ plans', () => {
  let t: TestApp;
  let admin: Cookies;
  let editor: Cookies;
  beforeAll(async () => {
    t = await createTestApp({ env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    admin = await signIn(t.app, '+919876555001');
    editor = await signIn(t.app, '+919876555002');
    await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919876555001'`);
    await t.database.db.execute(sql`update users set role = 'editor' where mobile = '+919876555002'`);
  });
  afterAll(() => t.close());

  const listed = async () =>
    (await t.app.inject({ url: '/api/admin/plans', cookies: admin })).json<AdminPlanList>().items;
  const patch = (code: string, payload: object, cookies = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/plans/${code}`, cookies, headers: site, payload });
  const onSale = async () => (await t.app.inject({ url: '/api/plans?lang=en' })).json<PlanList>().items;

  it('lists every plan with its texts in every language and the members holding it now', async () => {
    await signIn(t.app, '+919876555010');
    await subscribe(t.database.db, '+919876555010', 'basic', -1, 29);
    const plans = await listed();
    expect(plans.map((plan) => plan.code)).toEqual(['free', 'basic', 'premium']);
    const basic = plans.find((plan) => plan.code === 'basic');
    expect(basic).toMatchObject({ active: true, gstPercent: 18, members: 1 });
    expect(basic?.texts.ar.name).toBe('أساسي');
    expect((await t.app.inject({ url: '/api/admin/plans', cookies: editor })).statusCode).toBe(403);
  });

  it('charges a new price on new purchases only: the period already held keeps its end, its payment its amount', async () => {
    const [before] = await rows<{ ends: string }>(
      t.database.db,
      sql`select ends_at::text as ends from entitlements s join users u on u.id = s.user_id where u.mobile = '+919876555010'`,
    );
    const changed = await patch('basic', { pricePaise: 19_900, gstPercent: 12.5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AdminPlan>()).toMatchObject({ pricePaise: 19_900, gstPercent: 12.5 });
    const basic = (await onSale()).find((plan) => plan.code === 'basic');
    expect(basic?.price).toEqual({ basePaise: 19_900, gstPercent: 12.5, gstPaise: 2_488, totalPaise: 22_388 });
    const [after] = await rows<{ ends: string }>(
      t.database.db,
      sql`select ends_at::text as ends from entitlements s join users u on u.id = s.user_id where u.mobile = '+919876555010'`,
    );
    expect(after?.ends).toBe(before?.ends);

    const buyer = await signIn(t.app, '+919876555011');
    const started = await buy(t, buyer, basic?.id ?? 0);
    expect(started.statusCode, started.body).toBe(201);
    const [payment] = await rows<{ amount: number }>(
      t.database.db,
      sql`select amount_paise as amount from payments order by id desc limit 1`,
    );
    expect(payment?.amount).toBe(22_388);
    const [audit] = await rows<{ details: Record<string, unknown> }>(
      t.database.db,
      sql`select details from operator_audit where subject = 'plan:basic' order by id desc limit 1`,
    );
    expect(audit?.details).toMatchObject({ pricePaise: { before: 14_900, after: 19_900 } });
  });

  it('edits the texts in every language at once, and refuses a language left out', async () => {
    const basic = (await listed()).find((plan) => plan.code === 'basic');
    const texts = { ...basic?.texts, fr: { name: 'Essentielle', description: 'Pour commencer.', features: ['HD'] } };
    expect((await patch('basic', { texts })).json<AdminPlan>().texts.fr.name).toBe('Essentielle');
    expect((await t.app.inject({ url: '/api/plans?lang=fr' })).body).toContain('Essentielle');
    const { de: _de, ...missing } = texts;
    const refused = await patch('basic', { texts: missing });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('texts.de');
    const blank = await patch('basic', { texts: { ...texts, en: { name: ' ', description: '', features: [] } } });
    expect(blank.statusCode).toBe(400);
  });

  it('refuses terms outside their ranges, naming each field', async () => {
    const refused = await patch('premium', { pricePaise: -1, maxHeight: 900, streams: 0, tiers: [] });
    expect(refused.statusCode).toBe(400);
    const fields = refused.json<{ errors: { path: string }[] }>().errors.map((error) => error.path);
    expect(fields).toEqual(expect.arrayContaining(['body.pricePaise', 'body.maxHeight', 'body.streams', 'body.tiers']));
    expect((await patch('premium', {})).statusCode).toBe(400);
    expect((await patch('gold', { streams: 2 })).statusCode).toBe(404);
  });

  it('retires a plan: off the plans page and not for sale, while its members keep it; the free plan stays', async () => {
    expect((await patch('basic', { active: false })).json<AdminPlan>().active).toBe(false);
    expect((await onSale()).map((plan) => plan.code)).toEqual(['free', 'premium']);
    const basicId = (await rows<{ id: number }>(t.database.db, sql`select id from plans where code = 'basic'`))[0]?.id;
    const buyer = await signIn(t.app, '+919876555012');
    expect((await buy(t, buyer, basicId ?? 0)).statusCode).toBe(404);
    const holder = (await listed()).find((plan) => plan.code === 'basic');
    expect(holder?.members).toBe(1);
    expect((await patch('free', { active: false })).statusCode).toBe(409);
    expect((await patch('free', { pricePaise: 100 })).statusCode).toBe(409);
    expect((await patch('basic', { active: true }, editor)).statusCode).toBe(403);
  });
});
