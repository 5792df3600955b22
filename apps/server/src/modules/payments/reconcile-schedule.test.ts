import { describe, expect, it } from 'vitest';
import { checkDueAt, RECONCILE_CHECKS_SECONDS } from './reconcile-schedule';

describe('reconciliation schedule', () => {
  it('follows PhonePe’s polling advice: 20 s, then every 3, 6, 10 and 30 s, then every minute to 20 minutes', () => {
    const gaps = RECONCILE_CHECKS_SECONDS.slice(1).map((at, index) => at - (RECONCILE_CHECKS_SECONDS[index] ?? 0));
    expect(RECONCILE_CHECKS_SECONDS[0]).toBe(20);
    // 10 checks 3 s apart (30 s), 10 × 6 s (60 s), 6 × 10 s (60 s), 2 × 30 s (60 s), then minutes.
    expect(gaps.slice(0, 10)).toEqual(Array(10).fill(3));
    expect(gaps.slice(10, 20)).toEqual(Array(10).fill(6));
    expect(gaps.slice(20, 26)).toEqual(Array(6).fill(10));
    expect(gaps.slice(26, 28)).toEqual([30, 30]);
    expect(new Set(gaps.slice(28))).toEqual(new Set([60]));
    expect(RECONCILE_CHECKS_SECONDS.at(-1)).toBeLessThanOrEqual(20 * 60);
    expect(RECONCILE_CHECKS_SECONDS.at(-1)).toBeGreaterThan(19 * 60);
  });

  it('dates each check from the payment’s creation, and has none after the last', () => {
    const created = new Date('2026-11-23T10:00:00Z');
    expect(checkDueAt(created, 1)?.toISOString()).toBe('2026-11-23T10:00:20.000Z');
    expect(checkDueAt(created, 2)?.toISOString()).toBe('2026-11-23T10:00:23.000Z');
    expect(checkDueAt(created, RECONCILE_CHECKS_SECONDS.length + 1)).toBeNull();
  });
});
