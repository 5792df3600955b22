import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { ratingsListed } from './support/catalogue-reads';
import { askCode, lastCode, signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

const { titles } = buildDemoCatalogue();
const published = titles.filter((title) => title.status === 'published');
const adultTitle = published.find((title) => title.rating === 'A');
const sixteenTitle = published.find((title) => title.rating === 'U/A 16+');
const familyTitle = published.find((title) => title.rating === 'U');
if (!adultTitle || !sixteenTitle || !familyTitle) throw new Error('the demo catalogue lacks a rating this test needs');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

let nextNumber = 9200000000;
const freshMobile = () => `+91${(nextNumber += 1009)}`;

type Cookie = { rh_session: string };
const request = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookies: Cookie, payload?: object) =>
  t.app.inject({ method, url, cookies, headers: site, ...(payload ? { payload } : {}) });
const setPin = (cookies: Cookie, payload: object) => request('PUT', '/api/account/parental-pin', cookies, payload);
const unlock = (cookies: Cookie, pin: string) => request('POST', '/api/parental-pin/unlock', cookies, { pin });
const status = async (cookies: Cookie, slug: string) =>
  (await request('GET', `/api/titles/${slug}`, cookies)).statusCode;
const listed = (cookies: Cookie) => ratingsListed(t.app, cookies);

/** A member who confirmed being 18 or older, signed in on one device. */
async function adultMember(mobile = freshMobile()) {
  const cookies = await signIn(t.app, mobile);
  await request('PATCH', '/api/account', cookies, { firstName: 'Parent', confirmAdult: true });
  return cookies;
}

describe('the parental PIN', () => {
  it('locks A and U/A 16+ titles everywhere until it is entered, then unlocks them on that device only', async () => {
    const mobile = freshMobile();
    const phone = await adultMember(mobile);
    expect(await status(phone, adultTitle.slug)).toBe(200);
    expect(await status(phone, sixteenTitle.slug)).toBe(200);

    expect((await setPin(phone, { pin: '4321' })).statusCode).toBe(204);
    const locked = await request('GET', `/api/titles/${sixteenTitle.slug}`, phone);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'content_locked' });
    expect(await status(phone, adultTitle.slug)).toBe(403);
    expect(await status(phone, familyTitle.slug)).toBe(200);
    expect(await listed(phone)).not.toContain('U/A 16+');
    expect((await request('GET', '/api/session', phone)).json()).toMatchObject({ user: { parentalLock: 'locked' } });

    const wrong = await unlock(phone, '1111');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: [{ path: 'body.pin' }] });
    expect((await unlock(phone, '4321')).statusCode).toBe(204);
    expect(await status(phone, sixteenTitle.slug)).toBe(200);
    expect(await status(phone, adultTitle.slug)).toBe(200);
    expect(await listed(phone)).toContain('U/A 16+');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const laptop = await signIn(t.app, mobile);
    expect(await status(laptop, sixteenTitle.slug)).toBe(403);

    expect((await request('POST', '/api/parental-pin/lock', phone)).statusCode).toBe(204);
    expect(await status(phone, sixteenTitle.slug)).toBe(403);
  });

  it('keeps A titles behind the age check even with the PIN entered', async () => {
    const cookies = await signIn(t.app, freshMobile());
    await setPin(cookies, { pin: '2468' });
    await unlock(cookies, '2468');
    expect(await status(cookies, sixteenTitle.slug)).toBe(200);
    const adult = await request('GET', `/api/titles/${adultTitle.slug}`, cookies);
    expect(adult.json()).toMatchObject({ code: 'content_restricted' });
  });

  it('changes or removes only with the current PIN or a code to the member’s number, locking every device again', async () => {
    const mobile = freshMobile();
    const cookies = await adultMember(mobile);
    await setPin(cookies, { pin: '1357' });
    await unlock(cookies, '1357');

    expect((await setPin(cookies, { pin: '9999' })).json()).toMatchObject({ errors: [{ path: 'body.currentPin' }] });
    expect((await setPin(cookies, { currentPin: '0000', pin: '9999' })).statusCode).toBe(400);
    expect((await setPin(cookies, { currentPin: '1357', pin: '9999' })).statusCode).toBe(204);
    expect(await status(cookies, sixteenTitle.slug)).toBe(403);

    // Forgotten: a code sent to the number proves it is the member.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await askCode(t.app, mobile);
    const removed = await setPin(cookies, { otp: await lastCode(t.app, mobile), pin: null });
    expect(removed.statusCode).toBe(204);
    expect((await request('GET', '/api/account', cookies)).json()).toMatchObject({ hasParentalPin: false });
    expect(await status(cookies, sixteenTitle.slug)).toBe(200);
  });

  it('pauses PIN entry after 5 wrong PINs in 15 minutes, even for the right one', async () => {
    const cookies = await adultMember();
    await setPin(cookies, { pin: '8642' });
    for (let attempt = 0; attempt < 5; attempt++) expect((await unlock(cookies, '0000')).statusCode).toBe(400);
    const paused = await unlock(cookies, '8642');
    expect(paused.statusCode).toBe(429);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('takes exactly four digits, and only from a signed-in member', async () => {
    const cookies = await adultMember();
    for (const pin of ['123', '12345', 'abcd']) {
      const response = await setPin(cookies, { pin });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ path: 'body.pin' }] });
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/account/parental-pin',
      payload: { pin: '1234' },
      headers: site,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
