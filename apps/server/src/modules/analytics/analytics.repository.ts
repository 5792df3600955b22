import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { rows, type Db } from '@reelhouse/db/database';
import { settings } from '@reelhouse/db/schema/accounts';
import { titles, titleTranslations } from '@reelhouse/db/schema/catalogue';
import { renditionPlaybackDaily, titlePlaybackDaily, visitsDaily } from '@reelhouse/db/schema/analytics';
import { PlaybackTally, type PlaybackFigures } from './playback-figures';
import {
  dayOf,
  figuresOf,
  rawPlayback,
  rawVisits,
  shiftDay,
  withinDays,
  type DayRange,
  type RawPlaybackRow,
  type Window,
} from './raw-facts';

/**
 * The moment the rollups hold everything made before: the end of the last whole day rolled up, or
 * when today was last rolled up (so far).
 */
const ROLLED_UP_KEY = 'analytics.rolledUpUntil';
/** Days rolled up per transaction: a year's backlog never holds the database for long at once. */
const DAYS_PER_ROLLUP = 7;
/**
 * Days already rolled up that each run rolls up again: a stream started just before midnight
 * still reports after it, and the next day's run takes those reports in.
 */
const DAYS_REDONE = 1;

const figureColumns = {
  plays: sql<number>`sum(plays)::int`,
  watchSeconds: sql<number>`sum(watch_seconds)::float8`,
  reachedPlays: sql<number>`sum(reached_plays)::int`,
  reachedShare: sql<number>`sum(reached_share)::float8`,
  stalls: sql<number>`sum(stalls)::int`,
  stallMs: sql<number>`sum(stall_ms)::float8`,
  errors: sql<number>`sum(errors)::int`,
};

/** The dashboard's data: the daily rollups, the raw rows of the days after them, and the other tables by day. */
export class AnalyticsRepository {
  constructor(
    private readonly db: Db,
    private readonly zone: string,
  ) {}

  /** Today in the operator's time zone, as YYYY-MM-DD. */
  async today(): Promise<string> {
    const [row] = await rows<{ today: string }>(this.db, sql`select ${dayOf('now()', this.zone)} as today`);
    return row?.today ?? new Date().toISOString().slice(0, 10);
  }

  /** The moment before which the rollups hold everything (ISO 8601), or null before the first rollup. */
  async rolledUpUntil(): Promise<string | null> {
    const [row] = await this.db.select({ value: settings.value }).from(settings).where(eq(settings.key, ROLLED_UP_KEY));
    return typeof row?.value === 'string' ? row.value : null;
  }

  /**
   * Rolls up the days from `from`, or from the last one rolled up (less `DAYS_REDONE`), through
   * `through`, a week per transaction; `through` may be today, rolled up so far. Each day is
   * computed again from the raw streams, events and visits, so a second run, or a second server
   * doing the same, changes nothing. Answers how many days were written.
   */
  async rollUp(through: string, from?: string): Promise<number> {
    let days = 0;
    let start: string | null = from ?? null;
    for (;;) {
      const range = await this.rollUpWeek(through, start);
      if (!range) return days;
      days += Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
      start = shiftDay(range.to, 1);
    }
  }

  private async rollUpWeek(through: string, start: string | null): Promise<DayRange | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ROLLED_UP_KEY}))`);
      const from = start ?? (await this.firstDayToRollUp(tx));
      if (from === null || from > through) return null;
      const range = { from, to: [shiftDay(from, DAYS_PER_ROLLUP - 1), through].sort()[0] ?? through };

      const raw = await rows<RawPlaybackRow>(tx, rawPlayback(this.zone, range));
      const byTitle = new PlaybackTally<string>();
      const byHeight = new PlaybackTally<string>();
      for (const row of raw) {
        byTitle.add(`${row.day} ${row.titleId}`, figuresOf(row));
        byHeight.add(`${row.day} ${row.height}`, figuresOf(row));
      }
      const inRange = (table: typeof visitsDaily | typeof titlePlaybackDaily | typeof renditionPlaybackDaily) =>
        between(table.day, range.from, range.to);
      await tx.delete(titlePlaybackDaily).where(inRange(titlePlaybackDaily));
      await tx.delete(renditionPlaybackDaily).where(inRange(renditionPlaybackDaily));
      await tx.delete(visitsDaily).where(inRange(visitsDaily));
      const titleRows = [...byTitle.byKey].map(([key, figures]) => {
        const [day = '', titleId] = key.split(' ');
        return { day, titleId: Number(titleId), ...figures };
      });
      const heightRows = [...byHeight.byKey].map(([key, figures]) => {
        const [day = '', height] = key.split(' ');
        return { day, height: Number(height), ...figures };
      });
      if (titleRows.length > 0) await tx.insert(titlePlaybackDaily).values(titleRows);
      if (heightRows.length > 0) await tx.insert(renditionPlaybackDaily).values(heightRows);
      await tx.execute(
        sql`insert into visits_daily (day, visits) select day::date, visits from (${rawVisits(this.zone, range)}) v`,
      );
      // Everything made before the end of the last day rolled up is in; for today, before this
      // transaction began (what it saw). A row written meanwhile is taken in by the next run.
      const until = sql`to_jsonb(least(now(), (${range.to}::date + 1)::timestamp at time zone ${this.zone}))`;
      await tx
        .insert(settings)
        .values({ key: ROLLED_UP_KEY, value: until })
        .onConflictDoUpdate({ target: settings.key, set: { value: until, updatedAt: sql`now()` } });
      return range;
    });
  }

  /** The day rolled up last (less the days redone), or the first day anything was recorded. */
  private async firstDayToRollUp(tx: Db): Promise<string | null> {
    const [state] = await rows<{ day: string | null }>(
      tx,
      sql`select ${dayOf("(value #>> '{}')::timestamptz", this.zone)} as day from settings where key = ${ROLLED_UP_KEY}`,
    );
    if (state?.day) return shiftDay(state.day, -DAYS_REDONE);
    const [first] = await rows<{ day: string | null }>(
      tx,
      sql`select ${dayOf('min(created_at)', this.zone)} as day
            from (select min(created_at) as created_at from playback_streams
                  union all select min(created_at) from visits) firsts`,
    );
    return first?.day ?? null;
  }

  /** Playback of the window summed per day, title and height, from the raw streams and events. */
  async rawPlayback(window: Window): Promise<RawPlaybackRow[]> {
    return rows<RawPlaybackRow>(this.db, rawPlayback(this.zone, window));
  }

  /** The rolled-up days of the range, per day and rendition height (a few rows a day). */
  async renditionDays(range: DayRange) {
    return this.db
      .select()
      .from(renditionPlaybackDaily)
      .where(between(renditionPlaybackDaily.day, range.from, range.to));
  }

  /** The rolled-up days of the range summed per title (startup counts apart: see `titleStartups`). */
  async titleTotals(range: DayRange): Promise<(Omit<PlaybackFigures, 'startupCounts'> & { titleId: number })[]> {
    return this.db
      .select({ titleId: titlePlaybackDaily.titleId, ...figureColumns })
      .from(titlePlaybackDaily)
      .where(between(titlePlaybackDaily.day, range.from, range.to))
      .groupBy(titlePlaybackDaily.titleId);
  }

  /** The startup counts of some titles over the rolled-up days of the range, a row per title and day. */
  async titleStartups(titleIds: number[], range: DayRange) {
    if (titleIds.length === 0) return [];
    return this.db
      .select({ titleId: titlePlaybackDaily.titleId, startupCounts: titlePlaybackDaily.startupCounts })
      .from(titlePlaybackDaily)
      .where(and(inArray(titlePlaybackDaily.titleId, titleIds), between(titlePlaybackDaily.day, range.from, range.to)));
  }

  /** Slugs and English names of titles, for the tables. */
  async titleNames(titleIds: number[]) {
    if (titleIds.length === 0) return [];
    return this.db
      .select({ id: titles.id, slug: titles.slug, name: titleTranslations.name })
      .from(titles)
      .innerJoin(titleTranslations, and(eq(titleTranslations.titleId, titles.id), eq(titleTranslations.lang, 'en')))
      .where(inArray(titles.id, titleIds));
  }

  /** Visits per day: rolled-up days from the rollup, the others from the raw visits. */
  async visitsByDay(rolled: DayRange | null, live: Window) {
    const [stored, counted] = await Promise.all([
      rolled
        ? this.db
            .select({ day: visitsDaily.day, visits: visitsDaily.visits })
            .from(visitsDaily)
            .where(between(visitsDaily.day, rolled.from, rolled.to))
        : [],
      rows<{ day: string; visits: number }>(this.db, rawVisits(this.zone, live)),
    ]);
    return [...stored, ...counted].map(({ day, visits }) => ({ day, value: visits }));
  }

  /** Rows of a table counted per day they were made on. */
  async countByDay(table: 'users' | 'orders', range: DayRange) {
    return rows<{ day: string; value: number }>(
      this.db,
      sql`select ${dayOf('created_at', this.zone)} as day, count(*)::int as value
            from ${sql.raw(table)} where ${withinDays('created_at', this.zone, range)} group by 1`,
    );
  }

  /** Plans bought per day of settlement: base and GST in paise (refunded ones included: they were paid). */
  async planRevenueByDay(range: DayRange) {
    return rows<{ day: string; base: number; gst: number }>(
      this.db,
      sql`select ${dayOf('settled_at', this.zone)} as day, sum(base_paise)::float8 as base, sum(gst_paise)::float8 as gst
            from payments where state in ('succeeded', 'refunded') and plan_id is not null
             and ${withinDays('settled_at', this.zone, range)} group by 1`,
    );
  }

  /** Shop orders paid per day: their totals in paise. */
  async orderRevenueByDay(range: DayRange) {
    return rows<{ day: string; value: number }>(
      this.db,
      sql`select ${dayOf('paid_at', this.zone)} as day, sum(total_paise)::float8 as value from orders
           where ${withinDays('paid_at', this.zone, range)} group by 1`,
    );
  }

  /** Members with a running period, per plan (English name). */
  async activeSubscriptions() {
    return rows<{ plan: string; count: number }>(
      this.db,
      sql`select pt.name as plan, count(distinct s.user_id)::int as count
            from entitlements s join plan_translations pt on pt.plan_id = s.plan_id and pt.lang = 'en'
           where s.state = 'active' and s.starts_at <= now() and s.ends_at > now()
           group by pt.name, s.plan_id order by s.plan_id`,
    );
  }
}
