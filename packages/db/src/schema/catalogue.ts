import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  accessTiers,
  ageRatings,
  awardOutcomes,
  genreTypes,
  titleKinds,
  titleStatuses,
} from '@reelhouse/contracts/catalogue-values';
import { createdAt, demoContent, inList, tsvector, updatedAt } from './columns';
import { images } from './media-images';

/** Allowed values, kept beside the tables whose CHECK constraints enforce them. */

/** A movie, web series, TV show or short video. Names and texts live in title_translations. */
export const titles = pgTable(
  'titles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    kind: text('kind', { enum: titleKinds }).notNull(),
    rating: text('rating', { enum: ageRatings }).notNull(),
    /** Why the title has its rating ("mild violence"), shown beside the rating. */
    ratingReason: text('rating_reason'),
    releaseDate: date('release_date'),
    runtimeMinutes: integer('runtime_minutes'),
    /** ISO 639-1 codes of the audio tracks, e.g. {hi,en}. */
    audioLanguages: text('audio_languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    accessTier: text('access_tier', { enum: accessTiers }).notNull().default('free'),
    status: text('status', { enum: titleStatuses }).notNull().default('draft'),
    /** When a coming_soon title becomes available. */
    availableAt: timestamp('available_at', { withTimezone: true }),
    /** When a scheduled title publishes itself. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When the title leaves the service (its licence ends): archived then, "leaving soon" before. */
    leavingAt: timestamp('leaving_at', { withTimezone: true }),
    posterImageId: integer('poster_image_id').references(() => images.id, { onDelete: 'set null' }),
    backdropImageId: integer('backdrop_image_id').references(() => images.id, { onDelete: 'set null' }),
    thumbnailImageId: integer('thumbnail_image_id').references(() => images.id, { onDelete: 'set null' }),
    /** The title's name as a picture (a transparent PNG or WebP), shown over the backdrop when set. */
    logoImageId: integer('logo_image_id').references(() => images.id, { onDelete: 'set null' }),
    trailerUrl: text('trailer_url'),
    viewCount: bigint('view_count', { mode: 'number' }).notNull().default(0),
    demo: demoContent(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('titles_slug_key').on(t.slug),
    index('titles_listing_idx').on(t.kind, t.status, t.releaseDate),
    check('titles_kind_check', inList('kind', titleKinds)),
    check('titles_rating_check', inList('rating', ageRatings)),
    check('titles_access_tier_check', inList('access_tier', accessTiers)),
    check('titles_status_check', inList('status', titleStatuses)),
    check('titles_runtime_check', sql`${t.runtimeMinutes} is null or ${t.runtimeMinutes} > 0`),
    check('titles_publish_at_check', sql`${t.status} <> 'scheduled' or ${t.publishAt} is not null`),
  ],
);

/** Per-language texts of a title; English is required and is the fallback. */
export const titleTranslations = pgTable(
  'title_translations',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    tagline: text('tagline'),
    description: text('description'),
    /** The name as search compares it (migration 0002: search_normalize). */
    searchName: text('search_name').generatedAlwaysAs(sql`search_normalize(name)`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', search_normalize(name))`),
  },
  (t) => [
    primaryKey({ columns: [t.titleId, t.lang] }),
    index('title_translations_search_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('title_translations_search_vector_idx').using('gin', t.searchVector),
  ],
);

export const genres = pgTable(
  'genres',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    type: text('type', { enum: genreTypes }).notNull(),
    thumbnailImageId: integer('thumbnail_image_id').references(() => images.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('genres_slug_key').on(t.slug), check('genres_type_check', inList('type', genreTypes))],
);

export const genreTranslations = pgTable(
  'genre_translations',
  {
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.genreId, t.lang] })],
);

export const tags = pgTable('tags', { id: serial('id').primaryKey(), slug: text('slug').notNull() }, (t) => [
  uniqueIndex('tags_slug_key').on(t.slug),
]);

export const tagTranslations = pgTable(
  'tag_translations',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.lang] })],
);

export const titleGenres = pgTable(
  'title_genres',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.titleId, t.genreId] }), index('title_genres_genre_idx').on(t.genreId)],
);

export const titleTags = pgTable(
  'title_tags',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.titleId, t.tagId] }), index('title_tags_tag_idx').on(t.tagId)],
);

/** The "links" table of a detail page: which versions exist (quality, audio language, player). */
export const titleLinks = pgTable(
  'title_links',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    quality: text('quality').notNull(),
    language: text('language').notNull(),
    player: text('player').notNull(),
    addedOn: date('added_on').notNull(),
  },
  (t) => [index('title_links_title_idx').on(t.titleId)],
);

export const awards = pgTable(
  'awards',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    year: smallint('year').notNull(),
    outcome: text('outcome', { enum: awardOutcomes }).notNull(),
  },
  (t) => [index('awards_title_idx').on(t.titleId), check('awards_outcome_check', inList('outcome', awardOutcomes))],
);

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
  },
  (t) => [
    uniqueIndex('seasons_title_number_key').on(t.titleId, t.number),
    check('seasons_number_check', sql`${t.number} > 0`),
  ],
);

export const seasonTranslations = pgTable(
  'season_translations',
  {
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.lang] })],
);

export const episodes = pgTable(
  'episodes',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(45),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    releaseDate: date('release_date'),
    /** When it was added to the catalogue: a series on a profile's My List tells it of episodes after. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('episodes_season_number_key').on(t.seasonId, t.number),
    check('episodes_number_check', sql`${t.number} > 0`),
    check('episodes_duration_check', sql`${t.durationMinutes} > 0`),
  ],
);

export const episodeTranslations = pgTable(
  'episode_translations',
  {
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    searchName: text('search_name').generatedAlwaysAs(sql`search_normalize(name)`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', search_normalize(name))`),
  },
  (t) => [
    primaryKey({ columns: [t.episodeId, t.lang] }),
    index('episode_translations_search_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('episode_translations_search_vector_idx').using('gin', t.searchVector),
  ],
);
