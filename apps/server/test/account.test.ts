import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const site = { host: 'tv.example', origin: 'http://tv.example' };
const yearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
};
const patch = (cookies: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/account', cookies, headers: site, payload });

describe('My Account', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('edits the profile, and refuses a username or e-mail another member has', async () => {
    const first = await signIn(t.app, '+919800000101');
    const updated = await patch(first, {
      firstName: 'Asha',
      lastName: 'Rao',
      username: 'asha.r',
      email: 'Asha@Example.com',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ displayName: 'Asha Rao', username: 'asha.r', mobile: '+919800000101' });
    const session = await t.app.inject({ method: 'GET', url: '/api/session', cookies: first });
    expect(session.json().user.displayName).toBe('Asha Rao');

    const second = await signIn(t.app, '+919800000102');
    const sameUsername = await patch(second, { username: 'ASHA.R' });
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().errors).toEqual([{ path: 'body.username', message: expect.any(String) }]);
    expect((await patch(second, { email: 'asha@example.com' })).statusCode).toBe(409);
  });

  it('keeps members under 7 out and A-rated titles locked until the member is 18 by birth date or by confirming', async () => {
    const { slug } = (await t.database.db.execute(sql`select slug from titles where rating = 'A' limit 1`)).rows[0] as {
      slug: string;
    };
    const cookies = await signIn(t.app, '+919800000103');
    expect((await patch(cookies, { dateOfBirth: yearsAgo(5) })).statusCode).toBe(400);

    expect((await patch(cookies, { dateOfBirth: yearsAgo(15) })).json().adultConfirmed).toBe(false);
    const tooYoung = await patch(cookies, { confirmAdult: true });
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.json().errors[0].path).toBe('body.confirmAdult');
    expect((await t.app.inject({ method: 'GET', url: `/api/titles/${slug}`, cookies })).statusCode).toBe(403);

    expect((await patch(cookies, { dateOfBirth: yearsAgo(30) })).json().adultConfirmed).toBe(true);
    const title = await t.app.inject({ method: 'GET', url: `/api/titles/${slug}`, cookies });
    expect(title.statusCode).toBe(200);
    expect(title.headers['cache-control']).toContain('private');
    // Visitors still get the restricted state, from the same cache.
    expect((await t.app.inject({ method: 'GET', url: `/api/titles/${slug}` })).statusCode).toBe(403);

    const confirmer = await signIn(t.app, '+919800000104');
    expect((await patch(confirmer, { confirmAdult: true })).json().adultConfirmed).toBe(true);
  });

  it('withdraws the 18+ confirmation at once when the date of birth turns out under 18, and audits it', async () => {
    const { slug } = (await t.database.db.execute(sql`select slug from titles where rating = 'A' limit 1`)).rows[0] as {
      slug: string;
    };
    const cookies = await signIn(t.app, '+919800000110');
    expect((await patch(cookies, { dateOfBirth: yearsAgo(30) })).json().adultConfirmed).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/titles/${slug}`, cookies })).statusCode).toBe(200);

    const younger = await patch(cookies, { dateOfBirth: yearsAgo(16) });
    expect(younger.statusCode).toBe(200);
    expect(younger.json().adultConfirmed).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/titles/${slug}`, cookies })).statusCode).toBe(403);
    expect((await patch(cookies, { confirmAdult: true })).statusCode).toBe(400);

    const audit = (
      await t.database.db.execute(
        sql`select a.action, a.details from account_audit a join users u on u.id = a.user_id
             where u.mobile = '+919800000110' order by a.id`,
      )
    ).rows as { action: string; details: { from: string | null; to: string; adult: boolean } }[];
    expect(audit).toEqual([
      { action: 'date_of_birth.change', details: { from: null, to: yearsAgo(30), adult: true } },
      { action: 'date_of_birth.change', details: { from: yearsAgo(30), to: yearsAgo(16), adult: false } },
    ]);
  });

  it('lets a date of birth once given change twice a year, and says when it may change again', async () => {
    const cookies = await signIn(t.app, '+919800000111');
    expect((await patch(cookies, { dateOfBirth: yearsAgo(40) })).statusCode).toBe(200);
    expect((await patch(cookies, { dateOfBirth: yearsAgo(41) })).statusCode).toBe(200);
    expect((await patch(cookies, { dateOfBirth: yearsAgo(42) })).statusCode).toBe(200);
    expect((await patch(cookies, { dateOfBirth: yearsAgo(42), firstName: 'Same date' })).statusCode).toBe(200);
    const third = await patch(cookies, { dateOfBirth: yearsAgo(16) });
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(86_400 * 300);
    expect(third.json().errors).toEqual([
      { path: 'body.dateOfBirth', message: expect.stringMatching(/again in \d+ days/) },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/account', cookies })).json()).toMatchObject({
      dateOfBirth: yearsAgo(42),
      adultConfirmed: true,
    });
  });

  it('lists the member’s devices, signs out one or all others, and never another member’s', async () => {
    const phone = await signIn(t.app, '+919800000105');
    // A second code for the same number only after the 60 s cooldown.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const laptop = await signIn(t.app, '+919800000105');
    vi.useRealTimers();
    const list = await t.app.inject({ method: 'GET', url: '/api/account/sessions', cookies: laptop });
    const items = list.json().items as { id: string; current: boolean }[];
    expect(items).toHaveLength(2);
    expect(items.filter((item) => item.current)).toHaveLength(1);

    const stranger = await signIn(t.app, '+919800000106');
    const other = items.find((item) => !item.current)?.id ?? '';
    const idor = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${other}`,
      cookies: stranger,
      headers: site,
    });
    expect(idor.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/session', cookies: phone })).json().authenticated).toBe(
      true,
    );

    const others = await t.app.inject({
      method: 'POST',
      url: '/api/account/sessions/sign-out-others',
      cookies: laptop,
      headers: site,
    });
    expect(others.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/session', cookies: phone })).json().authenticated).toBe(
      false,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/session', cookies: laptop })).json().authenticated).toBe(
      true,
    );
  });

  it('deletes the account with its sessions; signing in again starts a new account', async () => {
    const cookies = await signIn(t.app, '+919800000107');
    const before = (await t.app.inject({ method: 'GET', url: '/api/account', cookies })).json().id as number;
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/account', cookies, headers: site });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/account', cookies })).statusCode).toBe(401);
    const rows = await t.database.db.execute(sql`select count(*)::int as n from users where id = ${before}`);
    expect(rows.rows[0]).toEqual({ n: 0 });
    const again = await signIn(t.app, '+919800000107');
    expect((await t.app.inject({ method: 'GET', url: '/api/account', cookies: again })).json().id).not.toBe(before);
  });
});
