import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { PublishSchedule } from '../../platform/publish-schedule';
import { ReadCache } from '../../platform/read-cache';
import { blogAdminRoutes } from './blog-admin.routes';
import { BlogAdmin } from './blog-admin.service';
import { blogAuthorsAdminRoutes } from './blog-authors-admin.routes';
import { blogPostsAdminRoutes } from './blog-posts-admin.routes';
import { BlogCommentsRepository } from './blog-comments.repository';
import { BlogPostsRepository } from './blog-posts.repository';
import { BlogTaxonomyRepository } from './blog-taxonomy.repository';
import { blogRoutes } from './blog.routes';
import { BlogService } from './blog.service';

/**
 * The blog: its service over its repositories, the cache its reads share (dropped when the blog
 * announces a change), the schedule that brings scheduled posts out, readers' routes, and operators'
 * (authoring and comment moderation).
 */
export function blogModule({ db, config, limiter, changes, log }: Platform) {
  const cache = new ReadCache();
  changes.on(['blog'], () => cache.invalidate());
  const changed = () => changes.announce('blog');
  const posts = new BlogPostsRepository(db);
  const service = new BlogService(
    { posts, taxonomy: new BlogTaxonomyRepository(db), comments: new BlogCommentsRepository(db) },
    { limiter, commentsDefaultStatus: config.blogCommentsDefaultStatus, onContentChange: changed },
  );
  const schedule = new PublishSchedule(
    'blog posts',
    { publishDue: () => posts.markDuePublished(), nextDueAt: () => posts.nextScheduledAt() },
    changed,
    log,
  );
  const authoring = new BlogAdmin({
    db,
    imagesDir: config.imagesDir,
    audioDir: config.audioDir,
    onChange: () => {
      changed();
      schedule.arm().catch((error: unknown) => log.error({ err: error }, 'scheduling blog posts failed'));
    },
  });
  return {
    service,
    workers: [{ start: () => schedule.arm(), stop: () => schedule.stop() }],
    routes: (api) => blogRoutes(api, service, cache),
    adminRoutes: {
      for: 'editor',
      routes: (admin) => {
        blogAdminRoutes(admin, service);
        blogPostsAdminRoutes(admin, authoring);
        blogAuthorsAdminRoutes(admin, authoring);
      },
    },
  } satisfies AppModule & Record<string, unknown>;
}
