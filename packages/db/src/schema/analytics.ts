import { date, doublePrecision, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { titles } from './catalogue';

/**
 * What players lived through on one finished day, summed: plays, time watched, how far into the
 * video they got, stalls, fatal errors, and startup times counted per time bucket (the bounds are
 * in the analytics module; percentiles are read from these counts).
 */
const playbackFigures = () => ({
  plays: integer('plays').notNull(),
  watchSeconds: doublePrecision('watch_seconds').notNull(),
  /** Plays whose player said how far it got, and the sum of the shares (0–1) of the video they reached. */
  reachedPlays: integer('reached_plays').notNull(),
  reachedShare: doublePrecision('reached_share').notNull(),
  stalls: integer('stalls').notNull(),
  stallMs: doublePrecision('stall_ms').notNull(),
  errors: integer('errors').notNull(),
  startupCounts: integer('startup_counts').array().notNull(),
});

/**
 * The daily rollups the dashboard reads: the days rolled up come from these small tables and only
 * the days since from the raw streams, events and visits, so a year answers as fast as a week.
 * Playback is summed per title and, apart, per rendition height (0: the player reported none).
 */
export const titlePlaybackDaily = pgTable(
  'title_playback_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    ...playbackFigures(),
  },
  // By day for a period's totals, by title and day for the startup counts of the top titles.
  (t) => [primaryKey({ columns: [t.titleId, t.day] }), index('title_playback_daily_day_idx').on(t.day)],
);

export const renditionPlaybackDaily = pgTable(
  'rendition_playback_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    height: smallint('height').notNull(),
    ...playbackFigures(),
  },
  (t) => [primaryKey({ columns: [t.day, t.height] })],
);

/** Visits (browser sessions) per finished day. */
export const visitsDaily = pgTable('visits_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  visits: integer('visits').notNull(),
});
