import { z } from 'zod';
import { imageSetSchema, langQuerySchema, namedRefSchema, pageOf } from './catalogue';

import { blogCommentStatuses, blogFormats } from './blog-values';

export { blogCommentStatuses, blogFormats, blogStatuses } from './blog-values';

export const blogFormatSchema = z.enum(blogFormats);
export type BlogFormat = (typeof blogFormats)[number];

const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug: lowercase letters, digits and dashes');
export const blogSlugParamsSchema = z.object({ slug: slugSchema });

export const blogAuthorSchema = z.object({
  slug: z.string(),
  name: z.string(),
  bio: z.string(),
  avatar: imageSetSchema.nullable(),
});
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;

/** A post as lists show it. */
export const blogPostCardSchema = z.object({
  slug: z.string(),
  format: blogFormatSchema,
  title: z.string(),
  excerpt: z.string(),
  cover: imageSetSchema.nullable(),
  publishedAt: z.string(),
  author: blogAuthorSchema.pick({ slug: true, name: true, avatar: true }),
  categories: z.array(namedRefSchema),
  tags: z.array(namedRefSchema),
  commentCount: z.number().int(),
});
export type BlogPostCard = z.infer<typeof blogPostCardSchema>;

export const blogGalleryImageSchema = z.object({ image: imageSetSchema, caption: z.string() });

/**
 * A whole post. `bodyHtml` is rendered on the server from Markdown with raw HTML switched off,
 * so no script or event handler written into a post reaches a page. The format's own parts are
 * set for that format only.
 */
export const blogPostDetailSchema = blogPostCardSchema.extend({
  author: blogAuthorSchema,
  bodyHtml: z.string(),
  audio: z.object({ url: z.string(), type: z.string() }).nullable(),
  link: z.object({ url: z.string(), summary: z.string() }).nullable(),
  quote: z.object({ text: z.string(), attribution: z.string() }).nullable(),
  gallery: z.array(blogGalleryImageSchema),
  previous: z.object({ slug: z.string(), title: z.string() }).nullable(),
  next: z.object({ slug: z.string(), title: z.string() }).nullable(),
});
export type BlogPostDetail = z.infer<typeof blogPostDetailSchema>;

/** A page of posts, with the names of what it was filtered by, for its heading ("Tag: …"). */
export const blogPostPageSchema = pageOf(blogPostCardSchema).extend({
  filters: z.object({
    tag: namedRefSchema.optional(),
    category: namedRefSchema.optional(),
    author: blogAuthorSchema.optional(),
  }),
});
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;

/** Filters of a post list; together they narrow it. `month` needs `year`. */
export const blogListQuerySchema = langQuerySchema
  .extend({
    tag: slugSchema.optional(),
    category: slugSchema.optional(),
    author: slugSchema.optional(),
    format: blogFormatSchema.optional(),
    year: z.coerce.number().int().min(2000).max(2100).optional(),
    month: z.coerce.number().int().min(1, 'a month from 1 to 12').max(12, 'a month from 1 to 12').optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(48).default(9),
  })
  .refine((query) => query.month === undefined || query.year !== undefined, {
    message: 'a month needs a year',
    path: ['month'],
  });
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const blogRecentQuerySchema = langQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

export const blogTermSchema = z.object({ slug: z.string(), name: z.string(), postCount: z.number().int() });
export type BlogTerm = z.infer<typeof blogTermSchema>;

export const blogAuthorSummarySchema = blogAuthorSchema.extend({ postCount: z.number().int() });

export const blogArchiveMonthSchema = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  postCount: z.number().int(),
});
export type BlogArchiveMonth = z.infer<typeof blogArchiveMonthSchema>;

export const blogItemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** A published comment as anyone may read it: the commenter's e-mail never leaves the server. */
export const blogCommentSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;
export const blogCommentPageSchema = pageOf(blogCommentSchema);

export const blogCommentInputSchema = z.object({
  authorName: z.string().trim().min(1, 'enter your name').max(80, 'at most 80 characters'),
  authorEmail: z.email({ error: 'enter a valid e-mail address' }).max(254),
  body: z.string().trim().min(2, 'write at least 2 characters').max(4000, 'at most 4000 characters'),
  /** Hidden from people; only robots fill it. */
  website: z.string().max(200).optional(),
});
export type BlogCommentInput = z.infer<typeof blogCommentInputSchema>;

/** Whether the comment shows now or waits for a moderator. */
export const blogCommentCreatedSchema = z.object({ status: z.enum(blogCommentStatuses) });
export type BlogCommentCreated = z.infer<typeof blogCommentCreatedSchema>;

/** A comment as a moderator sees it: with the e-mail and the post it belongs to. */
export const blogModerationCommentSchema = blogCommentSchema.extend({
  authorEmail: z.string(),
  status: z.enum(blogCommentStatuses),
  post: z.object({ slug: z.string(), title: z.string() }),
});
export const blogModerationQuerySchema = z.object({
  status: z.enum(blogCommentStatuses).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const blogModerationPageSchema = pageOf(blogModerationCommentSchema);
export type BlogModerationPage = z.infer<typeof blogModerationPageSchema>;
export const blogCommentDecisionSchema = z.object({ status: z.literal('published') });
