import { z } from 'zod';

/** The periods the dashboard offers, in days. */
export const analyticsPeriods = [7, 30, 90] as const;

export const overviewQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(90)
    .refine((days) => (analyticsPeriods as readonly number[]).includes(days), 'must be 7, 30 or 90')
    .default(30),
});

/** One value a day, oldest first, every day of the period present (0 where nothing happened). */
const series = z.array(z.object({ date: z.string(), value: z.number() }));

const qualityFigures = {
  plays: z.number().int(),
  /** Milliseconds from play pressed to the first frame, from the players' reports; null without reports. */
  startupMedianMs: z.number().int().nullable(),
  startupP95Ms: z.number().int().nullable(),
  /** Time spent stalled over time watched (0–1). */
  rebufferingRatio: z.number(),
  fatalErrors: z.number().int(),
};

const titleRef = { slug: z.string(), name: z.string() };

/**
 * `GET /api/admin/analytics/overview?days=N`: the dashboard's figures for the last N days (today
 * included, in the operator's time zone). Money and subscriptions are for admins: an editor gets
 * null there.
 */
export const analyticsOverviewSchema = z.object({
  days: z.number().int(),
  /** The IANA zone the days are counted in (TIME_ZONE). */
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  visitors: series,
  newMembers: series,
  plays: series,
  watchHours: series,
  topByPlays: z.array(z.object({ ...titleRef, plays: z.number().int() })),
  /**
   * How far into the video plays got, on average (0–1), from the furthest point each player
   * reported; among titles with at least three such plays (`plays`).
   */
  topByCompletion: z.array(z.object({ ...titleRef, completion: z.number(), plays: z.number().int() })),
  quality: z.object({
    ...qualityFigures,
    byTitle: z.array(z.object({ ...titleRef, ...qualityFigures })),
    /** 0: players that did not report a rendition. */
    byRendition: z.array(z.object({ height: z.number().int(), ...qualityFigures })),
  }),
  money: z
    .object({
      /** Plans bought: what was paid per day, before GST and the GST apart, in paise. */
      planRevenue: series,
      planGst: series,
      activeSubscriptions: z.array(z.object({ plan: z.string(), count: z.number().int() })),
      orders: series,
      /** Shop orders paid per day (GST included), in paise. */
      orderRevenue: series,
    })
    .nullable(),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;
