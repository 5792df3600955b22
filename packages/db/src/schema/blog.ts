import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { blogCommentStatuses, blogFormats, blogStatuses } from '@reelhouse/contracts/blog';
import { users } from './accounts';
import { createdAt, demoContent, inList, tsvector, updatedAt } from './columns';
import { images } from './media-images';

/** Who writes posts. The name is a person's and stays as written; the bio is translated. */
export const blogAuthors = pgTable(
  'blog_authors',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    avatarImageId: integer('avatar_image_id').references(() => images.id, { onDelete: 'set null' }),
    demo: demoContent(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blog_authors_slug_key').on(t.slug)],
);

export const blogAuthorTranslations = pgTable(
  'blog_author_translations',
  {
    authorId: integer('author_id')
      .notNull()
      .references(() => blogAuthors.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    bio: text('bio').notNull(),
  },
  (t) => [primaryKey({ columns: [t.authorId, t.lang] })],
);

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('blog_categories_slug_key').on(t.slug)],
);

export const blogCategoryTranslations = pgTable(
  'blog_category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lang] })],
);

export const blogTags = pgTable('blog_tags', { id: serial('id').primaryKey(), slug: text('slug').notNull() }, (t) => [
  uniqueIndex('blog_tags_slug_key').on(t.slug),
]);

export const blogTagTranslations = pgTable(
  'blog_tag_translations',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.lang] })],
);

/**
 * A blog post. Readers see it once `published_at` has passed and it is not a draft, so a
 * scheduled post appears on time with nothing to run. The format decides which of the optional
 * parts a post has: audio (`audio_file`, under the media audio directory), link (`link_url`, with
 * a translated summary), quote (translated text, attribution as written) or a gallery.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    format: text('format', { enum: blogFormats }).notNull().default('standard'),
    status: text('status', { enum: blogStatuses }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: integer('author_id')
      .notNull()
      .references(() => blogAuthors.id, { onDelete: 'restrict' }),
    coverImageId: integer('cover_image_id').references(() => images.id, { onDelete: 'set null' }),
    audioFile: text('audio_file'),
    linkUrl: text('link_url'),
    quoteAttribution: text('quote_attribution'),
    demo: demoContent(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    index('blog_posts_listing_idx').on(t.status, t.publishedAt),
    index('blog_posts_author_idx').on(t.authorId),
    check('blog_posts_format_check', inList('format', blogFormats)),
    check('blog_posts_status_check', inList('status', blogStatuses)),
    check('blog_posts_published_at_check', sql`status = 'draft' or published_at is not null`),
    check('blog_posts_link_check', sql`format <> 'link' or link_url is not null`),
  ],
);

/** Per-language texts of a post; English is required and is the fallback. `body` is Markdown. */
export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    linkSummary: text('link_summary'),
    quoteText: text('quote_text'),
    /** Title and excerpt as search compares them (migration 0002: search_normalize). */
    searchName: text('search_name').generatedAlwaysAs(sql`search_normalize(title)`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', search_normalize(title || ' ' || excerpt))`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.lang] }),
    index('blog_post_translations_search_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('blog_post_translations_search_vector_idx').using('gin', t.searchVector),
  ],
);

export const blogPostCategories = pgTable(
  'blog_post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index('blog_post_categories_category_idx').on(t.categoryId),
  ],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('blog_post_tags_tag_idx').on(t.tagId)],
);

/**
 * The pictures of a gallery post, in order, with a caption per language (`{ "en": …, "ar": … }`,
 * English the fallback). The image may land after the row (demo pictures are drawn once the
 * server is up); a gallery shows the images that exist.
 */
export const blogGalleryImages = pgTable(
  'blog_gallery_images',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    captions: jsonb('captions').$type<Record<string, string>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.position] })],
);

/** A reader's comment. The e-mail is kept for moderation and never sent by the API. */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: blogCommentStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('blog_comments_post_idx').on(t.postId, t.status, t.createdAt),
    check('blog_comments_status_check', inList('status', blogCommentStatuses)),
  ],
);
