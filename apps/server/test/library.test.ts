import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaylistDetail, PlaylistSummary } from '@reelhouse/contracts/library';
import { buildDemoCatalogue } from '@reelhouse/db/seed/demo-catalogue';
import { catalogueModule } from '../src/modules/catalogue/catalogue.module';
import { libraryModule } from '../src/modules/library/library.module';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';
import { testPlatform } from './support/test-platform';

const published = buildDemoCatalogue().titles.filter((title) => title.status === 'published');
const [first, second] = published.filter((title) => title.rating === 'U' || title.rating === 'U/A 7+');
const adult = published.find((title) => title.rating === 'A');
if (!first || !second || !adult) throw new Error('the demo catalogue lacks titles this test needs');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

let nextNumber = 9400000000;
const member = () => signIn(t.app, `+91${(nextNumber += 1021)}`);
type Cookie = { rh_session: string };
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookies?: Cookie, payload?: object) =>
  t.app.inject({ method, url, headers: site, ...(cookies ? { cookies } : {}), ...(payload ? { payload } : {}) });
const upload = (cookies: Cookie, id: string, body: Buffer, type = 'image/png') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/playlists/${id}/thumbnail`,
    headers: { ...site, 'content-type': type },
    cookies,
    payload: body,
  });
const newPlaylist = async (cookies: Cookie, fields: object = {}) =>
  (await call('POST', '/api/playlists', cookies, { name: 'Rainy evenings', ...fields })).json<PlaylistSummary>();

describe('the watchlist', () => {
  it('adds, lists newest first, ignores a second add, and removes', async () => {
    const cookies = await member();
    expect((await call('PUT', `/api/watchlist/${first.slug}`, cookies)).statusCode).toBe(204);
    expect((await call('PUT', `/api/watchlist/${second.slug}`, cookies)).statusCode).toBe(204);
    expect((await call('PUT', `/api/watchlist/${first.slug}`, cookies)).statusCode).toBe(204);
    const listed = (await call('GET', '/api/watchlist', cookies)).json<{ items: { slug: string }[] }>().items;
    expect(listed.map((item) => item.slug)).toEqual([second.slug, first.slug]);
    expect((await call('DELETE', `/api/watchlist/${second.slug}`, cookies)).statusCode).toBe(204);
    const after = (await call('GET', '/api/watchlist', cookies)).json<{ items: { slug: string }[] }>().items;
    expect(after.map((item) => item.slug)).toEqual([first.slug]);
  });

  it('refuses titles the member may not see, unknown titles, and visitors', async () => {
    const cookies = await member();
    expect((await call('PUT', `/api/watchlist/${adult.slug}`, cookies)).statusCode).toBe(403);
    expect((await call('PUT', '/api/watchlist/no-such-title', cookies)).statusCode).toBe(404);
    expect((await call('PUT', `/api/watchlist/${first.slug}`)).statusCode).toBe(401);
  });
});

describe('playlists', () => {
  it('are created private, edited, filled with titles and deleted by their owner', async () => {
    const cookies = await member();
    const created = await newPlaylist(cookies, { description: 'Slow films for the monsoon' });
    expect(created).toMatchObject({ privacy: 'private', itemCount: 0, viewCount: 0, isOwner: true });
    expect(created.id).toMatch(/^[\w-]{12}$/);

    await call('PUT', `/api/playlists/${created.id}/titles/${first.slug}`, cookies);
    await call('PUT', `/api/playlists/${created.id}/titles/${second.slug}`, cookies);
    const edited = await call('PATCH', `/api/playlists/${created.id}`, cookies, { name: 'Monsoon', privacy: 'public' });
    expect(edited.json()).toMatchObject({ name: 'Monsoon', privacy: 'public', itemCount: 2 });
    const detail = (await call('GET', `/api/playlists/${created.id}`, cookies)).json<PlaylistDetail>();
    expect(detail.items.map((item) => item.slug)).toEqual([first.slug, second.slug]);

    await call('DELETE', `/api/playlists/${created.id}/titles/${first.slug}`, cookies);
    const mine = (await call('GET', '/api/playlists', cookies)).json<{ items: PlaylistSummary[] }>().items;
    expect(mine.map((item) => [item.id, item.itemCount])).toEqual([[created.id, 1]]);

    expect((await call('DELETE', `/api/playlists/${created.id}`, cookies)).statusCode).toBe(204);
    expect((await call('GET', `/api/playlists/${created.id}`, cookies)).statusCode).toBe(404);
  });

  it('say what is wrong with a name and change nothing', async () => {
    const cookies = await member();
    const response = await call('POST', '/api/playlists', cookies, { name: ' ', privacy: 'secret' });
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ errors: { path: string }[] }>().errors.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.privacy']));
    expect((await call('GET', '/api/playlists', cookies)).json()).toEqual({ items: [] });
  });

  it('answer 404 to anyone but the owner when private, and never let another member change them', async () => {
    const owner = await member();
    const other = await member();
    const playlist = await newPlaylist(owner);
    expect((await call('GET', `/api/playlists/${playlist.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/playlists/${playlist.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/playlists/${playlist.id}`, other, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/playlists/${playlist.id}/titles/${first.slug}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/playlists/${playlist.id}`, other)).statusCode).toBe(404);
    expect((await upload(other, playlist.id, Buffer.from('whatever'))).statusCode).toBe(404);
    const still = (await call('GET', `/api/playlists/${playlist.id}`, owner)).json<PlaylistDetail>();
    expect(still).toMatchObject({ name: 'Rainy evenings', itemCount: 0 });
  });

  it('show others only what they may see, counted alike, and the owner’s name only when the owner chose to', async () => {
    const owner = await member();
    await call('PATCH', '/api/account', owner, { firstName: 'Meera', lastName: 'Iyer', confirmAdult: true });
    const playlist = await newPlaylist(owner, { privacy: 'public' });
    for (const title of [first, second, adult]) {
      expect((await call('PUT', `/api/playlists/${playlist.id}/titles/${title.slug}`, owner)).statusCode).toBe(204);
    }
    const byOwner = (await call('GET', `/api/playlists/${playlist.id}`, owner)).json<PlaylistDetail>();
    expect(byOwner).toMatchObject({ itemCount: 3, owner: 'Meera Iyer' });
    expect(byOwner.items).toHaveLength(3);

    const byVisitor = (await call('GET', `/api/playlists/${playlist.id}`)).json<PlaylistDetail>();
    expect(byVisitor.items.map((item) => item.slug).sort()).toEqual([first.slug, second.slug].sort());
    expect(byVisitor).toMatchObject({ itemCount: 2, owner: null, showOwner: false });

    await call('PATCH', `/api/playlists/${playlist.id}`, owner, { showOwner: true });
    expect((await call('GET', `/api/playlists/${playlist.id}`)).json<PlaylistDetail>()).toMatchObject({
      owner: 'Meera Iyer',
      showOwner: true,
    });
  });

  it('count a public playlist’s views once per viewer per day, and not the owner’s', async () => {
    const owner = await member();
    const playlist = await newPlaylist(owner, { privacy: 'public' });
    const visitor = { 'user-agent': 'Visitor browser' };
    const view = (cookies?: Cookie, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: `/api/playlists/${playlist.id}`,
        headers,
        ...(cookies ? { cookies } : {}),
      });
    await view(owner);
    await view(undefined, visitor);
    await view(undefined, visitor);
    const someone = await member();
    await view(someone);
    const last = await view(someone);
    expect(last.json()).toMatchObject({ viewCount: 2, isOwner: false, owner: null });
    expect((await view(owner)).json()).toMatchObject({ viewCount: 2, isOwner: true });
  });
});

describe('playlist thumbnails', () => {
  it('are re-encoded to 16:9 WebP and AVIF whatever the upload was', async () => {
    const cookies = await member();
    const playlist = await newPlaylist(cookies);
    const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const response = await upload(cookies, playlist.id, png, 'application/octet-stream');
    expect(response.statusCode).toBe(200);
    const { thumbnail } = response.json<PlaylistSummary>();
    expect(thumbnail).toMatchObject({ width: 1280, height: 720, widths: [320, 640], formats: ['avif', 'webp'] });
    // The dominant colour (sharp quantises it) is the picture's blue.
    const [red, , blue] = (thumbnail?.color.match(/[0-9a-f]{2}/g) ?? []).map((hex) => parseInt(hex, 16));
    expect(blue).toBeGreaterThan((red ?? 255) + 100);
    const key = thumbnail?.path.split('/').pop() ?? '';
    const files = readdirSync(path.join(t.dataDir, 'media', 'store', 'images')).filter((file) => file.startsWith(key));
    expect(files.sort()).toEqual([`${key}-320.avif`, `${key}-320.webp`, `${key}-640.avif`, `${key}-640.webp`]);
  });

  it('refuse a 6 MB file and a text file named .webp with errors on the thumbnail field', async () => {
    const cookies = await member();
    const playlist = await newPlaylist(cookies);
    const big = await upload(cookies, playlist.id, Buffer.alloc(6 * 1024 * 1024, 1), 'image/jpeg');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      code: 'payload_too_large',
      errors: [{ path: 'body.thumbnail', message: 'The thumbnail is larger than 5 MB.' }],
    });
    const text = await upload(cookies, playlist.id, Buffer.from('just some words, not a picture'), 'image/webp');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      code: 'unsupported_media_type',
      errors: [{ path: 'body.thumbnail', message: 'The thumbnail must be a WebP, GIF, PNG or JPEG picture.' }],
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await upload(cookies, playlist.id, svg, 'image/svg+xml')).statusCode).toBe(415);
    expect((await call('GET', `/api/playlists/${playlist.id}`, cookies)).json()).toMatchObject({ thumbnail: null });
  });
});

describe('recent activity and account deletion', () => {
  it('lists what the member did, newest first, and everything goes with the account', async () => {
    const cookies = await member();
    await call('PUT', `/api/watchlist/${first.slug}`, cookies);
    const playlist = await newPlaylist(cookies, { name: 'Late shows' });
    await call('PUT', `/api/playlists/${playlist.id}/titles/${second.slug}`, cookies);
    const activity = (await call('GET', '/api/account/activity?lang=en', cookies)).json<{
      items: { kind: string; name: string; slug: string | null; playlistId: string | null }[];
    }>().items;
    expect(activity.map((item) => item.kind)).toEqual(['playlist', 'watchlist', 'device']);
    expect(activity[0]).toMatchObject({ name: 'Late shows', playlistId: playlist.id });
    expect(activity[1]).toMatchObject({ name: first.name.en, slug: first.slug });

    expect((await call('DELETE', '/api/account', cookies)).statusCode).toBe(204);
    expect((await call('GET', `/api/playlists/${playlist.id}`)).statusCode).toBe(404);
    const left = await t.database.db.execute(
      sql`select (select count(*) from playlists where public_id = ${playlist.id})::int as playlists`,
    );
    expect(left.rows).toEqual([{ playlists: 0 }]);
    expect((await call('GET', '/api/account/activity', cookies)).statusCode).toBe(401);
  });
});

describe('the thumbnail clean-up', () => {
  it('deletes pictures no playlist shows any more, rows and files, and keeps the ones in use', async () => {
    const cookies = await member();
    const playlist = await newPlaylist(cookies);
    const picture = (background: string) =>
      sharp({ create: { width: 320, height: 180, channels: 3, background } })
        .png()
        .toBuffer();
    const keyOf = (response: { json: () => unknown }) =>
      (response.json() as PlaylistSummary).thumbnail?.path.split('/').pop() ?? '';
    const replaced = keyOf(await upload(cookies, playlist.id, await picture('#aa3300')));
    const current = keyOf(await upload(cookies, playlist.id, await picture('#0033aa')));
    const imagesDir = path.join(t.dataDir, 'media', 'store', 'images');
    const filesOf = (key: string) => readdirSync(imagesDir).filter((file) => file.startsWith(`${key}-`));
    expect(filesOf(replaced)).toHaveLength(4);

    // The daily task as the app runs it, built apart so the test can run it now.
    const platform = testPlatform(t);
    const catalogue = catalogueModule(platform, {
      searchPosts: async () => [],
      searchProducts: async () => [],
      searchMembers: async () => [],
      searchOrders: async () => [],
    });
    const cleanUp = libraryModule(platform, { titles: catalogue.titles, catalogue: catalogue.service }).repeated?.find(
      (task) => task.name === 'delete playlist thumbnails nothing shows',
    );
    if (!cleanUp) throw new Error('the library has no thumbnail clean-up');
    const removeUnusedThumbnails = async () => (await cleanUp.run()) as number;
    // A picture younger than an hour may be between upload and being attached: it stays.
    expect(await removeUnusedThumbnails()).toBe(0);
    await t.database.db.execute(sql`update images set created_at = now() - interval '2 hours'`);
    expect(await removeUnusedThumbnails()).toBeGreaterThanOrEqual(1);
    expect(filesOf(replaced)).toEqual([]);
    expect(filesOf(current)).toHaveLength(4);
    expect((await call('GET', `/api/playlists/${playlist.id}`, cookies)).json()).toMatchObject({
      thumbnail: { path: `/media/images/${current}` },
    });
  });
});
