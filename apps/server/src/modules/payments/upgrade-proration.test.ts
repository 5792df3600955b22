import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_UPGRADE_FEE_PAISE, prorateUpgrade, type HeldPeriod } from './upgrade-proration';

const DAY = 86_400_000;
const start = new Date('2026-11-01T00:00:00Z');
const monthEnd = new Date('2026-12-01T00:00:00Z');
const at = (days: number) => new Date(start.getTime() + days * DAY);

/** A run of back-to-back periods from a start, each with its length in days and its value. */
const heldPeriods = fc
  .tuple(
    fc.integer({ min: Date.parse('2026-01-01'), max: Date.parse('2027-01-01') }),
    fc.array(fc.tuple(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 5_000_000 })), {
      minLength: 1,
      maxLength: 4,
    }),
  )
  .map(([from, parts]) => {
    let cursor = from;
    return parts.map(([days, valuePaise]): HeldPeriod => {
      const period = { startsAt: new Date(cursor), endsAt: new Date(cursor + days * DAY), valuePaise };
      cursor += days * DAY;
      return period;
    });
  });
const target = fc.record({
  pricePaise: fc.integer({ min: 100, max: 5_000_000 }),
  billingMonths: fc.integer({ min: 1, max: 36 }),
});
/** A moment within (or around) the held periods. */
const firstStart = (held: HeldPeriod[]) => held[0]?.startsAt.getTime() ?? 0;
const lastEnd = (held: HeldPeriod[]) => held.at(-1)?.endsAt.getTime() ?? 0;
const momentIn = (held: HeldPeriod[]) =>
  fc.integer({ min: firstStart(held) - DAY, max: lastEnd(held) + DAY }).map((ms) => new Date(ms));

describe('prorateUpgrade', () => {
  it('charges the whole difference at the start of a month, half of it halfway', () => {
    const held = [{ startsAt: start, endsAt: monthEnd, valuePaise: 14_900 }];
    const premium = { pricePaise: 29_900, billingMonths: 1 };
    expect(prorateUpgrade(start, held, premium)).toEqual({
      creditPaise: 14_900,
      costPaise: 29_900,
      feePaise: 15_000,
      until: monthEnd,
    });
    // 15 of November's 30 days left: half of each.
    expect(prorateUpgrade(at(15), held, premium)).toMatchObject({
      creditPaise: 7450,
      costPaise: 14_950,
      feePaise: 7500,
    });
  });

  it('prices the better plan by its own period: a yearly one costs a twelfth of its fee a month', () => {
    const held = [{ startsAt: start, endsAt: monthEnd, valuePaise: 10_000 }];
    const yearly = { pricePaise: 365_000, billingMonths: 12 };
    // November 2026 to November 2027 is 365 days, so each day is ₹10.
    expect(prorateUpgrade(start, held, yearly)).toMatchObject({ costPaise: 30_000, feePaise: 20_000 });
  });

  it('charges at least ₹1, the smallest payment PhonePe takes', () => {
    const held = [{ startsAt: start, endsAt: monthEnd, valuePaise: 29_900 }];
    expect(prorateUpgrade(at(29.999), held, { pricePaise: 30_000, billingMonths: 1 }).feePaise).toBe(
      MIN_UPGRADE_FEE_PAISE,
    );
  });

  it('runs the better plan until the held periods end, and counts every one of them', () => {
    const held = [
      { startsAt: start, endsAt: monthEnd, valuePaise: 14_900 },
      { startsAt: monthEnd, endsAt: new Date('2027-01-01T00:00:00Z'), valuePaise: 14_900 },
    ];
    const { until, creditPaise } = prorateUpgrade(start, held, { pricePaise: 29_900, billingMonths: 1 });
    expect(until).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(creditPaise).toBe(29_800);
  });

  it('always answers whole paise within bounds: never below ₹1, never above the better plan’s time', () => {
    fc.assert(
      fc.property(
        heldPeriods.chain((held) => fc.tuple(fc.constant(held), momentIn(held), target)),
        ([held, now, plan]) => {
          const { creditPaise, costPaise, feePaise, until } = prorateUpgrade(now, held, plan);
          for (const paise of [creditPaise, costPaise, feePaise]) expect(Number.isInteger(paise)).toBe(true);
          expect(creditPaise).toBeGreaterThanOrEqual(0);
          expect(creditPaise).toBeLessThanOrEqual(held.reduce((sum, period) => sum + period.valuePaise, 0));
          expect(feePaise).toBeGreaterThanOrEqual(MIN_UPGRADE_FEE_PAISE);
          expect(feePaise).toBeLessThanOrEqual(Math.max(MIN_UPGRADE_FEE_PAISE, costPaise + 1));
          // The difference is rounded once: at most half a paisa from the exact one.
          if (feePaise > MIN_UPGRADE_FEE_PAISE)
            expect(Math.abs(feePaise - (costPaise - creditPaise))).toBeLessThanOrEqual(1);
          expect(until.getTime()).toBe(Math.max(now.getTime(), lastEnd(held)));
        },
      ),
    );
  });

  it('does not depend on the order the periods are listed in', () => {
    fc.assert(
      fc.property(
        heldPeriods.chain((held) => fc.tuple(fc.constant(held), momentIn(held), target)),
        ([held, now, plan]) => {
          expect(prorateUpgrade(now, [...held].reverse(), plan)).toEqual(prorateUpgrade(now, held, plan));
        },
      ),
    );
  });

  it('charges less the later the member upgrades, when the better plan costs more per day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 30 * DAY }),
        fc.integer({ min: 0, max: 30 * DAY }),
        (value, extra, earlier, later) => {
          const held = [{ startsAt: start, endsAt: monthEnd, valuePaise: value }];
          const plan = { pricePaise: value + extra, billingMonths: 1 };
          const [first, second] = [Math.min(earlier, later), Math.max(earlier, later)];
          const feeAt = (ms: number) => prorateUpgrade(new Date(start.getTime() + ms), held, plan).feePaise;
          expect(feeAt(first)).toBeGreaterThanOrEqual(feeAt(second));
        },
      ),
    );
  });

  it('charges nothing but the minimum once the held periods are over', () => {
    fc.assert(
      fc.property(heldPeriods, target, (held, plan) => {
        const after = new Date(lastEnd(held) + DAY);
        expect(prorateUpgrade(after, held, plan)).toMatchObject({ creditPaise: 0, costPaise: 0, feePaise: 100 });
      }),
    );
  });
});
