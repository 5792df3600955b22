import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { accountsModule } from '../src/modules/accounts/accounts.module';
import { ratingsListed } from './support/catalogue-reads';
import { lastCode, signIn, site } from './support/sign-in';
import { testPlatform } from './support/test-platform';
import { createTestApp, type TestApp } from './support/test-app';

const { titles } = buildDemoCatalogue();
const published = titles.filter((title) => title.status === 'published' && title.kind !== 'video');
const byRating = (rating: string) => {
  const found = published.find((title) => title.rating === rating);
  if (!found) throw new Error(`the demo catalogue has no published ${rating} title`);
  return found;
};
const familyTitle = byRating('U');
const teenTitle = byRating('U/A 13+');
const adultTitle = byRating('A');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A minute later: a number may be sent a new sign-in code only once a minute. */
function aMinuteLater() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 61_000);
}

let nextNumber = 9300000000;
const freshMobile = () => `+91${(nextNumber += 1013)}`;

type Cookie = { rh_session: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const ask = (method: Method, url: string, cookies: Cookie, payload?: object) =>
  t.app.inject({ method, url, cookies, headers: site, ...(payload ? { payload } : {}) });
interface Profile {
  id: number;
  picture: object | null;
  name: string | null;
  kids: boolean;
  owner: boolean;
  locked: boolean;
  maturityLimit: string;
}
const profilesOf = async (cookies: Cookie) =>
  (await ask('GET', '/api/profiles', cookies)).json<{ profiles: Profile[]; current: number | null }>();
const addProfile = (cookies: Cookie, fields: object) =>
  ask('POST', '/api/profiles', cookies, { avatar: 'kite', language: 'en', ...fields });
const select = (cookies: Cookie, id: number, body: object = {}) =>
  ask('POST', `/api/profiles/${id}/select`, cookies, body);
const ratingsListedFor = (cookies: Cookie) => ratingsListed(t.app, cookies);

/** A member who confirmed being 18 or older, with a kids profile and a teenager's beside their own. */
async function household(mobile = freshMobile()) {
  const holder = await signIn(t.app, mobile);
  await ask('PATCH', '/api/account', holder, { firstName: 'Asha', confirmAdult: true });
  const kids = (await addProfile(holder, { name: 'Mini', kids: true, maturityLimit: 'U/A 7+' })).json<Profile>();
  const teen = (await addProfile(holder, { name: 'Ravi', maturityLimit: 'U/A 13+' })).json<Profile>();
  return { mobile, holder, kids, teen };
}

/** Signs the number in again on another device, which then watches as `profileId`. */
async function deviceAs(mobile: string, profileId: number, body: object = {}) {
  aMinuteLater();
  const device = await signIn(t.app, mobile);
  expect((await select(device, profileId, body)).statusCode).toBe(200);
  return device;
}

describe('viewer profiles', () => {
  it('gives every member their own profile, named after them, and a device with one profile watches as it', async () => {
    const cookies = await signIn(t.app, freshMobile());
    const before = await profilesOf(cookies);
    expect(before.profiles).toEqual([
      expect.objectContaining({ name: null, owner: true, kids: false, locked: false, maturityLimit: 'A' }),
    ]);
    expect(before.current).toBe(before.profiles[0]?.id);
    await ask('PATCH', '/api/account', cookies, { firstName: 'Meera' });
    const session = (await ask('GET', '/api/session', cookies)).json();
    expect(session.profile).toMatchObject({ name: 'Meera', owner: true });
  });

  it('lets the holder add up to five, checks each limit beside its field, and names the one that is full', async () => {
    const mobile = freshMobile();
    const holder = await signIn(t.app, mobile);
    const adultLimit = await addProfile(holder, { name: 'Dev', maturityLimit: 'A' });
    expect(adultLimit.statusCode).toBe(400);
    expect(adultLimit.json().errors).toEqual([expect.objectContaining({ path: 'body.maturityLimit' })]);
    const kidsTooOld = await addProfile(holder, { name: 'Tia', kids: true, maturityLimit: 'U/A 13+' });
    expect(kidsTooOld.statusCode).toBe(400);
    expect(kidsTooOld.json().errors).toEqual([expect.objectContaining({ path: 'body.maturityLimit' })]);
    const noName = await addProfile(holder, { name: '  ', maturityLimit: 'U' });
    expect(noName.json().errors).toEqual([expect.objectContaining({ path: 'body.name' })]);
    expect((await profilesOf(holder)).profiles).toHaveLength(1);

    for (const name of ['One', 'Two', 'Three', 'Four']) {
      expect((await addProfile(holder, { name, maturityLimit: 'U/A 16+' })).statusCode).toBe(201);
    }
    const sixth = await addProfile(holder, { name: 'Six', maturityLimit: 'U' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ reason: 'profiles_full' });
    expect((await profilesOf(holder)).profiles.map((profile) => profile.name)).toEqual([
      null,
      'One',
      'Two',
      'Three',
      'Four',
    ]);
  });

  it('keeps a kids profile within U/A 7+ in lists, search, title pages and playback', async () => {
    const { mobile, kids } = await household();
    const child = await deviceAs(mobile, kids.id);
    const ratings = await ratingsListedFor(child);
    expect(ratings.length).toBeGreaterThan(0);
    expect(new Set(ratings)).toEqual(new Set(ratings.filter((rating) => rating === 'U' || rating === 'U/A 7+')));

    const page = await ask('GET', `/api/titles/${teenTitle.slug}`, child);
    expect(page.statusCode).toBe(403);
    expect(page.json()).toMatchObject({ code: 'content_restricted', reason: 'profile_limit' });
    const play = await ask('POST', `/api/titles/${teenTitle.slug}/playback`, child);
    expect(play.statusCode).toBe(403);
    expect(play.json()).toMatchObject({ reason: 'profile_limit' });
    expect((await ask('GET', `/api/titles/${familyTitle.slug}`, child)).statusCode).toBe(200);

    const search = await ask('GET', `/api/search?q=${encodeURIComponent(teenTitle.name.en)}`, child);
    expect(search.json().titles.map((hit: { slug: string }) => hit.slug)).not.toContain(teenTitle.slug);
    const rails = await ask('GET', '/api/rails?lang=en&placement=home', child);
    expect(rails.statusCode).toBe(200);
    expect(JSON.stringify(rails.json())).not.toMatch(/"rating":"(U\/A 13\+|U\/A 16\+|A)"/);
  });

  it('keeps a kids profile away from the account, its money and the household', async () => {
    const { mobile, kids, teen } = await household();
    const child = await deviceAs(mobile, kids.id);
    for (const [method, url, body] of [
      ['GET', '/api/account', undefined],
      ['PATCH', '/api/account', { firstName: 'Hacker' }],
      ['GET', '/api/account/addresses', undefined],
      ['PUT', '/api/account/parental-pin', { pin: '1234' }],
      ['POST', '/api/profiles', { name: 'Mine', avatar: 'gem', language: 'en', maturityLimit: 'A' }],
      ['PATCH', `/api/profiles/${kids.id}`, { maturityLimit: 'U/A 16+', kids: false }],
      ['DELETE', `/api/profiles/${teen.id}`, undefined],
      ['GET', '/api/shop/orders', undefined],
      ['POST', '/api/payments', { planId: 1 }],
      ['POST', '/api/playlists', { name: 'Mine now' }],
    ] as const) {
      const answer = await ask(method, url, child, body);
      expect(`${method} ${url} ${answer.statusCode}`).toBe(`${method} ${url} 403`);
      expect(answer.json()).toMatchObject({ reason: 'kids_profile' });
    }
    expect((await profilesOf(child)).profiles).toHaveLength(3);
  });

  it('keeps My List and Continue watching apart for each profile', async () => {
    const { mobile, holder, teen } = await household();
    const teenager = await deviceAs(mobile, teen.id);
    expect((await ask('PUT', `/api/watchlist/${familyTitle.slug}`, holder)).statusCode).toBe(204);
    const listOf = async (cookies: Cookie) =>
      (await ask('GET', '/api/watchlist', cookies)).json<{ items: { slug: string }[] }>().items.map((i) => i.slug);
    expect(await listOf(holder)).toEqual([familyTitle.slug]);
    expect(await listOf(teenager)).toEqual([]);
    expect((await ask('PUT', `/api/watchlist/${adultTitle.slug}`, teenager)).statusCode).toBe(403);
    expect((await ask('GET', '/api/continue-watching', teenager)).json()).toEqual({ items: [] });
  });

  it('asks a device with several profiles who is watching, and shows it only what every profile may see meanwhile', async () => {
    const { mobile } = await household();
    aMinuteLater();
    const device = await signIn(t.app, mobile);
    const session = (await ask('GET', '/api/session', device)).json();
    expect(session).toMatchObject({ authenticated: true, profile: null });
    const list = await ask('GET', '/api/watchlist', device);
    expect(list.statusCode).toBe(409);
    expect(list.json()).toMatchObject({ reason: 'profile_required' });
    const settings = {
      subtitles: null,
      audio: null,
      subtitleStyle: { size: 'small', colour: 'white', background: 'none' },
    };
    expect((await ask('PUT', '/api/profiles/current/player', device, settings)).json()).toMatchObject({
      reason: 'profile_required',
    });
    expect(new Set(await ratingsListedFor(device))).toEqual(new Set(['U', 'U/A 7+']));
  });

  it('asks for a profile’s lock when someone chooses it, with the parental PIN’s limits, or a code when it is forgotten', async () => {
    const { mobile, holder, teen } = await household();
    const [own] = (await profilesOf(holder)).profiles;
    if (!own) throw new Error('the holder has no profile');
    const locking = await ask('PATCH', `/api/profiles/${own.id}`, holder, { lockPin: '2468' });
    expect(locking.json()).toMatchObject({ locked: true });
    expect(JSON.stringify(locking.json())).not.toContain('2468');

    const device = await deviceAs(mobile, teen.id);
    const noPin = await select(device, own.id);
    expect(noPin.statusCode).toBe(400);
    expect(noPin.json().errors).toEqual([expect.objectContaining({ path: 'body.pin' })]);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await select(device, own.id, { pin: '1111' })).statusCode).toBe(400);
    }
    const paused = await select(device, own.id, { pin: '2468' });
    expect(paused.statusCode).toBe(429);
    expect((await ask('GET', '/api/session', device)).json().profile).toMatchObject({ id: teen.id });

    aMinuteLater();
    const sent = await ask('POST', '/api/profiles/lock-code', device);
    expect(sent.json()).toMatchObject({ sentTo: `•••• ${mobile.slice(-4)}`, resendInSeconds: 60 });
    expect((await ask('POST', '/api/profiles/lock-code', device)).statusCode).toBe(429);
    const byCode = await select(device, own.id, { otp: await lastCode(t.app, mobile) });
    expect(byCode.statusCode).toBe(200);
    expect((await ask('GET', '/api/session', device)).json().profile).toMatchObject({ id: own.id, owner: true });
  });

  it('lets only the holder set limits or remove profiles; the holder’s own profile stays', async () => {
    const { mobile, holder, kids, teen } = await household();
    const teenager = await deviceAs(mobile, teen.id);
    const raise = await ask('PATCH', `/api/profiles/${teen.id}`, teenager, { maturityLimit: 'A' });
    expect(raise.statusCode).toBe(403);
    expect(raise.json()).toMatchObject({ reason: 'holder_only' });
    expect(
      (await ask('PATCH', `/api/profiles/${teen.id}`, teenager, { name: 'Ravi K', avatar: 'bolt' })).json(),
    ).toMatchObject({
      name: 'Ravi K',
      maturityLimit: 'U/A 13+',
    });
    expect((await ask('DELETE', `/api/profiles/${kids.id}`, teenager)).statusCode).toBe(403);
    // A form sending back the limit the profile already has changes nothing, so it is no holder's business.
    expect((await ask('PATCH', `/api/profiles/${teen.id}`, teenager, { maturityLimit: 'U/A 13+' })).statusCode).toBe(
      200,
    );

    const [own] = (await profilesOf(holder)).profiles;
    if (!own) throw new Error('the holder has no profile');
    const kidsHolder = await ask('PATCH', `/api/profiles/${own.id}`, holder, { kids: true, maturityLimit: 'U' });
    expect(kidsHolder.json().errors).toEqual([expect.objectContaining({ path: 'body.kids' })]);
    expect((await ask('DELETE', `/api/profiles/${own.id}`, holder)).statusCode).toBe(409);

    const child = await deviceAs(mobile, kids.id);
    expect((await ask('DELETE', `/api/profiles/${kids.id}`, holder)).statusCode).toBe(204);
    expect((await ask('GET', '/api/session', child)).json()).toMatchObject({ authenticated: true, profile: null });
    expect((await profilesOf(holder)).profiles.map((profile) => profile.id)).toEqual([own.id, teen.id]);
  });

  it('takes a picture for a profile instead of its drawn avatar, from the profile itself or the holder, and forgets unused ones', async () => {
    const { mobile, holder, kids, teen } = await household();
    const teenager = await deviceAs(mobile, teen.id);
    const child = await deviceAs(mobile, kids.id);
    const pictureOf = (background: string) =>
      sharp({ create: { width: 640, height: 480, channels: 3, background } })
        .jpeg()
        .toBuffer();
    const picture = await pictureOf('#22aa66');
    const upload = (cookies: Cookie, id: number, body: Buffer) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/profiles/${id}/picture`,
        headers: { ...site, 'content-type': 'application/octet-stream' },
        cookies,
        payload: body,
      });

    const own = await upload(teenager, teen.id, picture);
    expect(own.statusCode).toBe(200);
    expect(own.json().picture).toMatchObject({ width: 320, height: 320, formats: ['avif', 'webp'] });
    expect((await ask('GET', '/api/session', teenager)).json().profile.picture).toEqual(own.json().picture);
    expect((await upload(teenager, kids.id, picture)).statusCode).toBe(403);
    expect((await upload(child, kids.id, picture)).json()).toMatchObject({ reason: 'kids_profile' });
    const notAPicture = await upload(holder, kids.id, Buffer.from('just words, named like a picture'));
    expect(notAPicture.statusCode).toBe(415);
    expect(notAPicture.json().errors).toEqual([expect.objectContaining({ path: 'body.picture' })]);
    expect((await upload(holder, kids.id, await pictureOf('#ffb703'))).statusCode).toBe(200);

    const removed = await ask('DELETE', `/api/profiles/${teen.id}/picture`, teenager);
    expect(removed.json()).toMatchObject({ picture: null, avatar: 'kite' });
    // The daily clean-up, as the app runs it: the removed picture goes an hour after its upload, the kids' stays.
    const cleanUp = accountsModule(testPlatform(t)).repeated.find(
      (task) => task.name === 'delete profile pictures nothing shows',
    );
    if (!cleanUp) throw new Error('the accounts module has no picture clean-up');
    expect(await cleanUp.run()).toBe(0);
    await t.database.db.execute(
      sql`update images set created_at = now() - interval '2 hours' where key like 'profile-%'`,
    );
    expect(await cleanUp.run()).toBe(1);
    expect((await profilesOf(holder)).profiles.find((profile) => profile.id === kids.id)?.picture).toMatchObject({
      width: 320,
    });
  });

  it('remembers each profile’s subtitles, their look and its audio language, a kids profile’s too, and refuses a malformed one by field', async () => {
    const { mobile, holder, kids } = await household();
    const child = await deviceAs(mobile, kids.id);
    expect((await ask('GET', '/api/session', child)).json().profile.player).toEqual({
      subtitles: null,
      audio: null,
      subtitleStyle: { size: 'medium', colour: 'white', background: 'translucent' },
    });
    const settings = {
      subtitles: 'de',
      audio: 'fr',
      subtitleStyle: { size: 'huge', colour: 'yellow', background: 'solid' },
    };
    expect((await ask('PUT', '/api/profiles/current/player', child, settings)).json()).toEqual(settings);
    expect((await ask('GET', '/api/session', child)).json().profile.player).toEqual(settings);
    expect((await ask('GET', '/api/session', holder)).json().profile.player.subtitles).toBeNull();
    const wrong = await ask('PUT', '/api/profiles/current/player', child, {
      subtitles: 'de',
      audio: 'French',
      subtitleStyle: { size: 'enormous', colour: 'yellow', background: 'solid' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      expect.objectContaining({ path: 'body.audio' }),
      expect.objectContaining({ path: 'body.subtitleStyle.size' }),
    ]);
    // Settings kept before the audio choice existed answer it from the defaults.
    await t.database.db.execute(
      sql`update profiles set player_settings = player_settings - 'audio' where id = ${kids.id}`,
    );
    expect((await ask('GET', '/api/session', child)).json().profile.player).toEqual({ ...settings, audio: null });
  });

  it('never reaches another account’s profiles', async () => {
    const { kids } = await household();
    const stranger = await signIn(t.app, freshMobile());
    expect((await select(stranger, kids.id)).statusCode).toBe(404);
    expect((await ask('PATCH', `/api/profiles/${kids.id}`, stranger, { name: 'Mine' })).statusCode).toBe(404);
    expect((await ask('DELETE', `/api/profiles/${kids.id}`, stranger)).statusCode).toBe(404);
    expect((await ask('GET', '/api/session', stranger)).json().profile.id).not.toBe(kids.id);
  });
});
