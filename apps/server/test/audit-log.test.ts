import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@reelhouse/contracts/audit-log';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/** The console's audit log: every operator change, by operator, area and day. */
describe('GET /api/admin/audit', () => {
  let t: TestApp;
  let admin: { rh_session: string };
  let other: { rh_session: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, '+919876577001');
    other = await signIn(t.app, '+919876577002');
    await t.database.db.execute(
      sql`update users set role = 'admin' where mobile in ('+919876577001', '+919876577002')`,
    );
    await t.database.db.execute(sql`update users set first_name = 'Anil' where mobile = '+919876577001'`);
    const change = (cookies: typeof admin, url: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url, cookies, headers: site, payload });
    expect((await change(admin, '/api/admin/plans/basic', { streams: 3 })).statusCode).toBe(200);
    expect((await change(other, '/api/admin/plans/premium', { streams: 5 })).statusCode).toBe(200);
    const member = (await t.app.inject({ url: '/api/admin/members?q=Anil', cookies: admin })).json<{
      items: { id: number }[];
    }>().items[0];
    expect((await change(admin, `/api/admin/members/${member?.id ?? 0}`, { role: 'editor' })).statusCode).toBe(409);
    expect((await change(other, `/api/admin/members/${member?.id ?? 0}`, { role: 'admin' })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const page = async (query = '') => {
    const answer = await t.app.inject({ url: `/api/admin/audit?${query}`, cookies: admin });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<AuditPage>();
  };

  it('lists every change newest first, with who made it and what changed', async () => {
    const log = await page();
    expect(log.items.map((line) => [line.action, line.subject])).toEqual([
      ['member.role', expect.stringMatching(/^member:\d+$/)],
      ['plan.update', 'plan:premium'],
      ['plan.update', 'plan:basic'],
    ]);
    expect(log.items[2]).toMatchObject({ actor: { name: 'Anil' }, details: { streams: { before: 2, after: 3 } } });
    expect(log.areas).toEqual(['member', 'plan']);
    expect(log.actors.map((actor) => actor.name).sort()).toEqual(['+919876577002', 'Anil']);
  });

  it('filters by operator, area and day', async () => {
    const anil = (await page()).actors.find((actor) => actor.name === 'Anil');
    expect((await page(`actor=${anil?.id}`)).items.map((line) => line.subject)).toEqual(['plan:basic']);
    expect((await page('area=member')).total).toBe(1);
    expect((await page('from=2020-01-01&to=2020-01-31')).total).toBe(0);
    const refused = await t.app.inject({ url: '/api/admin/audit?area=DROP%20TABLE', cookies: admin });
    expect(refused.statusCode).toBe(400);
  });
});
