import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { profiles, users } from './accounts';
import { titles } from './catalogue';
import { createdAt, inList, updatedAt } from './columns';
import { images } from './media-images';

/** Titles a profile saved to watch later ("My List"), newest first. */
export const watchlistItems = pgTable(
  'watchlist_items',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.titleId] })],
);

export const playlistPrivacies = ['public', 'private'] as const;

/**
 * A member's named list of titles. `publicId` is what links and the API use: random, so playlist
 * addresses cannot be guessed by counting.
 */
export const playlists = pgTable(
  'playlists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    privacy: text('privacy', { enum: playlistPrivacies }).notNull().default('private'),
    /** Whether others see the owner's name on the playlist; off unless the owner turns it on. */
    showOwner: boolean('show_owner').notNull().default(false),
    thumbnailImageId: integer('thumbnail_image_id').references(() => images.id, { onDelete: 'set null' }),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('playlists_public_id_key').on(t.publicId),
    index('playlists_user_idx').on(t.userId),
    check('playlists_privacy_check', inList('privacy', playlistPrivacies)),
  ],
);

export const playlistItems = pgTable(
  'playlist_items',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.titleId] })],
);

/**
 * Who viewed a playlist on which day: a viewer counts once a day. The viewer is a member id, or
 * a hash of a visitor's address and browser, never the address itself.
 */
export const playlistViews = pgTable(
  'playlist_views',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    day: date('day', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.viewer, t.day] })],
);
