import type { CouponKind } from '@reelhouse/contracts/shop-products';
import type { ShippingMethod } from '@reelhouse/contracts/shop-orders';

/** A cart or order line as the catalogue prices it now (paise before GST). */
export interface PricedLine {
  productId: number;
  categoryIds: readonly number[];
  unitPricePaise: number;
  quantity: number;
  gstBasisPoints: number;
  needsShipping: boolean;
}

export interface CouponTerms {
  kind: CouponKind;
  /** Whole percent for `percent`, else paise. */
  amount: number;
  productIds: readonly number[];
  categoryIds: readonly number[];
}

export interface ShippingTerms {
  flatRatePaise: number;
  /** Orders at or above this (after discount, before GST) may ship free; null: never free. */
  freeOverPaise: number | null;
}

export interface LineTotals {
  subtotalPaise: number;
  discountPaise: number;
  gstPaise: number;
  totalPaise: number;
}

export interface Totals {
  lines: LineTotals[];
  subtotalPaise: number;
  discountPaise: number;
  gstPaise: number;
  needsShipping: boolean;
  /** The methods this cart may ship by, cheapest first, with their price. */
  shippingRates: { method: ShippingMethod; pricePaise: number }[];
}

/** A coupon applies to a line when it names neither products nor categories, or names the line's. */
export const couponCovers = (coupon: CouponTerms, line: PricedLine) =>
  (coupon.productIds.length === 0 && coupon.categoryIds.length === 0) ||
  coupon.productIds.includes(line.productId) ||
  line.categoryIds.some((id) => coupon.categoryIds.includes(id));

/** GST on a taxable amount in paise, rounded to the nearest paisa (halves up). */
export const gstOn = (taxablePaise: number, basisPoints: number) => Math.round((taxablePaise * basisPoints) / 10_000);

/**
 * Splits `amount` over `weights` in proportion, in whole paise that add up to exactly `amount`
 * (largest remainder first, ties to the earlier line).
 */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** Each line's discount under a coupon, never more than the line itself. */
function discounts(lines: readonly PricedLine[], coupon: CouponTerms | null): number[] {
  const subtotals = lines.map((line) => line.unitPricePaise * line.quantity);
  if (!coupon) return lines.map(() => 0);
  const covered = lines.map((line) => couponCovers(coupon, line));
  if (coupon.kind === 'percent') {
    return subtotals.map((subtotal, i) => (covered[i] ? Math.round((subtotal * coupon.amount) / 100) : 0));
  }
  if (coupon.kind === 'fixed_product') {
    return lines.map((line, i) => (covered[i] ? Math.min(coupon.amount * line.quantity, subtotals[i] ?? 0) : 0));
  }
  const weights = subtotals.map((subtotal, i) => (covered[i] ? subtotal : 0));
  const coveredTotal = weights.reduce((sum, weight) => sum + weight, 0);
  return shareOut(Math.min(coupon.amount, coveredTotal), weights);
}

/**
 * The money of a cart or order: each line's subtotal, its share of the coupon, GST on what is
 * left at the line's own rate, and the shipping methods on offer. Everything is whole paise;
 * this one function prices carts and orders alike, so the two never disagree.
 */
export function computeTotals(
  lines: readonly PricedLine[],
  coupon: CouponTerms | null,
  shipping: ShippingTerms,
): Totals {
  const lineDiscounts = discounts(lines, coupon);
  const lineTotals = lines.map((line, i) => {
    const subtotalPaise = line.unitPricePaise * line.quantity;
    const discountPaise = lineDiscounts[i] ?? 0;
    const gstPaise = gstOn(subtotalPaise - discountPaise, line.gstBasisPoints);
    return { subtotalPaise, discountPaise, gstPaise, totalPaise: subtotalPaise - discountPaise + gstPaise };
  });
  const sum = (pick: (line: LineTotals) => number) => lineTotals.reduce((total, line) => total + pick(line), 0);
  const subtotalPaise = sum((line) => line.subtotalPaise);
  const discountPaise = sum((line) => line.discountPaise);
  const needsShipping = lines.some((line) => line.needsShipping);
  const freeShipping = shipping.freeOverPaise !== null && subtotalPaise - discountPaise >= shipping.freeOverPaise;
  const shippingRates: Totals['shippingRates'] = !needsShipping
    ? [{ method: 'none', pricePaise: 0 }]
    : freeShipping
      ? [
          { method: 'free_shipping', pricePaise: 0 },
          { method: 'flat_rate', pricePaise: shipping.flatRatePaise },
        ]
      : [{ method: 'flat_rate', pricePaise: shipping.flatRatePaise }];
  return {
    lines: lineTotals,
    subtotalPaise,
    discountPaise,
    gstPaise: sum((line) => line.gstPaise),
    needsShipping,
    shippingRates,
  };
}
