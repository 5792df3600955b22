import { couponInputSchema, type AdminCoupon } from '@reelhouse/contracts/shop-admin';
import type { CouponKind } from '@reelhouse/contracts/shop-products';
import { z } from 'zod';
import { fromLocalInput, toLocalInput } from '../components/local-moments';
import { numberOf, optionalNumberOf, paiseOf, rupeesText } from '../components/typed-numbers';

/** A coupon's terms as typed, named as the API's: rupees for money, a whole percent for `percent`, blank for no limit. */
export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  amount: string;
  minimumSpendPaise: string;
  usageLimit: string;
  usageLimitPerMember: string;
  /** `YYYY-MM-DDTHH:mm` in the operator's time, as a date-time field holds it; blank: never. */
  expiresAt: string;
  /** Product slugs, separated by commas or spaces. */
  productSlugs: string;
  categorySlugs: string[];
}

export const blankCoupon: CouponFormValues = {
  code: '',
  kind: 'percent',
  amount: '',
  minimumSpendPaise: '',
  usageLimit: '',
  usageLimitPerMember: '',
  expiresAt: '',
  productSlugs: '',
  categorySlugs: [],
};

export const couponValues = (coupon: AdminCoupon): CouponFormValues => ({
  code: coupon.code,
  kind: coupon.kind,
  amount: coupon.kind === 'percent' ? String(coupon.amount) : rupeesText(coupon.amount),
  minimumSpendPaise: coupon.minimumSpendPaise === 0 ? '' : rupeesText(coupon.minimumSpendPaise),
  usageLimit: coupon.usageLimit === null ? '' : String(coupon.usageLimit),
  usageLimitPerMember: coupon.usageLimitPerMember === null ? '' : String(coupon.usageLimitPerMember),
  expiresAt: toLocalInput(coupon.expiresAt),
  productSlugs: coupon.productSlugs.join(', '),
  categorySlugs: coupon.categorySlugs,
});

/** The terms as the API takes them: money to paise, the local expiry to an instant. */
export const couponFormSchema = z.preprocess(
  (values: CouponFormValues) => ({
    code: values.code,
    kind: values.kind,
    amount: values.kind === 'percent' ? numberOf(values.amount) : paiseOf(values.amount),
    minimumSpendPaise: values.minimumSpendPaise.trim() === '' ? 0 : paiseOf(values.minimumSpendPaise),
    usageLimit: optionalNumberOf(values.usageLimit),
    usageLimitPerMember: optionalNumberOf(values.usageLimitPerMember),
    expiresAt: fromLocalInput(values.expiresAt),
    productSlugs: values.productSlugs.split(/[\s,]+/).filter(Boolean),
    categorySlugs: values.categorySlugs,
  }),
  couponInputSchema,
);
