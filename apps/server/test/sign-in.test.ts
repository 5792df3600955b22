import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MembersRepository } from '../src/modules/accounts/members.repository';
import { askCode as askCodeOf, lastCode as lastCodeOf, sessionCookie, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

let nextNumber = 9000000000;
/** A fresh valid Indian mobile number for each test, so limits from one test do not leak into another. */
const freshMobile = () => `+91${(nextNumber += 1017)}`;

const askCode = (mobile: string, ip?: string) => askCodeOf(t.app, mobile, ip);
const verify = (mobile: string, otp: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/verify-user-mobile/',
    payload: { mobile, otp },
    headers: { ...site, ...headers },
  });
const lastCode = (mobile: string) => lastCodeOf(t.app, mobile);
const later = (seconds: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
};

describe('sign-in with a mobile number and a one-time code', () => {
  it('sends a code, opens a session with an httpOnly SameSite=Lax cookie, and answers who is signed in', async () => {
    const mobile = freshMobile();
    const sent = await askCode(mobile.replace('+91', '0'));
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, data: { mobile, expiresInSeconds: 300, resendInSeconds: 60 } });

    const code = await lastCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await verify(mobile, code);
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.cookies.find((item) => item.name === 'rh_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const { token, user } = signedIn.json<{ data: { token: string; user: { id: number; isNew: boolean } } }>().data;
    expect(user.isNew).toBe(true);

    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      cookies: { rh_session: cookie?.value ?? '' },
    });
    expect(byCookie.json()).toMatchObject({ authenticated: true, user: { id: user.id, role: 'member' } });
    const byBearer = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.json()).toMatchObject({ authenticated: true });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(anonymous.json()).toEqual({ authenticated: false, user: null, profile: null });
  });

  it('refuses a code the second time it is used', async () => {
    const mobile = freshMobile();
    await askCode(mobile);
    const code = await lastCode(mobile);
    expect((await verify(mobile, code)).statusCode).toBe(200);
    const again = await verify(mobile, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/expired or was already used/);
  });

  it('kills a code after five wrong tries: the sixth try fails even with the right code', async () => {
    const mobile = freshMobile();
    await askCode(mobile);
    const code = await lastCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const details: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) details.push((await verify(mobile, wrong)).json().detail);
    expect(details[0]).toMatch(/4 tries left/);
    expect(details[4]).toMatch(/no tries left/);
    const sixth = await verify(mobile, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().errors).toEqual([{ path: 'body.otp', message: expect.any(String) }]);
  });

  it('answers a known and an unknown number alike', async () => {
    const known = freshMobile();
    await askCode(known);
    await verify(known, await lastCode(known));
    later(61);
    const forKnown = await askCode(known);
    const forUnknown = await askCode(freshMobile());
    expect(forKnown.statusCode).toBe(forUnknown.statusCode);
    const { mobile: _a, ...knownData } = forKnown.json().data;
    const { mobile: _b, ...unknownData } = forUnknown.json().data;
    expect(knownData).toEqual(unknownData);
  });

  it('allows a new code only 60 s after the last, with Retry-After, and at most 5 per number an hour', async () => {
    const mobile = freshMobile();
    expect((await askCode(mobile)).statusCode).toBe(200);
    const early = await askCode(mobile);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(55);
    expect(early.json().detail).toMatch(/in \d+ seconds/);

    later(61);
    expect((await askCode(mobile)).statusCode).toBe(200);
    for (let sent = 2; sent < 5; sent++) {
      later(61);
      expect((await askCode(mobile)).statusCode).toBe(200);
    }
    later(61);
    const sixth = await askCode(mobile);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().detail).toMatch(/Too many codes were sent to this number/);
  });

  it('allows at most 20 codes an hour from one IP address', async () => {
    const ip = '198.51.100.20';
    for (let sent = 0; sent < 20; sent++) expect((await askCode(freshMobile(), ip)).statusCode).toBe(200);
    const refused = await askCode(freshMobile(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/from your network/);
  });

  it('says what is wrong with a bad number and sends nothing', async () => {
    const response = await askCode('98765');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ path: 'body.mobile' });
    expect(response.json().detail).toMatch(/not a valid mobile number/);
    expect((await verify('+919876500000', '12ab56')).statusCode).toBe(400);
  });

  it('refuses a cross-site write carrying the session cookie, and logs out on the server', async () => {
    const mobile = freshMobile();
    await askCode(mobile);
    const signedIn = await verify(mobile, await lastCode(mobile));
    const cookies = { rh_session: sessionCookie(signedIn) };

    const crossSite = await t.app.inject({
      method: 'DELETE',
      url: '/api/session',
      cookies,
      headers: { host: 'tv.example', origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/session', cookies })).json().authenticated).toBe(true);

    const logout = await t.app.inject({ method: 'DELETE', url: '/api/session', cookies, headers: site });
    expect(logout.statusCode).toBe(204);
    expect(sessionCookie(logout)).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/session', cookies })).json().authenticated).toBe(false);
  });

  it('an admin made on the command line signs in with the admin role, and making one twice is harmless', async () => {
    const mobile = freshMobile();
    const members = new MembersRepository(t.database.db);
    expect(await members.makeAdmin(mobile)).toMatchObject({ created: true });
    expect(await members.makeAdmin(mobile)).toMatchObject({ created: false });
    await askCode(mobile);
    const signedIn = await verify(mobile, await lastCode(mobile));
    expect(signedIn.json().data.user.role).toBe('admin');
  });
});

describe('wrong codes from strangers', () => {
  const verifyFrom = (ip: string, mobile: string, otp: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/verify-user-mobile/',
      payload: { mobile, otp },
      headers: site,
      remoteAddress: ip,
    });
  const notThe = (code: string) => (code === '000000' ? '111111' : '000000');
  /** 100 wrong codes for the number, five from each of twenty addresses, as a botnet would send them. */
  async function lockByStrangers(mobile: string, code: string) {
    for (let client = 0; client < 20; client++) {
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await verifyFrom(`192.0.2.${client + 1}`, mobile, notThe(code))).statusCode).toBe(400);
      }
    }
  }

  it('do not use up the tries of the code the owner holds', async () => {
    const mobile = freshMobile();
    await askCode(mobile, '198.51.100.70');
    const code = await lastCode(mobile);
    for (let attempt = 0; attempt < 5; attempt++) await verifyFrom('192.0.2.200', mobile, notThe(code));
    expect((await verifyFrom('198.51.100.70', mobile, code)).statusCode).toBe(200);
  });

  it('lock the number for everyone who guessed and any other client, but not for the owner holding a fresh code', async () => {
    const mobile = freshMobile();
    await askCode(mobile, '198.51.100.71');
    const code = await lastCode(mobile);
    await lockByStrangers(mobile, code);

    const guesser = await verifyFrom('192.0.2.1', mobile, code);
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json().detail).toMatch(/Too many wrong codes for this number/);
    expect((await verifyFrom('192.0.2.250', mobile, code)).statusCode).toBe(429);

    expect((await verifyFrom('198.51.100.71', mobile, code)).statusCode).toBe(200);
  });

  it('keep a guesser locked even with a code it asked for itself', async () => {
    const mobile = freshMobile();
    await askCode(mobile, '198.51.100.72');
    await lockByStrangers(mobile, await lastCode(mobile));
    later(61);
    await askCode(mobile, '192.0.2.3');
    expect((await verifyFrom('192.0.2.3', mobile, await lastCode(mobile))).statusCode).toBe(429);
  });

  it('pause an address after 50 wrong codes an hour, whatever the numbers', async () => {
    const ip = '192.0.2.210';
    for (let number = 0; number < 10; number++) {
      const mobile = freshMobile();
      await askCode(mobile, '198.51.100.73');
      const code = await lastCode(mobile);
      for (let attempt = 0; attempt < 5; attempt++)
        expect((await verifyFrom(ip, mobile, notThe(code))).statusCode).toBe(400);
    }
    const mobile = freshMobile();
    await askCode(mobile, '198.51.100.74');
    const paused = await verifyFrom(ip, mobile, await lastCode(mobile));
    expect(paused.statusCode).toBe(429);
    expect(paused.json().detail).toMatch(/from your network/);
  });
});
