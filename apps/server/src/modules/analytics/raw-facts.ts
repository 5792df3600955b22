import { sql, type SQL } from 'drizzle-orm';
import type { PlaybackFigures } from './playback-figures';
import { STARTUP_BUCKETS_MS } from './playback-figures';

const bucketBounds = sql.raw(`array[${STARTUP_BUCKETS_MS.join(', ')}]`);

export interface DayRange {
  /** First and last day, inclusive, as YYYY-MM-DD in the operator's time zone. */
  from: string;
  to: string;
}

/** Which raw rows to read: those of whole days, or those made since a moment (ISO 8601). */
export type Window = DayRange | { since: string };

/** The day `by` days after (or before) a YYYY-MM-DD day. */
export function shiftDay(day: string, by: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}

/** The day (YYYY-MM-DD, in the operator's time zone) a timestamp column falls on. */
export const dayOf = (column: string, zone: string): SQL =>
  sql`to_char(${sql.raw(column)} at time zone ${zone}, 'YYYY-MM-DD')`;

/**
 * The timestamp column falls on one of the range's days in the zone. The bounds are worked out
 * once, so an index on the column serves (a test on the column's day would read every row).
 */
export const withinDays = (column: string, zone: string, range: DayRange): SQL =>
  sql`${sql.raw(column)} >= ${range.from}::date::timestamp at time zone ${zone}
      and ${sql.raw(column)} < (${range.to}::date + 1)::timestamp at time zone ${zone}`;

/** The timestamp column falls in the window. */
export const inWindow = (column: string, zone: string, window: Window): SQL =>
  'since' in window ? sql`${sql.raw(column)} >= ${window.since}::timestamptz` : withinDays(column, zone, window);

/** A sum over raw streams or reports of one day, title and rendition height. */
export interface RawPlaybackRow {
  fact: 'play' | 'startup' | 'stall' | 'error';
  day: string;
  titleId: number;
  height: number;
  /** The startup-time bucket (startups only). */
  bucket: number | null;
  count: number;
  /** Seconds watched (plays) or milliseconds stalled (stalls). */
  amount: number;
  /** Plays whose player said how far it got, and the sum of the shares of the video they reached. */
  reached: number;
  share: number;
}

/**
 * Plays and what players reported over a range of days, straight from the raw streams and events,
 * summed per day, title and rendition height: what the rollup stores, and what the dashboard reads
 * for the days not rolled up yet. A stream's reports count on the day it started; the stream's
 * height is the first rendition it switched to, a report's the one in effect when it was made (0:
 * none reported).
 */
export function rawPlayback(zone: string, window: Window): SQL {
  return sql`
    with streams as (
      select ps.id, ${dayOf('ps.created_at', zone)} as day, coalesce(p.title_id, se.title_id) as title_id,
             greatest(0, extract(epoch from coalesce(ps.ended_at, ps.last_seen_at) - ps.created_at)) as watched,
             -- least() skips nulls: a play that never reported stays null rather than counting as whole.
             case when ps.furthest_seconds is not null
                  then least(1, ps.furthest_seconds / nullif(a.duration_seconds, 0)) end as reached,
             coalesce((select e.value from playback_events e
                        where e.stream_id = ps.id and e.kind = 'switch' order by e.id limit 1), 0) as height
        from playback_streams ps
        join playables p on p.id = ps.playable_id
        join media_assets a on a.id = p.asset_id
        left join episodes ep on ep.id = p.episode_id
        left join seasons se on se.id = ep.season_id
       where ${inWindow('ps.created_at', zone, window)}),
    reports as (
      select s.day, s.title_id, e.kind, e.value,
             coalesce((select w.value from playback_events w
                        where w.stream_id = e.stream_id and w.kind = 'switch' and w.id <= e.id
                        order by w.id desc limit 1), s.height) as height
        from streams s join playback_events e on e.stream_id = s.id
       where e.kind in ('startup', 'stall', 'error') and (e.kind <> 'startup' or e.value is not null))
    select 'play' as fact, day, title_id as "titleId", height, null::int as bucket, count(*)::int as count,
           sum(watched)::float8 as amount, count(reached)::int as reached, coalesce(sum(reached), 0)::float8 as share
      from streams group by day, title_id, height
    union all
    select kind, day, title_id, height, case when kind = 'startup' then width_bucket(value, ${bucketBounds}) end,
           count(*)::int, coalesce(sum(value), 0)::float8, 0, 0
      from reports group by 1, 2, 3, 4, 5`;
}

/** The figures one raw row adds to its group. */
export function figuresOf(row: RawPlaybackRow): Partial<PlaybackFigures> {
  switch (row.fact) {
    case 'play':
      return { plays: row.count, watchSeconds: row.amount, reachedPlays: row.reached, reachedShare: row.share };
    case 'stall':
      return { stalls: row.count, stallMs: row.amount };
    case 'error':
      return { errors: row.count };
    case 'startup': {
      const startupCounts: number[] = [];
      startupCounts[row.bucket ?? 0] = row.count;
      return { startupCounts };
    }
  }
}

/** Visits per day of the window, from the raw visits. */
export const rawVisits = (zone: string, window: Window): SQL =>
  sql`select ${dayOf('created_at', zone)} as day, count(*)::int as visits
        from visits where ${inWindow('created_at', zone, window)} group by 1`;
