import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@reelhouse/contracts/payments';
import { planNotice } from './plan-notice';

const now = Date.parse('2026-11-23T12:00:00Z');
const active = (endsAt: string): SubscriptionStatus => ({
  active: true,
  plan: { code: 'premium', name: 'Premium' },
  startsAt: '2026-11-01T00:00:00Z',
  endsAt,
  endedAt: null,
  autoRenew: false,
  nextRenewalAt: null,
  renewal: null,
  mandate: null,
});
const lapsed = (endedAt: string | null): SubscriptionStatus => ({
  active: false,
  plan: null,
  startsAt: null,
  endsAt: null,
  endedAt,
  autoRenew: false,
  nextRenewalAt: null,
  renewal: null,
  mandate: null,
});

describe('plan notices in My Account', () => {
  it('reminds to renew in the last week of a plan, not before', () => {
    expect(planNotice(active('2026-11-30T12:00:00Z'), now)).toBe('renew');
    expect(planNotice(active('2026-11-24T00:00:00Z'), now)).toBe('renew');
    expect(planNotice(active('2026-11-30T12:00:01Z'), now)).toBeNull();
  });

  it('does not remind a member whose plan renews by itself through Autopay', () => {
    const renewing = { ...active('2026-11-24T00:00:00Z'), autoRenew: true, nextRenewalAt: '2026-11-24T00:00:00Z' };
    expect(planNotice(renewing, now)).toBeNull();
  });

  it('says a plan has ended for a month after it did, and nothing to members who never had one', () => {
    expect(planNotice(lapsed('2026-11-20T00:00:00Z'), now)).toBe('ended');
    expect(planNotice(lapsed('2026-10-20T00:00:00Z'), now)).toBeNull();
    expect(planNotice(lapsed(null), now)).toBeNull();
  });
});
