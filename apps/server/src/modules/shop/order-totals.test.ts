import { describe, expect, it } from 'vitest';
import { computeTotals, shareOut, type PricedLine } from './order-totals';

const tee: PricedLine = {
  productId: 1,
  categoryIds: [10],
  unitPricePaise: 49_900,
  quantity: 2,
  gstBasisPoints: 1200,
  needsShipping: true,
};
const mug: PricedLine = {
  productId: 2,
  categoryIds: [20],
  unitPricePaise: 29_950,
  quantity: 1,
  gstBasisPoints: 1800,
  needsShipping: true,
};
const album: PricedLine = {
  productId: 3,
  categoryIds: [30],
  unitPricePaise: 19_900,
  quantity: 1,
  gstBasisPoints: 1800,
  needsShipping: false,
};
const shipping = { flatRatePaise: 4_900, freeOverPaise: 99_900 };

describe('order totals', () => {
  it('adds GST per line at the line’s own rate, rounded to the paisa', () => {
    const totals = computeTotals([tee, mug], null, shipping);
    // 998.00 × 12 % = 119.76; 299.50 × 18 % = 53.91
    expect(totals.lines.map((line) => line.gstPaise)).toEqual([11_976, 5_391]);
    expect(totals).toMatchObject({ subtotalPaise: 129_750, discountPaise: 0, gstPaise: 17_367, needsShipping: true });
  });

  it('rounds half a paisa up', () => {
    const odd = { ...mug, unitPricePaise: 25, gstBasisPoints: 1800 }; // 4.5 paise
    expect(computeTotals([odd], null, shipping).gstPaise).toBe(5);
  });

  it('takes a percent coupon off each line it covers, then GST on what is left', () => {
    const totals = computeTotals(
      [tee, mug],
      { kind: 'percent', amount: 15, productIds: [], categoryIds: [10] },
      shipping,
    );
    expect(totals.lines[0]).toEqual({
      subtotalPaise: 99_800,
      discountPaise: 14_970,
      gstPaise: 10_180,
      totalPaise: 95_010,
    });
    expect(totals.lines[1]?.discountPaise).toBe(0);
  });

  it('shares a fixed cart coupon over the lines in proportion, to the paisa', () => {
    const totals = computeTotals(
      [tee, mug],
      { kind: 'fixed_cart', amount: 10_001, productIds: [], categoryIds: [] },
      shipping,
    );
    expect(totals.discountPaise).toBe(10_001);
    expect(totals.lines.map((line) => line.discountPaise)).toEqual([7_692, 2_309]);
  });

  it('never takes a fixed cart coupon beyond what it covers', () => {
    const totals = computeTotals(
      [album],
      { kind: 'fixed_cart', amount: 50_000, productIds: [], categoryIds: [] },
      shipping,
    );
    expect(totals).toMatchObject({ discountPaise: 19_900, gstPaise: 0 });
  });

  it('takes a fixed product coupon off each unit of the products it names, at most the line', () => {
    const coupon = { kind: 'fixed_product' as const, amount: 10_000, productIds: [1, 3], categoryIds: [] };
    const totals = computeTotals([tee, mug, { ...album, unitPricePaise: 5_000 }], coupon, shipping);
    expect(totals.lines.map((line) => line.discountPaise)).toEqual([20_000, 0, 5_000]);
  });

  it('offers free shipping from the threshold (after discount), flat rate below it, none for downloads', () => {
    expect(computeTotals([tee], null, shipping).shippingRates).toEqual([{ method: 'flat_rate', pricePaise: 4_900 }]);
    expect(computeTotals([tee, mug], null, shipping).shippingRates[0]).toEqual({
      method: 'free_shipping',
      pricePaise: 0,
    });
    const discounted = computeTotals(
      [tee, mug],
      { kind: 'percent', amount: 30, productIds: [], categoryIds: [] },
      shipping,
    );
    expect(discounted.shippingRates.map((rate) => rate.method)).toEqual(['flat_rate']);
    expect(computeTotals([album], null, shipping).shippingRates).toEqual([{ method: 'none', pricePaise: 0 }]);
  });

  it('shares out amounts exactly', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    expect(shareOut(7, [0, 0])).toEqual([0, 0]);
  });
});
