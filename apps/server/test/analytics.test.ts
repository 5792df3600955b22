import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsOverview } from '@reelhouse/contracts/analytics';
import type { Playback } from '@reelhouse/contracts/playback';
import type { PlanList } from '@reelhouse/contracts/plans';
import type { PaymentStarted } from '@reelhouse/contracts/payments';
import { rows } from '@reelhouse/db/database';
import { buy, settled, simulate } from './support/payments';
import { createPlaybackApp, playbackTitles, playRequest, visitorCookies } from './support/playback-fixture';
import { addToCart, orderBody, placed, placeOrder, product, slugOfKind } from './support/shoppers';
import { signIn, site } from './support/sign-in';
import type { TestApp } from './support/test-app';

/** The console dashboard: what viewers did and lived through, and the money for admins. */
const { freeTitle, otherFreeTitle } = playbackTitles;
let t: TestApp;
let admin: { rh_session: string };
let editor: { rh_session: string };
beforeAll(async () => {
  t = await createPlaybackApp();
  // The sandbox gateway tells the server over HTTP that a payment went through.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await signIn(t.app, '+919876544001');
  editor = await signIn(t.app, '+919876544002');
  await t.database.db.execute(sql`update users set role = 'admin' where mobile = '+919876544001'`);
  await t.database.db.execute(sql`update users set role = 'editor' where mobile = '+919876544002'`);
}, 120_000);
afterAll(() => t.close());

const overview = async (cookies = admin, days = 7) => {
  const response = await t.app.inject({ url: `/api/admin/analytics/overview?days=${days}`, cookies });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AnalyticsOverview>();
};
const today = (series: { value: number }[]) => series.at(-1)?.value;

/** A visitor plays the title and the player reports what it lived through. */
async function watch(slug: string, events: object[]) {
  const response = await playRequest(t, slug);
  const { streamId } = response.json<Playback>();
  const report = await t.app.inject({
    method: 'POST',
    url: `/api/playback/${streamId}/events`,
    cookies: visitorCookies(response),
    headers: site,
    payload: { events },
  });
  expect(report.statusCode, report.body).toBe(204);
  return streamId;
}

describe('the dashboard’s figures', () => {
  it('is for operators: a visitor must sign in, a member is refused, a period is 7, 30 or 90 days', async () => {
    expect((await t.app.inject({ url: '/api/admin/analytics/overview' })).statusCode).toBe(401);
    const member = await signIn(t.app, '+919876544003');
    expect((await t.app.inject({ url: '/api/admin/analytics/overview', cookies: member })).statusCode).toBe(403);
    const wrong = await t.app.inject({ url: '/api/admin/analytics/overview?days=14', cookies: admin });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    expect(wrong.body).toContain('days');
  });

  it('gives every day of the period, oldest first, ending today', async () => {
    const figures = await overview(admin, 30);
    expect(figures.visitors).toHaveLength(30);
    expect(figures.plays.map((point) => point.date)).toEqual(figures.visitors.map((point) => point.date));
    expect(figures.plays[0]?.date).toBe(figures.from);
    expect(figures.plays.at(-1)?.date).toBe(figures.to);
    expect(figures.to > figures.from).toBe(true);
  });

  it('counts a play today with its startup time, stalls, errors and rendition', async () => {
    const before = await overview();
    await watch(freeTitle.slug, [
      { kind: 'switch', value: 540 },
      { kind: 'startup', value: 420 },
      { kind: 'stall', value: 900 },
      { kind: 'error', detail: 'fragLoadError' },
    ]);
    const after = await overview();
    expect(today(after.plays)).toBe((today(before.plays) ?? 0) + 1);
    expect(after.topByPlays[0]).toMatchObject({ slug: freeTitle.slug, plays: 1 });
    expect(after.quality).toMatchObject({ plays: 1, fatalErrors: 1, startupMedianMs: expect.any(Number) });
    // 420 ms falls in the 400–500 ms bucket; the median is read inside it.
    expect(after.quality.startupMedianMs).toBeGreaterThanOrEqual(400);
    expect(after.quality.startupMedianMs).toBeLessThanOrEqual(500);
    expect(after.quality.byRendition).toEqual([expect.objectContaining({ height: 540, plays: 1, fatalErrors: 1 })]);
    expect(after.quality.byTitle[0]).toMatchObject({ slug: freeTitle.slug, fatalErrors: 1 });
  });

  it('answers the same for finished days once they are rolled up, and rolling up again changes nothing', async () => {
    // Three plays five days ago, one of them on a rendition it switched to mid-way.
    for (const startup of [300, 700, 4500]) {
      const id = await watch(otherFreeTitle.slug, [
        { kind: 'startup', value: startup },
        { kind: 'switch', value: 270 },
        { kind: 'stall', value: 2000 },
      ]);
      await t.database.db.execute(
        sql`update playback_streams set created_at = now() - interval '5 days',
                   last_seen_at = now() - interval '5 days' + interval '10 minutes 0.25 seconds' where id = ${id}`,
      );
    }
    // Visits from three weeks ago: the rollup works through them a week at a time.
    await t.database.db.execute(
      sql`insert into visits (created_at) select now() - make_interval(days => 20 - n % 3) from generate_series(1, 12) n`,
    );
    const live = await overview();
    expect(live.topByPlays.find((row) => row.slug === otherFreeTitle.slug)?.plays).toBe(3);
    expect(live.watchHours.at(-6)?.value).toBe(0.5);
    const liveMonth = await overview(admin, 30);
    expect(liveMonth.visitors.slice(0, 12).reduce((sum, point) => sum + point.value, 0)).toBe(12);

    const analytics = t.app.analytics;
    expect(await analytics.rollUp()).toBeGreaterThanOrEqual(20);
    const stored = () =>
      rows<{ of: string; day: string; key: number; plays: number; stalls: number; startup_counts: string }>(
        t.database.db,
        sql`select 'title' as of, day::text, title_id as key, plays, stalls, startup_counts::text from title_playback_daily
            union all select 'height', day::text, height, plays, stalls, startup_counts::text from rendition_playback_daily
            union all select 'visits', day::text, 0, visits, 0, '' from visits_daily order by 1, 2, 3`,
      );
    const once = await stored();
    const fiveDaysAgo = live.plays.at(-6)?.date;
    const rolledThatDay = once.filter((row) => row.of === 'title' && row.day === fiveDaysAgo);
    expect(rolledThatDay.reduce((sum, row) => sum + Number(row.plays), 0)).toBe(3);
    await analytics.rollUp();
    expect(await stored()).toEqual(once);
    expect(await overview()).toEqual(live);
    expect(await overview(admin, 30)).toEqual(liveMonth);
  });

  it('counts a play made after the last rollup at once, and the same after the next', async () => {
    await t.app.analytics.rollUp();
    const before = await overview();
    await watch(freeTitle.slug, [{ kind: 'startup', value: 800 }]);
    const after = await overview();
    expect(today(after.plays)).toBe((today(before.plays) ?? 0) + 1);
    expect(after.quality.plays).toBe(before.quality.plays + 1);
    await t.app.analytics.rollUp();
    expect(await overview()).toEqual(after);
  });

  it('ranks titles by how far into the video plays got, among titles with three such plays', async () => {
    const [clip] = await rows<{ seconds: number }>(
      t.database.db,
      sql`select a.duration_seconds as seconds from media_assets a join playables p on p.asset_id = a.id
            join titles t on t.id = p.title_id where t.slug = ${freeTitle.slug}`,
    );
    const seconds = clip?.seconds ?? 0;
    const reach = async (slug: string, shares: number[], scale = seconds) => {
      const response = await playRequest(t, slug);
      const { streamId } = response.json<Playback>();
      // The player reports its position as it goes; the furthest one counts, not the last.
      for (const share of shares) {
        const sent = await t.app.inject({
          method: 'POST',
          url: `/api/playback/${streamId}/progress`,
          cookies: visitorCookies(response),
          headers: site,
          payload: { position: share * scale },
        });
        expect(sent.statusCode, sent.body).toBe(204);
      }
    };
    // A position too small for the stored figure (the fuzz run's 5e-324) counts as the start.
    await reach(freeTitle.slug, [Number.MIN_VALUE], 1);
    await reach(freeTitle.slug, [0.5, 1, 0.2]);
    await reach(freeTitle.slug, [0.5]);
    await reach(freeTitle.slug, [0.3]);
    await reach(otherFreeTitle.slug, [1]);
    await reach(otherFreeTitle.slug, [0.9]);
    const { topByCompletion } = await overview();
    expect(topByCompletion).toEqual([{ slug: freeTitle.slug, name: freeTitle.name.en, completion: 0.45, plays: 4 }]);
  });

  it('shows the money to admins only: plans bought with GST apart, subscriptions by plan, shop orders', async () => {
    expect((await overview(editor)).money).toBeNull();
    const buyer = await signIn(t.app, '+919876544004');
    const plans = (await t.app.inject({ url: '/api/plans' })).json<PlanList>().items;
    const premium = plans.find((plan) => plan.code === 'premium')?.id ?? 0;
    const { merchantTransactionId: id } = (await buy(t, buyer, premium)).json<PaymentStarted>();
    await simulate(t, { merchantTransactionId: id, outcome: 'success' });
    expect(await settled(t, id)).toBe('succeeded');

    const shopper = await signIn(t.app, '+919876544005');
    const tee = await product(t, await slugOfKind(t, 'tee'));
    expect((await addToCart(t, shopper, tee.variants[0]?.id ?? 0)).statusCode).toBe(200);
    const { order } = placed(await placeOrder(t, shopper, orderBody()));
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/shop/orders/${order.number}`,
      cookies: admin,
      headers: site,
      payload: { status: 'completed' },
    });
    expect(done.statusCode, done.body).toBe(200);

    const { money } = await overview();
    expect(money).not.toBeNull();
    expect(today(money?.planRevenue ?? [])).toBe(29_900);
    expect(today(money?.planGst ?? [])).toBe(5_382);
    expect(money?.activeSubscriptions).toContainEqual({ plan: 'Premium', count: 1 });
    expect(today(money?.orders ?? [])).toBe(1);
    expect(today(money?.orderRevenue ?? [])).toBe(order.totalPaise);
  });
});
