import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { profiles, users } from './accounts';
import { titles } from './catalogue';
import { createdAt, inList } from './columns';

export const reviewStatuses = ['pending', 'published'] as const;

/** A viewer's review. The e-mail is kept for moderation and never sent by the API. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The member's profile that wrote it: ratings are each profile's own. */
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email').notNull(),
    status: text('status', { enum: reviewStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_title_idx').on(t.titleId, t.status, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_status_check', inList('status', reviewStatuses)),
  ],
);

/** Plays per title per day, for "most watched in the last N days" rails. */
export const titleDailyViews = pgTable(
  'title_daily_views',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.titleId, t.day] }), index('title_daily_views_day_idx').on(t.day)],
);

/**
 * One row per browser session that reported a visit. The IP address is personal data: the privacy
 * policy promises it is deleted after a year, which a daily job does.
 */
export const visits = pgTable(
  'visits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ip: text('ip'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('visits_created_at_idx').on(t.createdAt)],
);

/**
 * How alike two titles are, as the recommendations job last measured it: mostly from the
 * profiles that watched both (item-to-item co-watching), then genres, tags and cast in common.
 * Each title keeps only its closest few; the job replaces the whole table each run.
 */
export const titleSimilarities = pgTable(
  'title_similarities',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    similarId: integer('similar_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    /** Profiles that watched both: what the score owes to co-watching. */
    coWatchers: integer('co_watchers').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.titleId, t.similarId] }),
    index('title_similarities_rank_idx').on(t.titleId, t.score),
  ],
);
