import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@reelhouse/contracts/payments';
import { planStanding } from './plan-standing';

const codes = ['free', 'basic', 'premium'];
const holding = (code: string): SubscriptionStatus => ({
  active: true,
  plan: { code, name: code },
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: '2026-12-01T00:00:00Z',
  endedAt: null,
  autoRenew: false,
  nextRenewalAt: null,
  renewal: null,
  mandate: null,
});

describe('where a plan stands for the viewer', () => {
  it('offers every plan plainly to someone without one', () => {
    expect(codes.map((code) => planStanding(codes, undefined, code))).toEqual(['choose', 'choose', 'choose']);
    const lapsed = { ...holding('basic'), active: false, plan: null };
    expect(planStanding(codes, lapsed, 'premium')).toBe('choose');
  });

  it('marks the plan held, offers better ones as upgrades and lower ones for later', () => {
    expect(codes.map((code) => planStanding(codes, holding('basic'), code))).toEqual(['later', 'current', 'upgrade']);
    expect(codes.map((code) => planStanding(codes, holding('premium'), code))).toEqual(['later', 'later', 'current']);
  });

  it('treats every plan on sale as an upgrade from one that is no longer sold', () => {
    expect(planStanding(codes, holding('festival'), 'basic')).toBe('upgrade');
  });
});
