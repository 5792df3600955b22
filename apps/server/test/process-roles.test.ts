import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoBlog } from '@reelhouse/db/seed/demo-blog';
import { rows } from '@reelhouse/db/database';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A cluster's processes: `web` answers HTTP and runs no background work, `worker` runs it and
 * answers health checks only. The test app brings its own database; DATABASE_URL and the keys are
 * there because a split role refuses to start without them.
 */
const clusterEnv = (role: 'web' | 'worker') => ({
  ROLE: role,
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/unused',
  PLAYBACK_TOKEN_SECRET: 'p'.repeat(32),
  DOWNLOAD_LINK_SECRET: 'd'.repeat(32),
  NEWSLETTER_LINK_SECRET: 'n'.repeat(32),
  MEDIA_WORKERS: '0',
  DEMO_MEDIA: 'off',
});

/** A process of this role over a blog whose scheduled post fell due while nothing ran. */
async function processWithDuePost(role: 'web' | 'worker'): Promise<{ t: TestApp; postStatus: () => Promise<string> }> {
  const t = await createTestApp({ env: clusterEnv(role) });
  await seedDemoBlog(t.database.db);
  const [due] = await rows<{ id: number }>(
    t.database.db,
    sql`update blog_posts set published_at = now() - interval '1 minute' where status = 'scheduled' returning id`,
  );
  const postStatus = async () => {
    const [post] = await rows<{ status: string }>(
      t.database.db,
      sql`select status from blog_posts where id = ${due?.id ?? 0}`,
    );
    return post?.status ?? 'none';
  };
  await t.app.ready();
  return { t, postStatus };
}

describe('process roles', () => {
  it('a web process answers the site and the API, and leaves due work to the workers', async () => {
    const { t, postStatus } = await processWithDuePost('web');
    try {
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/blog/posts' })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await postStatus()).toBe('scheduled');
    } finally {
      await t.close();
    }
  }, 60_000);

  it('a worker publishes what fell due, answers health checks, and nothing else', async () => {
    const { t, postStatus } = await processWithDuePost('worker');
    try {
      await expect.poll(postStatus, { timeout: 5_000 }).toBe('published');
      expect((await t.app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
      for (const url of ['/api/blog/posts', '/api/admin/members', '/', '/media/images/none.webp']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ code: 'route_not_found' });
      }
    } finally {
      await t.close();
    }
  }, 60_000);
});
