import { z } from 'zod';
import {
  blogArchiveMonthSchema,
  blogAuthorSummarySchema,
  blogCommentCreatedSchema,
  blogCommentInputSchema,
  blogCommentPageSchema,
  blogItemsOf,
  blogListQuerySchema,
  blogPostCardSchema,
  blogPostDetailSchema,
  blogPostPageSchema,
  blogRecentQuerySchema,
  blogSlugParamsSchema,
  blogTermSchema,
} from '@reelhouse/contracts/blog';
import { langQuerySchema } from '@reelhouse/contracts/catalogue';
import type { Language } from '@reelhouse/contracts/locales';
import { problemSchema, problems } from '@reelhouse/contracts/problem';
import { publicReads, type ReadCache } from '../../platform/read-cache';
import type { ApiInstance } from '../../platform/http/types';
import type { BlogService } from './blog.service';

const tags = ['blog'];
const errors = problems(400, 404);
const commentPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** The blog's public reads and comments. Reads are the same for everyone, so they are cached whole. */
export function blogRoutes(app: ApiInstance, blog: BlogService, cache: ReadCache): void {
  const read = publicReads(cache);

  app.get(
    '/blog/posts',
    {
      schema: {
        tags,
        summary: 'Published posts, newest first, filtered by tag, category, author, format, year or month.',
        description:
          'Months are UTC months; `month` needs `year`. `filters` names what the list was filtered by, for its heading; a tag, category or author that does not exist answers 404.',
        querystring: blogListQuerySchema,
        response: { 200: blogPostPageSchema, ...errors },
      },
    },
    (request, reply) => read(request, reply, blogPostPageSchema, () => blog.list(request.query)),
  );

  app.get(
    '/blog/recent-posts',
    {
      schema: {
        tags,
        summary: 'The newest published posts.',
        querystring: blogRecentQuerySchema,
        response: { 200: blogItemsOf(blogPostCardSchema), 400: problemSchema },
      },
    },
    (request, reply) =>
      read(request, reply, blogItemsOf(blogPostCardSchema), async () => ({
        items: await blog.recent(request.query.lang, request.query.limit),
      })),
  );

  app.get(
    '/blog/posts/:slug',
    {
      schema: {
        tags,
        summary: 'One published post with its body, its format’s parts, and the posts before and after it.',
        params: blogSlugParamsSchema,
        querystring: langQuerySchema,
        response: { 200: blogPostDetailSchema, ...errors },
      },
    },
    (request, reply) =>
      read(request, reply, blogPostDetailSchema, () => blog.post(request.params.slug, request.query.lang)),
  );

  /** A whole list (categories, tags, authors, months) in the language asked for. */
  const listRoute = <T extends z.ZodType>(
    url: string,
    summary: string,
    item: T,
    load: (lang: Language) => Promise<z.input<T>[]>,
  ) => {
    const schema = blogItemsOf(item);
    app.get(
      url,
      { schema: { tags, summary, querystring: langQuerySchema, response: { 200: schema, 400: problemSchema } } },
      (request, reply) => read(request, reply, schema, async () => ({ items: await load(request.query.lang) })),
    );
  };
  listRoute('/blog/categories', 'Every category with its number of published posts.', blogTermSchema, (lang) =>
    blog.categories(lang),
  );
  listRoute('/blog/tags', 'Every tag with its number of published posts.', blogTermSchema, (lang) => blog.tags(lang));
  listRoute(
    '/blog/authors',
    'Every author with a bio and their number of published posts.',
    blogAuthorSummarySchema,
    (lang) => blog.authors(lang),
  );
  listRoute(
    '/blog/archive',
    'Months with published posts, newest first, with counts (UTC months).',
    blogArchiveMonthSchema,
    () => blog.archive(),
  );

  app.get(
    '/blog/posts/:slug/comments',
    {
      schema: {
        tags,
        summary: 'The approved comments of a post, oldest first.',
        params: blogSlugParamsSchema,
        querystring: commentPageQuerySchema,
        response: { 200: blogCommentPageSchema, ...errors },
      },
    },
    (request, reply) =>
      read(request, reply, blogCommentPageSchema, () =>
        blog.comments(request.params.slug, request.query.page, request.query.limit),
      ),
  );

  app.post(
    '/blog/posts/:slug/comments',
    {
      config: { rateLimit: { exempt: 'comments per address in the blog service, robots answered alike' } },
      schema: {
        tags,
        summary: 'Comment on a post; it waits for a moderator unless the operator publishes comments at once.',
        description:
          'The e-mail is kept for moderation and never shown. At most 10 comments per address an hour. `website` must stay empty: only robots fill it, and their comments are answered alike but dropped.',
        params: blogSlugParamsSchema,
        body: blogCommentInputSchema,
        response: { 201: blogCommentCreatedSchema, ...errors, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const created = await blog.addComment(request.params.slug, request.body, {
        ip: request.ip,
        userId: request.session?.user.id ?? null,
      });
      return reply.code(201).send(created);
    },
  );
}
