import { z } from 'zod';
import { imageSetSchema } from './catalogue';
import { blogFormats, blogStatuses } from './blog-values';
import { consolePageOf, consolePaging } from './console-lists';
import { languages } from './locales';
import { rowId, rowIdParam } from './numbers';

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug: lowercase letters, digits and dashes')
  .max(120);

/** A post's texts in one language. `body` is Markdown; the link summary and quote belong to those formats. */
const postTexts = z.object({
  title: z.string().trim().min(1, 'enter a title').max(200, 'at most 200 characters'),
  excerpt: z.string().trim().max(500, 'at most 500 characters'),
  body: z.string().trim().max(50_000, 'at most 50,000 characters'),
  linkSummary: z.string().trim().max(500, 'at most 500 characters').nullable().default(null),
  quoteText: z.string().trim().max(1000, 'at most 1000 characters').nullable().default(null),
});

/**
 * A post as an operator writes it. `publishedAt`: for `scheduled`, the future moment it comes out;
 * for `published`, when it is dated (now when left out); ignored for a draft.
 */
const postFields = z.object({
  format: z.enum(blogFormats),
  status: z.enum(blogStatuses),
  publishedAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }).nullable().default(null),
  author: slug,
  categories: z.array(slug).max(10).default([]),
  tags: z.array(slug).max(20).default([]),
  translations: z
    .partialRecord(z.enum(languages), postTexts)
    .refine((texts) => texts.en !== undefined, { message: 'English texts are required' }),
  linkUrl: z
    .url({ protocol: /^https?$/, error: 'must be a web address starting with https://' })
    .nullable()
    .default(null),
  quoteAttribution: z.string().trim().max(200).nullable().default(null),
});

/** The rules across fields: a scheduled post has its moment, a link post its address. */
const withRules = <
  S extends z.ZodType<{ status: string; publishedAt: string | null; format: string; linkUrl: string | null }>,
>(
  schema: S,
) =>
  schema
    .refine((post) => post.status !== 'scheduled' || post.publishedAt !== null, {
      message: 'choose when it comes out',
      path: ['publishedAt'],
    })
    .refine((post) => post.format !== 'link' || post.linkUrl !== null, {
      message: 'a link post needs its address',
      path: ['linkUrl'],
    });

export const blogPostInputSchema = withRules(postFields);
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

export const blogPostCreateSchema = withRules(postFields.extend({ slug }));
export type BlogPostCreate = z.input<typeof blogPostCreateSchema>;

/** A gallery picture's captions, in the languages it has (English stands in for the others). */
const captions = z.partialRecord(z.enum(languages), z.string().trim().max(300, 'at most 300 characters'));

/** `PUT /api/admin/blog/posts/:slug/gallery`: the gallery's pictures in their new order, each with its captions. */
export const galleryOrderSchema = z.object({
  items: z.array(z.object({ imageId: rowId(), captions })).max(40),
});
export type GalleryOrder = z.infer<typeof galleryOrderSchema>;

/** A post as the console edits it: every field, its texts per language, its cover, audio and gallery. */
export const adminBlogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  format: z.enum(blogFormats),
  status: z.enum(blogStatuses),
  publishedAt: z.string().nullable(),
  author: z.string(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  translations: z.partialRecord(
    z.enum(languages),
    z.object({
      title: z.string(),
      excerpt: z.string(),
      body: z.string(),
      linkSummary: z.string().nullable(),
      quoteText: z.string().nullable(),
    }),
  ),
  linkUrl: z.string().nullable(),
  quoteAttribution: z.string().nullable(),
  cover: imageSetSchema.nullable(),
  audio: z.object({ url: z.string(), type: z.string() }).nullable(),
  gallery: z.array(z.object({ imageId: z.number().int(), image: imageSetSchema, captions })),
  updatedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

/** `GET /api/admin/blog/posts`: `q` matches a title in any language or the slug. */
export const adminBlogListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(blogStatuses).optional(),
  ...consolePaging,
});
export type AdminBlogListQuery = z.infer<typeof adminBlogListQuerySchema>;

export const adminBlogRowSchema = z.object({
  slug: z.string(),
  title: z.string(),
  format: z.enum(blogFormats),
  status: z.enum(blogStatuses),
  publishedAt: z.string().nullable(),
  author: z.string(),
  pendingComments: z.number().int(),
  updatedAt: z.string(),
});
export type AdminBlogRow = z.infer<typeof adminBlogRowSchema>;
export const adminBlogPageSchema = consolePageOf(adminBlogRowSchema);
export type AdminBlogPage = z.infer<typeof adminBlogPageSchema>;

/** `POST /api/admin/blog/preview`: Markdown in, the HTML the site would show out. */
export const blogPreviewInputSchema = z.object({ body: z.string().max(50_000, 'at most 50,000 characters') });
export const blogPreviewSchema = z.object({ html: z.string() });

/** An author as the console edits them: the name as written, the bio per language. */
export const adminBlogAuthorSchema = z.object({
  slug: z.string(),
  name: z.string(),
  bios: z.partialRecord(z.enum(languages), z.string()),
  avatar: imageSetSchema.nullable(),
  postCount: z.number().int(),
});
export type AdminBlogAuthor = z.infer<typeof adminBlogAuthorSchema>;

export const blogAuthorInputSchema = z.object({
  name: z.string().trim().min(1, 'enter a name').max(120, 'at most 120 characters'),
  bios: z
    .partialRecord(z.enum(languages), z.string().trim().max(2000, 'at most 2000 characters'))
    .refine((bios) => (bios.en ?? '').length > 0, { message: 'an English bio is required', path: ['en'] }),
});
export type BlogAuthorInput = z.infer<typeof blogAuthorInputSchema>;
export const blogAuthorCreateSchema = blogAuthorInputSchema.extend({ slug });

export const blogPostParamsSchema = z.object({ slug });
export const blogGalleryParamsSchema = z.object({ slug, imageId: rowIdParam() });
