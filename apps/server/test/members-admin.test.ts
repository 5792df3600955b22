import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleSearch } from '@reelhouse/contracts/console-search';
import type { AdminMember, AdminMemberPage } from '@reelhouse/contracts/members-admin';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/** The console's members: found by name, e-mail or a number typed any way; a member's page for admins only. */
let t: TestApp;
let admin: { rh_session: string };
let editor: { rh_session: string };
let member: { rh_session: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, '+919876522001');
  editor = await signIn(t.app, '+919876522002');
  member = await signIn(t.app, '+919812345678');
  await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919876522001'`);
  await t.database.db.execute(sql`update users set role = 'editor' where mobile = '+919876522002'`);
  const named = await t.app.inject({
    method: 'PATCH',
    url: '/api/account',
    cookies: member,
    headers: site,
    payload: { firstName: 'Meera', lastName: 'Iyer', email: 'meera.iyer@example.in' },
  });
  expect(named.statusCode, named.body).toBe(200);
});
afterAll(() => t.close());

const search = async (q: string, who = admin) => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/admin/members?q=${encodeURIComponent(q)}`,
    cookies: who,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<AdminMemberPage>().items.map((row) => row.name);
};

describe('GET /api/admin/members', () => {
  it('finds a member by name, e-mail, or the digits of a mobile number however they are typed', async () => {
    expect(await search('meera')).toEqual(['Meera Iyer']);
    expect(await search('IYER@EXAMPLE')).toEqual(['Meera Iyer']);
    expect(await search('98123 45678')).toEqual(['Meera Iyer']);
    expect(await search('098123-45678')).toEqual(['Meera Iyer']);
    // A LIKE wildcard is a character to find, not a pattern.
    expect(await search('%')).toEqual([]);
  });

  it('pages newest first and filters by role', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/members?pageSize=10', cookies: admin });
    const page = all.json<AdminMemberPage>();
    expect(page.total).toBe(3);
    expect(page.items[0]?.name).toBe('Meera Iyer');
    expect(page.items[0]?.lastSeenAt).not.toBeNull();
    const editors = await t.app.inject({ method: 'GET', url: '/api/admin/members?role=editor', cookies: admin });
    expect(editors.json<AdminMemberPage>().items.map((row) => row.mobile)).toEqual(['+919876522002']);
  });

  it('refuses a page size it does not offer, naming the parameter', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/admin/members?pageSize=5000', cookies: admin });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('pageSize');
  });
});

describe('GET /api/admin/members/:id', () => {
  it('shows what the member sees on My Account: profile, plan, devices, payments and orders — never a PIN', async () => {
    const [row] = (
      await t.app.inject({ method: 'GET', url: '/api/admin/members?q=meera', cookies: admin })
    ).json<AdminMemberPage>().items;
    const answer = await t.app.inject({ method: 'GET', url: `/api/admin/members/${row?.id}`, cookies: admin });
    expect(answer.statusCode, answer.body).toBe(200);
    const shown = answer.json<AdminMember>();
    expect(shown.profile).toMatchObject({
      displayName: 'Meera Iyer',
      email: 'meera.iyer@example.in',
      hasParentalPin: false,
    });
    expect(shown.subscription.active).toBe(false);
    expect(shown.devices).toHaveLength(1);
    expect(shown).toMatchObject({ payments: [], orders: [] });
    expect(answer.body).not.toMatch(/pin_hash|parentalPinHash|passwordHash/);
  });

  it('is for admins: an editor is refused, and an unknown member is not found', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/members/1', cookies: editor })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/members/999999', cookies: admin })).statusCode).toBe(
      404,
    );
  });
});

describe('the console’s search box', () => {
  it('lists members to admins and to nobody else', async () => {
    const asked = async (who: typeof admin) =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/search?q=meera', cookies: who })).json<ConsoleSearch>()
        .members;
    expect((await asked(admin)).map((found) => found.name)).toEqual(['Meera Iyer']);
    expect(await asked(editor)).toEqual([]);
  });
});
