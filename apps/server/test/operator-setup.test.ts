import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@reelhouse/contracts/session';
import { storedSecret } from '../src/platform/stored-secret';
import { LOCAL_KEY_FILE } from '../src/modules/operators/operators.module';
import { LOCAL_KEY_HEADER } from '../src/modules/operators/operators.routes';
import { OperatorSetup, SETUP_LINK_TTL_MS } from '../src/modules/operators/operator-setup.service';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/** The first operator: a one-time link printed while no admin exists, and the command line's grant. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = (link: string) => link.split('#')[1] ?? '';
const claim = (cookies: { rh_session: string } | undefined, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/operator-setup',
    headers: site,
    ...(cookies ? { cookies } : {}),
    payload: { token },
  });
const roleOf = async (cookies: { rh_session: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/session', cookies })).json<Session>().user?.role;
const count = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n;

describe('the first operator', () => {
  it('refuses a visitor, and a token that is not one, naming the field', async () => {
    const link = await t.app.operators.setup.linkIfNeeded();
    expect(link).toMatch(/^http:\/\/localhost:\d+\/admin\/setup#[A-Za-z0-9_-]{43}$/);
    expect((await claim(undefined, tokenOf(link ?? ''))).statusCode).toBe(401);
    const member = await signIn(t.app, '+919876500001');
    const bad = await claim(member, 'not-a-token');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('body.token');
  });

  it('refuses a link whose hour is over', async () => {
    const past = new OperatorSetup({
      db: t.database.db,
      siteOrigin: 'http://tv.example',
      now: () => new Date(Date.now() - SETUP_LINK_TTL_MS - 1000),
    });
    const stale = await past.linkIfNeeded();
    const member = await signIn(t.app, '+919876500002');
    const response = await claim(member, tokenOf(stale ?? ''));
    expect(response.statusCode).toBe(404);
    expect(await roleOf(member)).toBe('member');
  });

  it('makes the member who opens a live link the admin, once, with an audit line', async () => {
    const [first, second] = [await t.app.operators.setup.linkIfNeeded(), await t.app.operators.setup.linkIfNeeded()];
    const member = await signIn(t.app, '+919876500003');
    const response = await claim(member, tokenOf(first ?? ''));
    expect(response.statusCode).toBe(200);
    expect(await roleOf(member)).toBe('admin');
    expect(await count(sql`select count(*)::int as n from operator_audit where action = 'operator.setup'`)).toBe(1);
    // The same link again, and another printed before: the service has its operator now.
    const other = await signIn(t.app, '+919876500004');
    expect((await claim(other, tokenOf(first ?? ''))).statusCode).toBe(404);
    expect((await claim(other, tokenOf(second ?? ''))).statusCode).toBe(409);
    expect(await roleOf(other)).toBe('member');
    expect(await t.app.operators.setup.linkIfNeeded()).toBeNull();
  });
});

describe('admin:create against a running server', () => {
  const grant = async (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/local/operators',
      headers,
      remoteAddress,
      payload: { mobile: '9876500005' },
    });

  it('answers only this machine, with the key from the data directory', async () => {
    const key = (await storedSecret(null, t.dataDir, LOCAL_KEY_FILE)).toString('base64url');
    expect((await grant({})).statusCode).toBe(403);
    expect((await grant({ [LOCAL_KEY_HEADER]: 'A'.repeat(43) })).statusCode).toBe(403);
    expect((await grant({ [LOCAL_KEY_HEADER]: key }, '198.51.100.7')).statusCode).toBe(403);
    const made = await grant({ [LOCAL_KEY_HEADER]: key });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ created: true });
    expect(
      await count(sql`select count(*)::int as n from users where mobile = '+919876500005' and role = 'admin'`),
    ).toBe(1);
  });
});
