import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { askCode, lastCode, sessionCookie, signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});
/** A minute on: the same number may have a new code. */
const aMinuteLater = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 61_000);
};

let nextNumber = 9100000000;
const freshMobile = () => `+91${(nextNumber += 1013)}`;
let nextName = 0;
const profile = () => {
  nextName += 1;
  return {
    username: `viewer_${nextName}`,
    firstName: 'Asha',
    lastName: 'Rao',
    email: `viewer${nextName}@example.com`,
    dateOfBirth: '1990-04-12',
    acceptTerms: true,
  };
};

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: site,
    ...(cookie ? { cookies: { rh_session: cookie } } : {}),
  });
const account = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/account', cookies: { rh_session: cookie } });
const register = async (fields: Record<string, unknown>, mobile = freshMobile()) => {
  await askCode(t.app, mobile);
  return post('/api/register', { ...fields, mobile, otp: await lastCode(t.app, mobile) });
};
const passwordSignIn = (login: string, password: string, ip = '198.51.100.4') =>
  t.app.inject({
    method: 'POST',
    url: '/api/sign-in/password',
    payload: { login, password },
    headers: site,
    remoteAddress: ip,
  });
const fieldsOf = (response: { json: () => unknown }) =>
  (response.json() as { errors?: { path: string }[] }).errors?.map((error) => error.path);

describe('registration', () => {
  it('creates the member with the whole profile and a password, and signs them in', async () => {
    const fields = profile();
    const response = await register({ ...fields, password: 'long enough pass', confirmPassword: 'long enough pass' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { user: { displayName: 'Asha Rao', isNew: false } } });
    const me = (await account(sessionCookie(response))).json();
    expect(me).toMatchObject({
      username: fields.username,
      email: fields.email,
      dateOfBirth: '1990-04-12',
      hasPassword: true,
      adultConfirmed: true,
    });
  });

  it('needs the terms accepted, matching passwords, a real age and the code, and says which field is wrong', async () => {
    const noTerms = await register({ ...profile(), acceptTerms: false });
    expect(noTerms.statusCode).toBe(400);
    expect(fieldsOf(noTerms)).toEqual(['body.acceptTerms']);

    const mismatch = await register({ ...profile(), password: 'long enough pass', confirmPassword: 'other pass 1' });
    expect(fieldsOf(mismatch)).toEqual(['body.confirmPassword']);

    const tooYoung = await register({ ...profile(), dateOfBirth: new Date().toISOString().slice(0, 10) });
    expect(fieldsOf(tooYoung)).toEqual(['body.dateOfBirth']);

    const mobile = freshMobile();
    await askCode(t.app, mobile);
    const wrongCode = await post('/api/register', { ...profile(), mobile, otp: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(fieldsOf(wrongCode)).toEqual(['body.otp']);
  });

  it('says a username or e-mail is taken only to someone holding the right code', async () => {
    const first = profile();
    await register(first);
    const mobile = freshMobile();
    await askCode(t.app, mobile);
    const otp = await lastCode(t.app, mobile);
    const guess = await post('/api/register', {
      ...profile(),
      email: first.email,
      mobile,
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(guess.statusCode).toBe(400);
    expect(fieldsOf(guess)).toEqual(['body.otp']);
  });

  it('allows 20 sign-up attempts an hour from one address', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...profile(), mobile: freshMobile(), otp: '123456' },
        headers: site,
        remoteAddress: '198.51.100.80',
      });
    for (let tries = 0; tries < 20; tries++) expect((await attempt()).statusCode).toBe(400);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ detail: string }>().detail).toMatch(/Too many sign-ups from your network/);
  });

  it('refuses a taken username or e-mail with 409 without using up the code', async () => {
    const first = profile();
    await register(first);
    const mobile = freshMobile();
    await askCode(t.app, mobile);
    const otp = await lastCode(t.app, mobile);
    const clash = await post('/api/register', { ...profile(), email: first.email.toUpperCase(), mobile, otp });
    expect(clash.statusCode).toBe(409);
    expect(fieldsOf(clash)).toEqual(['body.email']);
    const retry = await post('/api/register', { ...profile(), mobile, otp });
    expect(retry.statusCode).toBe(200);
  });

  it('completes the profile of a number that signed in by code before, keeping the same account', async () => {
    const mobile = freshMobile();
    const { rh_session } = await signIn(t.app, mobile);
    const before = (await account(rh_session)).json<{ id: number }>();
    aMinuteLater();
    const completed = await register(profile(), mobile);
    expect(completed.json<{ data: { user: { id: number } } }>().data.user.id).toBe(before.id);
  });
});

describe('password sign-in', () => {
  it('accepts the username or the e-mail, in any case, with the right password', async () => {
    const fields = profile();
    await register({ ...fields, password: 'correct horse 1', confirmPassword: 'correct horse 1' });
    for (const login of [fields.username, fields.email.toUpperCase()]) {
      const response = await passwordSignIn(login, 'correct horse 1');
      expect(response.statusCode).toBe(200);
      expect(sessionCookie(response)).not.toBe('');
    }
  });

  it('gives the same answer for a wrong password and an unknown login', async () => {
    const fields = profile();
    await register({ ...fields, password: 'correct horse 1', confirmPassword: 'correct horse 1' });
    const wrong = await passwordSignIn(fields.username, 'not the password');
    const unknown = await passwordSignIn('nobody_here', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json<{ detail: string }>().detail).toBe(unknown.json<{ detail: string }>().detail);
  });

  it('pauses a login after 10 wrong passwords, even for the right one, with Retry-After', async () => {
    const fields = profile();
    await register({ ...fields, password: 'correct horse 1', confirmPassword: 'correct horse 1' });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await passwordSignIn(fields.username, `wrong ${attempt}`)).statusCode).toBe(401);
    }
    const paused = await passwordSignIn(fields.username, 'correct horse 1');
    expect(paused.statusCode).toBe(429);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('does not exist for members without a password', async () => {
    const fields = profile();
    await register(fields);
    expect((await passwordSignIn(fields.username, '')).statusCode).toBe(400);
    expect((await passwordSignIn(fields.username, 'anything at all')).statusCode).toBe(401);
  });
});

describe('lost password', () => {
  /** Asks for a code for the number and resets the password with it. */
  const resetPassword = async (mobile: string, password: string) => {
    await askCode(t.app, mobile);
    const otp = await lastCode(t.app, mobile);
    return post('/api/password-reset', { mobile, otp, password, confirmPassword: password });
  };

  it('sets a new password with a code, signs out every other device and signs in this one', async () => {
    const fields = profile();
    const mobile = freshMobile();
    const registered = await register(
      { ...fields, password: 'old password 1', confirmPassword: 'old password 1' },
      mobile,
    );
    const oldSession = sessionCookie(registered);

    aMinuteLater();
    const reset = await resetPassword(mobile, 'new password 2');
    expect(reset.statusCode).toBe(200);
    expect((await account(oldSession)).statusCode).toBe(401);
    expect((await account(sessionCookie(reset))).statusCode).toBe(200);
    expect((await passwordSignIn(fields.username, 'old password 1')).statusCode).toBe(401);
    expect((await passwordSignIn(fields.username, 'new password 2')).statusCode).toBe(200);
  });

  it('tells the owner of a number without an account to sign up', async () => {
    const mobile = freshMobile();
    const reset = await resetPassword(mobile, 'new password 2');
    expect(reset.statusCode).toBe(400);
    expect(fieldsOf(reset)).toEqual(['body.mobile']);
  });
});

describe('password change on My Account', () => {
  const change = (cookie: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      payload,
      headers: site,
      cookies: { rh_session: cookie },
    });

  it('needs the current password when there is one, then signs out the other devices', async () => {
    const fields = profile();
    const mobile = freshMobile();
    const registered = await register({ ...fields, password: 'first pass 1', confirmPassword: 'first pass 1' }, mobile);
    const here = sessionCookie(registered);
    aMinuteLater();
    const elsewhere = (await signIn(t.app, mobile)).rh_session;

    const missing = await change(here, { password: 'second pass 2', confirmPassword: 'second pass 2' });
    expect(fieldsOf(missing)).toEqual(['body.currentPassword']);
    const wrong = await change(here, {
      currentPassword: 'not it',
      password: 'second pass 2',
      confirmPassword: 'second pass 2',
    });
    expect(fieldsOf(wrong)).toEqual(['body.currentPassword']);

    const changed = await change(here, {
      currentPassword: 'first pass 1',
      password: 'second pass 2',
      confirmPassword: 'second pass 2',
    });
    expect(changed.statusCode).toBe(204);
    expect((await account(here)).statusCode).toBe(200);
    expect((await account(elsewhere)).statusCode).toBe(401);
    expect((await passwordSignIn(fields.email, 'second pass 2')).statusCode).toBe(200);
  });

  it('lets a member who signed in by code set a first password, and refuses it from another site', async () => {
    const { rh_session } = await signIn(t.app, freshMobile());
    const crossSite = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      payload: { password: 'first pass 1', confirmPassword: 'first pass 1' },
      headers: { host: 'tv.example', origin: 'https://evil.example' },
      cookies: { rh_session },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await account(rh_session)).json()).toMatchObject({ hasPassword: false });
    const set = await change(rh_session, { password: 'first pass 1', confirmPassword: 'first pass 1' });
    expect(set.statusCode).toBe(204);
    expect((await account(rh_session)).json()).toMatchObject({ hasPassword: true });
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      payload: { password: 'first pass 1', confirmPassword: 'first pass 1' },
      headers: site,
    });
    expect(response.statusCode).toBe(401);
  });
});
