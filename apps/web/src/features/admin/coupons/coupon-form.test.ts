import { describe, expect, it } from 'vitest';
import { blankCoupon, couponFormSchema, couponValues } from './coupon-form';

describe('the coupon form', () => {
  it('takes a percent as typed and money in rupees, blanks as no limit', () => {
    expect(couponFormSchema.parse({ ...blankCoupon, code: 'diwali10', amount: '10' })).toMatchObject({
      code: 'DIWALI10',
      amount: 10,
      minimumSpendPaise: 0,
      usageLimit: null,
      expiresAt: null,
    });
    const fixed = couponFormSchema.parse({
      ...blankCoupon,
      code: 'FLAT50',
      kind: 'fixed_cart',
      amount: '50',
      minimumSpendPaise: '499.50',
      productSlugs: 'band-tee, studio-mug  poster',
    });
    expect(fixed).toMatchObject({
      amount: 5000,
      minimumSpendPaise: 49_950,
      productSlugs: ['band-tee', 'studio-mug', 'poster'],
    });
  });

  it('refuses a percent above 100 at its field, and reads a saved coupon back as typed', () => {
    const result = couponFormSchema.safeParse({ ...blankCoupon, code: 'ALL', amount: '120' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['amount']);
    const saved = {
      id: 1,
      code: 'FLAT50',
      kind: 'fixed_cart' as const,
      amount: 5000,
      minimumSpendPaise: 0,
      usageLimit: 3,
      usageLimitPerMember: null,
      usedCount: 1,
      expiresAt: null,
      productSlugs: [],
      categorySlugs: ['apparel'],
    };
    expect(couponValues(saved)).toMatchObject({ amount: '50.00', minimumSpendPaise: '', usageLimit: '3' });
  });
});
