import { describe, expect, it } from 'vitest';
import { couponProblem, type Coupon } from './coupon-rules';
import type { PricedLine } from './order-totals';

const line: PricedLine = {
  productId: 1,
  categoryIds: [10],
  unitPricePaise: 50_000,
  quantity: 1,
  gstBasisPoints: 1200,
  needsShipping: true,
};
const coupon: Coupon = {
  id: 1,
  code: 'SAVE10',
  kind: 'percent',
  amount: 10,
  productIds: [],
  categoryIds: [],
  minimumSpendPaise: 0,
  usageLimit: null,
  usageLimitPerMember: null,
  usedCount: 0,
  expiresAt: null,
};
const now = new Date('2026-11-23T10:00:00Z');
const check = (changes: Partial<Coupon>, memberUses = 0, lines = [line]) =>
  couponProblem({ ...coupon, ...changes }, lines, { now, memberUses });

describe('coupon rules', () => {
  it('accepts a coupon within its terms', () => {
    expect(check({})).toBeNull();
    expect(
      check({ expiresAt: new Date('2026-11-24T00:00:00Z'), usageLimit: 5, usedCount: 4, usageLimitPerMember: 1 }),
    ).toBeNull();
  });

  it('refuses an expired coupon', () => {
    expect(check({ expiresAt: new Date('2026-11-23T10:00:00Z') })).toEqual({
      reason: 'expired',
      message: 'The coupon SAVE10 has expired.',
    });
  });

  it('refuses a coupon used up in all, or by this member', () => {
    expect(check({ usageLimit: 3, usedCount: 3 })?.reason).toBe('used_up');
    expect(check({ usageLimitPerMember: 1 }, 1)?.reason).toBe('member_limit');
  });

  it('refuses below the minimum spend, naming it in rupees', () => {
    expect(check({ minimumSpendPaise: 99_950 })?.message).toBe(
      'The coupon SAVE10 needs a spend of at least ₹999.50 (before GST).',
    );
    expect(check({ minimumSpendPaise: 50_000 })).toBeNull();
  });

  it('refuses a coupon for products or categories the cart does not hold', () => {
    expect(check({ productIds: [2] })?.reason).toBe('not_applicable');
    expect(check({ categoryIds: [10] })).toBeNull();
  });
});
