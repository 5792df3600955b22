import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@reelhouse/db/database';
import { ReadCache } from '../../http/read-cache';
import type { RateLimiter } from '../accounts/rate-limiter';
import { BlogCommentsRepository } from './blog-comments.repository';
import { BlogPostsRepository } from './blog-posts.repository';
import { BlogSchedule } from './blog-schedule';
import { BlogTaxonomyRepository } from './blog-taxonomy.repository';
import { BlogService } from './blog.service';

/**
 * The blog's service over its repositories, the cache its reads share, and the schedule that
 * brings scheduled posts out. `onContentChange` is told too (the global search lists posts).
 */
export function createBlog(
  db: Db,
  options: {
    limiter: RateLimiter;
    commentsDefaultStatus: 'pending' | 'published';
    log: FastifyBaseLogger;
    onContentChange: () => void;
  },
) {
  const cache = new ReadCache();
  const changed = () => {
    cache.invalidate();
    options.onContentChange();
  };
  const posts = new BlogPostsRepository(db);
  const service = new BlogService(
    { posts, taxonomy: new BlogTaxonomyRepository(db), comments: new BlogCommentsRepository(db) },
    { limiter: options.limiter, commentsDefaultStatus: options.commentsDefaultStatus, onContentChange: changed },
  );
  const schedule = new BlogSchedule(posts, changed, options.log);
  return { service, cache, schedule };
}
