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
import type { VocabularyTables } from '../../platform/vocabularies/vocabulary.repository';
import { vocabularyRoutes } from '../../platform/vocabularies/vocabulary.routes';
import { Vocabulary } from '../../platform/vocabularies/vocabulary.service';

/** Where the blog's categories and tags are kept. */
const blogVocabularies: Record<'categories' | 'tags', { name: string; tables: VocabularyTables }> = {
  categories: {
    name: 'blog-category',
    tables: {
      table: 'blog_categories',
      translations: 'blog_category_translations',
      key: 'category_id',
      links: 'blog_post_categories',
      ordered: true,
    },
  },
  tags: {
    name: 'blog-tag',
    tables: {
      table: 'blog_tags',
      translations: 'blog_tag_translations',
      key: 'tag_id',
      links: 'blog_post_tags',
      ordered: false,
    },
  },
};
import { BlogService } from './blog.service';

/**
 * The blog: its service over its repositories, the cache its reads share (dropped when the blog
 * announces a change), the schedule that brings scheduled posts out, readers' routes, and operators'
 * (authoring and comment moderation).
 */
export function blogModule({ db, config, limiter, changes, log, metrics, store }: Platform) {
  const cache = new ReadCache({ onLookup: metrics.cacheLookup('blog') });
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
  // A change on any process may move a post's time: the schedule looks again.
  changes.on(['blog'], () => {
    schedule.arm().catch((error: unknown) => log.error({ err: error }, 'scheduling blog posts failed'));
  });
  const authoring = new BlogAdmin({ db, store, onChange: changed });
  return {
    service,
    workers: [{ start: () => schedule.start(), stop: () => schedule.stop() }],
    routes: (api) => blogRoutes(api, service, cache),
    adminRoutes: {
      for: 'editor',
      routes: (admin) => {
        blogAdminRoutes(admin, service);
        blogPostsAdminRoutes(admin, authoring);
        blogAuthorsAdminRoutes(admin, authoring);
        for (const [kind, { name, tables }] of Object.entries(blogVocabularies)) {
          const vocabulary = new Vocabulary({ db, tables, name, onChange: changed });
          vocabularyRoutes(admin, {
            path: `/blog/${kind}`,
            what: `blog's ${kind}`,
            tags: ['blog', 'admin'],
            vocabulary,
          });
        }
      },
    },
  } satisfies AppModule & Record<string, unknown>;
}
