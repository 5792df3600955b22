import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPostDetail, BlogPostPage } from '@reelhouse/contracts/blog';
import type { AdminBlogAuthor, AdminBlogPage, AdminBlogPost } from '@reelhouse/contracts/blog-admin';
import { rows } from '@reelhouse/db/database';
import { seedDemoBlog } from '@reelhouse/db/seed/demo-blog';
import { demoMelodyWav } from '../src/platform/demo/demo-melody';
import { signIn, site } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

type Cookies = { rh_session: string };
let t: TestApp;
let editor: Cookies;
let member: Cookies;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoBlog(t.database.db);
  editor = await signIn(t.app, '+919400000051');
  member = await signIn(t.app, '+919400000052');
  await t.database.db.execute(sql`update users set role = 'editor' where mobile = '+919400000051'`);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookies = editor) =>
  t.app.inject({
    method,
    url,
    cookies,
    headers: site,
    ...(payload === undefined
      ? {}
      : Buffer.isBuffer(payload)
        ? { payload, headers: { ...site, 'content-type': 'application/octet-stream' } }
        : { payload: payload as object }),
  });

const post = (changes: Record<string, unknown> = {}) => ({
  format: 'standard',
  status: 'draft',
  author: 'meera-iyer',
  categories: ['guides'],
  tags: [],
  translations: {
    en: {
      title: 'Subtitles, made by hand',
      excerpt: 'How our subtitles are timed.',
      body: '## Timing\n\nEvery line is *checked*.',
    },
    fr: {
      title: 'Des sous-titres faits main',
      excerpt: 'Comment nous les synchronisons.',
      body: 'Chaque ligne est vérifiée.',
    },
  },
  ...changes,
});
const visible = async (slug: string) => (await t.app.inject({ url: `/api/blog/posts/${slug}` })).statusCode === 200;

describe('blog authoring', () => {
  it('writes a draft that readers do not see, listed first for editors, refused to members', async () => {
    expect(
      (await send('POST', '/api/admin/blog/posts', { ...post(), slug: 'hand-made-subtitles' }, member)).statusCode,
    ).toBe(403);
    const created = await send('POST', '/api/admin/blog/posts', { ...post(), slug: 'hand-made-subtitles' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<AdminBlogPost>()).toMatchObject({ status: 'draft', publishedAt: null, categories: ['guides'] });
    expect(await visible('hand-made-subtitles')).toBe(false);
    const list = (await send('GET', '/api/admin/blog/posts')).json<AdminBlogPage>();
    expect(list.items[0]).toMatchObject({ slug: 'hand-made-subtitles', status: 'draft', author: 'Meera Iyer' });
    const again = await send('POST', '/api/admin/blog/posts', { ...post(), slug: 'hand-made-subtitles' });
    expect(again.statusCode).toBe(409);
  });

  it('names each wrong field and keeps nothing: no English, a link without its address, an unknown tag', async () => {
    const response = await send('POST', '/api/admin/blog/posts', {
      ...post({ format: 'link', tags: ['no-such-tag'], translations: { fr: { title: 'x', excerpt: '', body: '' } } }),
      slug: 'wrong-post',
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ errors: { path: string }[] }>().errors.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['body.translations']));
    const unknownTag = await send('POST', '/api/admin/blog/posts', {
      ...post({ tags: ['no-such-tag'] }),
      slug: 'wrong-post',
    });
    expect(unknownTag.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('body.tags');
    expect((await send('GET', '/api/admin/blog/posts/wrong-post')).statusCode).toBe(404);
  });

  it('schedules a post a moment ahead, refuses a moment past, and the post comes out on its own', async () => {
    const past = await send(
      'PUT',
      '/api/admin/blog/posts/hand-made-subtitles',
      post({ status: 'scheduled', publishedAt: '2020-01-01T00:00:00Z' }),
    );
    expect(past.statusCode).toBe(400);
    const at = new Date(Date.now() + 1500).toISOString();
    const scheduled = await send(
      'PUT',
      '/api/admin/blog/posts/hand-made-subtitles',
      post({ status: 'scheduled', publishedAt: at }),
    );
    expect(scheduled.json<AdminBlogPost>()).toMatchObject({ status: 'scheduled' });
    expect(await visible('hand-made-subtitles')).toBe(false);
    await expect.poll(() => visible('hand-made-subtitles'), { timeout: 10_000, interval: 250 }).toBe(true);
    const read = (await t.app.inject({ url: '/api/blog/posts/hand-made-subtitles?lang=fr' })).json<BlogPostDetail>();
    expect(read).toMatchObject({ title: 'Des sous-titres faits main' });
    const page = (await t.app.inject({ url: '/api/blog/posts' })).json<BlogPostPage>();
    expect(page.items[0]?.slug).toBe('hand-made-subtitles');
    const stored = (await send('GET', '/api/admin/blog/posts/hand-made-subtitles')).json<AdminBlogPost>();
    expect(stored.status).toBe('published');
  });

  it('previews Markdown with the site’s renderer: no script gets through', async () => {
    const preview = await send('POST', '/api/admin/blog/preview', {
      body: '**Bold** <script>alert(1)</script> [x](javascript:alert(1))',
    });
    const { html } = preview.json<{ html: string }>();
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href="javascript:');
  });

  it('takes a cover, an audio file judged by its content, and a gallery with captions in order', async () => {
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#335577' } })
      .png()
      .toBuffer();
    const cover = await send('PUT', '/api/admin/blog/posts/hand-made-subtitles/cover', picture);
    expect(cover.statusCode, cover.body).toBe(200);
    expect(cover.json<AdminBlogPost>().cover).toMatchObject({ width: 1200, height: 675 });

    await send('POST', '/api/admin/blog/posts', {
      ...post({ format: 'audio', status: 'published' }),
      slug: 'a-listening-note',
    });
    const notAudio = await send(
      'PUT',
      '/api/admin/blog/posts/a-listening-note/audio',
      Buffer.from('<html>not a sound at all</html>'),
    );
    expect(notAudio.statusCode).toBe(415);
    const audio = await send('PUT', '/api/admin/blog/posts/a-listening-note/audio', demoMelodyWav(7));
    expect(audio.json<AdminBlogPost>().audio).toMatchObject({ type: 'audio/wav' });
    const detail = (await t.app.inject({ url: '/api/blog/posts/a-listening-note' })).json<BlogPostDetail>();
    expect((await t.app.inject({ url: detail.audio?.url ?? '' })).statusCode).toBe(200);
    expect((await send('PUT', '/api/admin/blog/posts/hand-made-subtitles/audio', demoMelodyWav(7))).statusCode).toBe(
      409,
    );

    await send('PUT', '/api/admin/blog/posts/a-listening-note', post({ format: 'gallery', status: 'published' }));
    for (const colour of ['#aa0000', '#00aa00'])
      await send(
        'POST',
        '/api/admin/blog/posts/a-listening-note/gallery',
        await sharp({ create: { width: 600, height: 400, channels: 3, background: colour } })
          .png()
          .toBuffer(),
      );
    const gallery = (await send('GET', '/api/admin/blog/posts/a-listening-note')).json<AdminBlogPost>().gallery;
    expect(gallery).toHaveLength(2);
    const [first, second] = gallery.map((item) => item.imageId);
    const ordered = await send('PUT', '/api/admin/blog/posts/a-listening-note/gallery', {
      items: [
        { imageId: second, captions: { en: 'Green room', fr: 'Loge verte' } },
        { imageId: first, captions: { en: 'Red light' } },
      ],
    });
    expect(ordered.json<AdminBlogPost>().gallery.map((item) => item.imageId)).toEqual([second, first]);
    const french = (await t.app.inject({ url: '/api/blog/posts/a-listening-note?lang=fr' })).json<BlogPostDetail>();
    expect(french.gallery.map((item) => item.caption)).toEqual(['Loge verte', 'Red light']);
    const missing = await send('PUT', '/api/admin/blog/posts/a-listening-note/gallery', {
      items: [{ imageId: first, captions: {} }],
    });
    expect(missing.statusCode).toBe(400);
    const removed = await send('DELETE', `/api/admin/blog/posts/a-listening-note/gallery/${first}`);
    expect(removed.json<AdminBlogPost>().gallery).toHaveLength(1);
  });

  it('keeps authors with bios per language, and audits every change', async () => {
    const created = await send('POST', '/api/admin/blog/authors', {
      slug: 'ana-costa',
      name: 'Ana Costa',
      bios: { en: 'Writes about sound.', de: 'Schreibt über Ton.' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const noBio = await send('PUT', '/api/admin/blog/authors/ana-costa', {
      name: 'Ana Costa',
      bios: { de: 'Nur Deutsch.' },
    });
    expect(noBio.statusCode).toBe(400);
    await send('PUT', '/api/admin/blog/authors/ana-costa', {
      name: 'Ana M. Costa',
      bios: { en: 'Writes about sound and silence.' },
    });
    const authors = (await send('GET', '/api/admin/blog/authors')).json<{ items: AdminBlogAuthor[] }>().items;
    expect(authors.find((author) => author.slug === 'ana-costa')).toEqual({
      slug: 'ana-costa',
      name: 'Ana M. Costa',
      bios: { en: 'Writes about sound and silence.' },
      avatar: null,
      postCount: 0,
    });
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const avatar = await send('PUT', '/api/admin/blog/authors/ana-costa/avatar', photo);
    expect(avatar.statusCode, avatar.body).toBe(200);
    expect(avatar.json<AdminBlogAuthor>().avatar).toMatchObject({ width: 480, height: 480, formats: ['avif', 'webp'] });
    const notPicture = await send('PUT', '/api/admin/blog/authors/ana-costa/avatar', Buffer.from('plain words'));
    expect(notPicture.json()).toMatchObject({ status: 415, errors: [{ path: 'body.avatar' }] });
    expect((await send('PUT', '/api/admin/blog/authors/nobody-here/avatar', photo)).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/blog/authors/ana-costa/avatar', photo, member)).statusCode).toBe(403);
    const actions = await rows<{ action: string }>(
      t.database.db,
      sql`select action from operator_audit where subject in ('post:hand-made-subtitles', 'author:ana-costa') order by id`,
    );
    expect(actions.map((row) => row.action)).toEqual([
      'post.create',
      'post.update',
      'post.cover',
      'author.create',
      'author.update',
      'author.avatar',
    ]);
  });

  it('deletes a post', async () => {
    expect((await send('DELETE', '/api/admin/blog/posts/a-listening-note')).statusCode).toBe(204);
    expect((await send('GET', '/api/admin/blog/posts/a-listening-note')).statusCode).toBe(404);
    expect(await visible('a-listening-note')).toBe(false);
  });
});
