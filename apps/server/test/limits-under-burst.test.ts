import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askCode, lastCode, signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Guessing limits fired as attackers fire them: every attempt at once. A limit that checks and
 * records in two steps lets most of a burst through; these count how many guesses were judged.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

let nextNumber = 9300000000;
const freshMobile = () => `+91${(nextNumber += 1031)}`;
const burst = <T>(size: number, attempt: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: size }, (_, index) => attempt(index)));
const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});

async function memberWithPassword(name: string) {
  const mobile = freshMobile();
  await askCode(t.app, mobile);
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: site,
    payload: {
      mobile,
      otp: await lastCode(t.app, mobile),
      username: name,
      firstName: 'Burst',
      lastName: 'Test',
      email: `${name}@example.com`,
      dateOfBirth: '1990-01-01',
      acceptTerms: true,
      password: 'the right password',
      confirmPassword: 'the right password',
    },
  });
  expect(registered.statusCode).toBe(200);
  return { username: name, email: `${name}@example.com` };
}
const passwordSignIn = (login: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sign-in/password',
    payload: { login, password },
    headers: site,
    remoteAddress: ip,
  });

describe('password guessing at once', () => {
  it('judges at most 10 of 40 wrong passwords sent together; the right one is then refused', async () => {
    const { username } = await memberWithPassword('burst_one');
    const answers = statuses(await burst(40, (index) => passwordSignIn(username, `wrong ${index}`, '198.51.100.61')));
    expect(answers).toEqual({ 401: 10, 429: 30 });
    expect((await passwordSignIn(username, 'the right password', '198.51.100.62')).statusCode).toBe(429);
  });

  it('counts the username and the e-mail of one account against one budget', async () => {
    const { username, email } = await memberWithPassword('burst_two');
    const answers = statuses(
      await burst(20, (index) =>
        passwordSignIn(index % 2 ? username : email.toUpperCase(), `no ${index}`, '198.51.100.63'),
      ),
    );
    expect(answers).toEqual({ 401: 10, 429: 10 });
    expect((await passwordSignIn(email, 'the right password', '198.51.100.64')).statusCode).toBe(429);
  });

  it('judges exactly 100 wrong passwords an hour from one address, whichever logins they name', async () => {
    const ip = '198.51.100.65';
    const answers = statuses(await burst(110, (index) => passwordSignIn(`nobody_${index}`, 'guess', ip)));
    expect(answers).toEqual({ 401: 100, 429: 10 });
  });

  it('gives back the place of a right password, so a member signing in does not use up the budget', async () => {
    const { username } = await memberWithPassword('burst_three');
    for (let signIns = 0; signIns < 12; signIns++) {
      expect((await passwordSignIn(username, 'the right password', '198.51.100.66')).statusCode).toBe(200);
    }
  });
});

describe('parental PIN guessing at once', () => {
  it('judges at most 5 of 30 wrong PINs sent together; the right one is then refused', async () => {
    const cookies = await signIn(t.app, freshMobile());
    const request = (method: 'PUT' | 'POST', url: string, payload: object) =>
      t.app.inject({ method, url, cookies, headers: site, payload });
    expect((await request('PUT', '/api/account/parental-pin', { pin: '2468' })).statusCode).toBe(204);
    const answers = statuses(
      await burst(30, (index) => request('POST', '/api/parental-pin/unlock', { pin: String(1000 + index) })),
    );
    expect(answers).toEqual({ 400: 5, 429: 25 });
    expect((await request('POST', '/api/parental-pin/unlock', { pin: '2468' })).statusCode).toBe(429);
  });
});

describe('one-time code guessing at once', () => {
  it('judges at most 5 of 40 wrong codes sent together, and the code is then dead', async () => {
    const mobile = freshMobile();
    await askCode(t.app, mobile);
    const code = await lastCode(t.app, mobile);
    const wrong = (index: number) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');
    const details = (
      await burst(40, (index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/verify-user-mobile/',
          headers: site,
          payload: { mobile, otp: wrong(index) },
        }),
      )
    ).map((response) => response.json<{ detail: string }>().detail);
    expect(details.filter((detail) => /is not right/.test(detail))).toHaveLength(5);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/verify-user-mobile/',
      headers: site,
      payload: { mobile, otp: code },
    });
    expect(right.statusCode).toBe(400);
  });
});

describe('public writes at once', () => {
  it('takes exactly 10 of 15 title reviews sent together from one address', async () => {
    const answers = statuses(
      await burst(15, (index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/titles/monsoon-letters/reviews',
          payload: {
            rating: 4,
            body: `A fine evening, review ${index}.`,
            authorName: 'Ravi',
            authorEmail: 'ravi@example.com',
          },
          remoteAddress: '198.51.100.90',
        }),
      ),
    );
    expect(answers).toEqual({ 201: 10, 429: 5 });
  });

  it('judges exactly 30 of 40 coupon codes tried together from one address', async () => {
    const answers = statuses(
      await burst(40, (index) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/shop/cart/coupon',
          payload: { code: `GUESS${index}` },
          headers: site,
          remoteAddress: '198.51.100.91',
        }),
      ),
    );
    expect(answers[429]).toBe(10);
    expect((answers[404] ?? 0) + (answers[422] ?? 0) + (answers[400] ?? 0)).toBe(30);
  });
});
