import type { CouponRefusal } from '@reelhouse/contracts/shop-cart';
import { couponCovers, type CouponTerms, type PricedLine } from './order-totals';

export interface Coupon extends CouponTerms {
  id: number;
  code: string;
  minimumSpendPaise: number;
  usageLimit: number | null;
  usageLimitPerMember: number | null;
  usedCount: number;
  expiresAt: Date | null;
}

/** Rupees as a shopper reads them in an error message: ₹1,499 or ₹1,499.50. */
const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0 })}`;

/**
 * Why this coupon cannot be used on these lines now, or null when it can (WooCommerce's rules:
 * expiry, usage limits in all and per member, minimum spend before discount and GST, and at
 * least one line it covers).
 */
export function couponProblem(
  coupon: Coupon,
  lines: readonly PricedLine[],
  context: { now: Date; memberUses: number },
): { reason: CouponRefusal; message: string } | null {
  const refuse = (reason: CouponRefusal, message: string) => ({ reason, message });
  if (coupon.expiresAt && coupon.expiresAt <= context.now)
    return refuse('expired', `The coupon ${coupon.code} has expired.`);
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
    return refuse('used_up', `The coupon ${coupon.code} has been used as many times as it may be.`);
  if (coupon.usageLimitPerMember !== null && context.memberUses >= coupon.usageLimitPerMember)
    return refuse('member_limit', `You have already used the coupon ${coupon.code} as many times as it allows.`);
  const subtotal = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  if (subtotal < coupon.minimumSpendPaise)
    return refuse(
      'minimum_spend',
      `The coupon ${coupon.code} needs a spend of at least ${rupees(coupon.minimumSpendPaise)} (before GST).`,
    );
  if (!lines.some((line) => couponCovers(coupon, line)))
    return refuse('not_applicable', `The coupon ${coupon.code} does not apply to anything in your cart.`);
  return null;
}
