import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMember } from '@reelhouse/contracts/members-admin';
import type { SubscriptionStatus } from '@reelhouse/contracts/payments';
import { rows } from '@reelhouse/db/database';
import { secondDevice } from './support/members';
import { askCode, lastCode, signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

type Cookies = { rh_session: string };

/** What an admin may do to an account from the console: grant a plan, change the role, block, sign out, delete. */
describe('member actions', () => {
  let t: TestApp;
  let admin: Cookies;
  let editor: Cookies;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { MEDIA_WORKERS: '0', DEMO_MEDIA: 'off' } });
    admin = await signIn(t.app, '+919876544001');
    editor = await signIn(t.app, '+919876544002');
    await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919876544001'`);
    await t.database.db.execute(sql`update users set role = 'editor' where mobile = '+919876544002'`);
    adminId = await idOf('+919876544001');
  });
  afterAll(() => t.close());

  async function idOf(mobile: string): Promise<number> {
    const [row] = await rows<{ id: number }>(t.database.db, sql`select id from users where mobile = ${mobile}`);
    return row?.id ?? 0;
  }
  const act = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, cookies = admin) =>
    t.app.inject({ method, url: `/api/admin/members${url}`, cookies, headers: site, ...(payload && { payload }) });
  /** A new sign-in code may be sent to the number, as a minute after the last. */
  const aMinuteLater = (mobile: string) =>
    t.database.db.execute(sql`update rate_limit_events set at = at - interval '2 minutes'
                               where key = ${`code:cooldown:${mobile}`}`);
  const auditOf = async (id: number) =>
    (
      await rows<{ action: string }>(
        t.database.db,
        sql`select action from operator_audit where subject = ${`member:${id}`} order by id`,
      )
    ).map((row) => row.action);

  it('grants a complimentary Premium for 30 days with its reason: no payment, the member has the plan', async () => {
    const member = await signIn(t.app, '+919876544010');
    const id = await idOf('+919876544010');
    const refused = await act('POST', `/${id}/grants`, { plan: 'premium', days: 0, reason: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('days');
    expect(refused.body).toContain('reason');
    const unknown = await act('POST', `/${id}/grants`, { plan: 'platinum', days: 30, reason: 'Festival gift' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('body.plan');

    const granted = await act('POST', `/${id}/grants`, { plan: 'premium', days: 30, reason: 'Festival gift' });
    expect(granted.statusCode, granted.body).toBe(201);
    const shown = granted.json<AdminMember>();
    expect(shown.subscription).toMatchObject({ active: true, plan: { code: 'premium' } });
    expect(shown.entitlements).toEqual([
      expect.objectContaining({
        kind: 'plan',
        source: 'grant',
        plan: { code: 'premium', name: 'Premium' },
        state: 'active',
        inForce: true,
        payment: null,
        grant: { reason: 'Festival gift', by: '+919876544001' },
      }),
    ]);
    const days =
      (Date.parse(shown.entitlements[0]?.endsAt ?? '') - Date.parse(shown.entitlements[0]?.startsAt ?? '')) /
      86_400_000;
    expect(days).toBeCloseTo(30, 3);
    expect(shown.payments).toEqual([]);
    const own = await t.app.inject({ url: '/api/account/subscription', cookies: member });
    expect(own.json<SubscriptionStatus>()).toMatchObject({ active: true, plan: { code: 'premium' } });
    expect(await auditOf(id)).toEqual(['member.grant']);
  });

  it('changes a role, but never the admin’s own', async () => {
    const member = await signIn(t.app, '+919876544011');
    const id = await idOf('+919876544011');
    expect((await t.app.inject({ url: '/api/admin/titles', cookies: member })).statusCode).toBe(403);
    const made = await act('PATCH', `/${id}`, { role: 'editor' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json<AdminMember>().profile.role).toBe('editor');
    expect((await t.app.inject({ url: '/api/admin/titles', cookies: member })).statusCode).toBe(200);
    expect((await act('PATCH', `/${adminId}`, { role: 'member' })).statusCode).toBe(409);
    expect((await act('PATCH', `/${id}`, { role: 'owner' })).statusCode).toBe(400);
    expect(await auditOf(id)).toEqual(['member.role']);
  });

  it('blocks a member: their sessions end at once and a new sign-in is refused until the block is lifted', async () => {
    const mobile = '+919876544012';
    const member = await signIn(t.app, mobile);
    const id = await idOf(mobile);
    const blocked = await act('PUT', `/${id}/block`, { reason: 'Shared the account publicly' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json<AdminMember>()).toMatchObject({
      blocked: { reason: 'Shared the account publicly' },
      devices: [],
    });
    expect((await t.app.inject({ url: '/api/account', cookies: member })).statusCode).toBe(401);

    await aMinuteLater(mobile);
    await askCode(t.app, mobile);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/verify-user-mobile/',
      payload: { mobile, otp: await lastCode(t.app, mobile) },
      headers: site,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json<{ detail: string }>().detail).toMatch(/blocked/);

    const lifted = await act('DELETE', `/${id}/block`);
    expect(lifted.json<AdminMember>().blocked).toBeNull();
    await aMinuteLater(mobile);
    const back = await signIn(t.app, mobile);
    expect((await t.app.inject({ url: '/api/account', cookies: back })).statusCode).toBe(200);
    expect((await act('PUT', `/${adminId}/block`, { reason: 'Testing myself' })).statusCode).toBe(409);
    expect(await auditOf(id)).toEqual(['member.block', 'member.unblock']);
  });

  it('signs a member out of one device, then of every device', async () => {
    const phone = await signIn(t.app, '+919876544013');
    const laptop = await secondDevice(t.database.db, phone);
    const id = await idOf('+919876544013');
    const page = (
      await act('POST', `/${id}/grants`, { plan: 'basic', days: 7, reason: 'Apology for an outage' })
    ).json<AdminMember>();
    expect(page.devices).toHaveLength(2);
    const laptopDevice = page.devices.find((device) => device.device === 'laptop');
    const one = await act('DELETE', `/${id}/sessions/${laptopDevice?.id}`);
    expect(one.json<AdminMember>().devices).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/account', cookies: laptop })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/account', cookies: phone })).statusCode).toBe(200);
    expect((await act('DELETE', `/${id}/sessions/${laptopDevice?.id}`)).statusCode).toBe(404);
    const all = await act('DELETE', `/${id}/sessions`);
    expect(all.json<AdminMember>().devices).toEqual([]);
    expect((await t.app.inject({ url: '/api/account', cookies: phone })).statusCode).toBe(401);
  });

  it('deletes an account as the member could, and refuses to delete the admin’s own', async () => {
    const member = await signIn(t.app, '+919876544014');
    const id = await idOf('+919876544014');
    expect((await act('DELETE', `/${adminId}`)).statusCode).toBe(409);
    expect((await act('DELETE', `/${id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/account', cookies: member })).statusCode).toBe(401);
    expect((await act('DELETE', `/${id}`)).statusCode).toBe(404);
    expect(await auditOf(id)).toEqual(['member.delete']);
  });

  it('is for admins only', async () => {
    const id = await idOf('+919876544010');
    for (const [method, url, payload] of [
      ['POST', `/${id}/grants`, { plan: 'premium', days: 30, reason: 'Because I can' }],
      ['PATCH', `/${id}`, { role: 'admin' }],
      ['PUT', `/${id}/block`, { reason: 'Because I can' }],
      ['DELETE', `/${id}/sessions`, undefined],
      ['DELETE', `/${id}`, undefined],
    ] as const)
      expect((await act(method, url, payload, editor)).statusCode, `${method} ${url}`).toBe(403);
  });

  it('summarises what the member watched: how many titles, the latest with how far they got', async () => {
    const id = await idOf('+919876544010');
    // Two movies with a video each, watched a quarter through.
    await t.database.db.execute(
      sql`with asset as (
            insert into media_assets (source_sha256, source_key, duration_seconds, width, height, frame_rate, has_audio)
            values ('member-actions', 'sources/member-actions.mp4', 1200, 1280, 720, 25, true) returning id),
          movies as (
            insert into playables (title_id, asset_id)
            select t.id, asset.id from asset, (select id from titles where kind = 'movie' order by id limit 2) t
            returning id)
          insert into watch_positions (profile_id, playable_id, position_seconds, duration_seconds)
          select p.id, movies.id, 300, 1200 from movies, profiles p where p.user_id = ${id} and p.owner`,
    );
    const shown = (await t.app.inject({ url: `/api/admin/members/${id}`, cookies: admin })).json<AdminMember>();
    expect(shown.watching.titles).toBe(2);
    expect(shown.watching.recent).toHaveLength(2);
    expect(shown.watching.recent[0]).toMatchObject({ progress: 0.25, episode: null, name: expect.any(String) });
  });
});
