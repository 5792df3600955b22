import type { AnalyticsOverview } from '@reelhouse/contracts/analytics';
import type { Db } from '@reelhouse/db/database';
import { AnalyticsRepository } from './analytics.repository';
import { addPlayback, noPlayback, PlaybackTally, qualityOf, type PlaybackFigures } from './playback-figures';
import { figuresOf, shiftDay, type DayRange, type Window } from './raw-facts';

const TOP = 10;

/** The day (YYYY-MM-DD) a moment falls on in a time zone. */
const dayIn = (moment: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(moment),
  );
/** A title enters the completion ranking once this many plays said how far they got. */
const COMPLETION_MIN_PLAYS = 3;

type DailyValues = readonly { day: string; value: number }[];

/**
 * The operators' dashboard: what viewers did and lived through over the last N days, and, for
 * admins, the money. The rollups answer for everything up to their last run (a few minutes ago),
 * the raw data for what came since.
 */
export class Analytics {
  constructor(private readonly deps: { db: Db; timeZone: string }) {}

  private get books() {
    return new AnalyticsRepository(this.deps.db, this.deps.timeZone);
  }

  /**
   * Rolls up the days not rolled up yet, today so far included (the job every few minutes; safe to
   * run again), or every day from `from` (after past data was imported).
   */
  async rollUp(from?: string): Promise<number> {
    const books = this.books;
    return books.rollUp(await books.today(), from);
  }

  async overview(days: number, { withMoney }: { withMoney: boolean }): Promise<AnalyticsOverview> {
    const books = this.books;
    const [today, until] = await Promise.all([books.today(), books.rolledUpUntil()]);
    const range: DayRange = { from: shiftDay(today, -(days - 1)), to: today };
    // The rollups hold everything made before `until`; what came after is read raw (minutes of it).
    const untilDay = until ? dayIn(until, this.deps.timeZone) : null;
    const rolled =
      until && untilDay && untilDay >= range.from
        ? { from: range.from, to: untilDay < today ? untilDay : today }
        : null;
    const live: Window = rolled && until ? { since: until } : range;
    const dates = Array.from({ length: days }, (_, index) => shiftDay(range.from, index));
    const series = (found: DailyValues) => {
      const byDay = new Map(found.map((row) => [row.day, row.value]));
      return dates.map((date) => ({ date, value: byDay.get(date) ?? 0 }));
    };

    const [renditionDays, titleTotals, liveRows, visits, members, money] = await Promise.all([
      rolled ? books.renditionDays(rolled) : [],
      rolled ? books.titleTotals(rolled) : [],
      books.rawPlayback(live),
      books.visitsByDay(rolled, live),
      books.countByDay('users', range),
      withMoney ? this.money(books, range, series) : null,
    ]);
    const byDay = new PlaybackTally<string>();
    const byHeight = new PlaybackTally<number>();
    const byTitle = new PlaybackTally<number>();
    for (const row of renditionDays) {
      byDay.add(row.day, row);
      byHeight.add(row.height, row);
    }
    for (const row of titleTotals) byTitle.add(row.titleId, row);
    for (const row of liveRows) {
      const figures = figuresOf(row);
      byDay.add(row.day, figures);
      byHeight.add(row.height, figures);
      byTitle.add(row.titleId, figures);
    }

    const titles = [...byTitle.byKey];
    const topByPlays = [...titles].sort(([a, one], [b, other]) => other.plays - one.plays || a - b).slice(0, TOP);
    const completionOf = (figures: PlaybackFigures) => figures.reachedShare / figures.reachedPlays;
    const topByCompletion = titles
      .filter(([, figures]) => figures.reachedPlays >= COMPLETION_MIN_PLAYS)
      .sort(([a, one], [b, other]) => completionOf(other) - completionOf(one) || a - b)
      .slice(0, TOP);
    // Startup counts are kept per title and day: read only for the titles the table shows.
    const topIds = topByPlays.map(([id]) => id);
    const [startups, names] = await Promise.all([
      rolled ? books.titleStartups(topIds, rolled) : [],
      books.titleNames([...new Set([...topIds, ...topByCompletion.map(([id]) => id)])]),
    ]);
    for (const row of startups) byTitle.add(row.titleId, { startupCounts: row.startupCounts });
    const titleRef = (id: number) => {
      const found = names.find((title) => title.id === id);
      return { slug: found?.slug ?? '', name: found?.name ?? '' };
    };
    const total = noPlayback();
    for (const figures of byHeight.byKey.values()) addPlayback(total, figures);

    return {
      days,
      timeZone: this.deps.timeZone,
      from: range.from,
      to: range.to,
      visitors: series(visits),
      newMembers: series(members),
      plays: dates.map((date) => ({ date, value: byDay.get(date).plays })),
      watchHours: dates.map((date) => ({ date, value: Math.round((byDay.get(date).watchSeconds / 3600) * 10) / 10 })),
      topByPlays: topByPlays.map(([id, figures]) => ({ ...titleRef(id), plays: figures.plays })),
      topByCompletion: topByCompletion.map(([id, figures]) => ({
        ...titleRef(id),
        completion: Math.round(completionOf(figures) * 1000) / 1000,
        plays: figures.reachedPlays,
      })),
      quality: {
        ...qualityOf(total),
        byTitle: topByPlays.map(([id]) => ({ ...titleRef(id), ...qualityOf(byTitle.get(id)) })),
        byRendition: [...byHeight.byKey]
          .sort(([a], [b]) => b - a)
          .map(([height, figures]) => ({ height, ...qualityOf(figures) })),
      },
      money,
    };
  }

  private async money(
    books: AnalyticsRepository,
    range: DayRange,
    series: (found: DailyValues) => { date: string; value: number }[],
  ): Promise<NonNullable<AnalyticsOverview['money']>> {
    const [plans, orders, orderRevenue, active] = await Promise.all([
      books.planRevenueByDay(range),
      books.countByDay('orders', range),
      books.orderRevenueByDay(range),
      books.activeSubscriptions(),
    ]);
    return {
      planRevenue: series(plans.map((row) => ({ day: row.day, value: row.base }))),
      planGst: series(plans.map((row) => ({ day: row.day, value: row.gst }))),
      activeSubscriptions: active,
      orders: series(orders),
      orderRevenue: series(orderRevenue),
    };
  }
}
