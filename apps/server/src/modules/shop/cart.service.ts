import type { Cart, CouponRefusal } from '@reelhouse/contracts/shop-cart';
import type { Language } from '@reelhouse/contracts/locales';
import { AppError } from '../../platform/errors/app-error';
import type { CartsRepository, StoredLine } from './carts.repository';
import { couponProblem, type Coupon } from './coupon-rules';
import type { CouponsRepository } from './coupons.repository';
import { computeTotals, type ShippingTerms, type Totals } from './order-totals';

/** A cart priced now: its lines, the coupon that still applies, and the totals. */
export interface PricedCart {
  lines: StoredLine[];
  coupon: Coupon | null;
  couponRefusal: { reason: CouponRefusal; message: string } | null;
  totals: Totals;
}

/**
 * The cart's rules: what may go in (a published variant, never more than its stock), coupons, and
 * the one pricing of lines, coupon, GST and shipping that the cart page and checkout both use.
 */
export class CartService {
  constructor(
    private readonly carts: CartsRepository,
    private readonly coupons: CouponsRepository,
    private readonly shipping: ShippingTerms,
  ) {}

  async priced(cartId: string | null, userId: number | null, lang: Language): Promise<PricedCart> {
    const { lines, couponCode: code } = cartId ? await this.carts.lines(cartId, lang) : { lines: [], couponCode: null };
    const coupon = code ? await this.coupons.byCode(code) : null;
    const memberUses = coupon ? await this.coupons.memberUses(coupon.id, userId) : 0;
    return this.price(lines, code, coupon, memberUses);
  }

  /**
   * Prices lines with the cart's coupon code, given the coupon as it is now (null: no such coupon
   * any more) and how often this member has used it. Pure: checkout prices a batch with it.
   */
  price(lines: StoredLine[], code: string | null, coupon: Coupon | null, memberUses: number): PricedCart {
    let problem: PricedCart['couponRefusal'] =
      code && !coupon ? { reason: 'unknown', message: `The coupon ${code} no longer exists.` } : null;
    if (coupon) problem = couponProblem(coupon, lines, { now: new Date(), memberUses });
    const applied = problem ? null : coupon;
    return { lines, coupon: applied, couponRefusal: problem, totals: computeTotals(lines, applied, this.shipping) };
  }

  async view(cartId: string | null, userId: number | null, lang: Language): Promise<Cart> {
    return toCart(await this.priced(cartId, userId, lang), this.shipping);
  }

  /** Adds to the line of this variant (made if new); more than the stock is refused with what is left. */
  async add(cartId: string, variantId: number, quantity: number): Promise<void> {
    const inCart = await this.carts.quantityOf(cartId, variantId);
    await this.setChecked(cartId, variantId, inCart + quantity, inCart);
  }

  async update(cartId: string, variantId: number, quantity: number): Promise<void> {
    const inCart = await this.carts.quantityOf(cartId, variantId);
    if (inCart === 0) throw new AppError('not_found', 'This item is not in your cart.');
    await this.setChecked(cartId, variantId, quantity, inCart);
  }

  async remove(cartId: string, variantId: number): Promise<void> {
    if (!(await this.carts.remove(cartId, variantId)))
      throw new AppError('not_found', 'This item is not in your cart.');
  }

  /** Applies a coupon when it can be used on this cart now; else says why and keeps the cart as it was. */
  async applyCoupon(cartId: string, userId: number | null, code: string, lang: Language): Promise<void> {
    const coupon = await this.coupons.byCode(code);
    if (!coupon)
      throw new AppError('unprocessable', `There is no coupon ${code.toUpperCase()}.`, { reason: 'unknown' });
    const { lines } = await this.carts.lines(cartId, lang);
    const problem = couponProblem(coupon, lines, {
      now: new Date(),
      memberUses: await this.coupons.memberUses(coupon.id, userId),
    });
    if (problem) throw new AppError('unprocessable', problem.message, { reason: problem.reason });
    await this.carts.setCoupon(cartId, coupon.code);
  }

  async removeCoupon(cartId: string): Promise<void> {
    await this.carts.setCoupon(cartId, null);
  }

  private async setChecked(cartId: string, variantId: number, quantity: number, inCart: number): Promise<void> {
    const stock = await this.carts.variantStock(variantId);
    if (!stock?.published) throw new AppError('not_found', 'This product is not on sale.');
    if (stock.available !== null && quantity > stock.available) {
      throw new AppError(
        'conflict',
        stock.available === 0
          ? 'This item is out of stock.'
          : `Only ${stock.available} of this item ${stock.available === 1 ? 'is' : 'are'} in stock` +
              (inCart > 0 ? ` (you have ${inCart} in your cart).` : '.'),
        { reason: 'out_of_stock' },
      );
    }
    await this.carts.setQuantity(cartId, variantId, quantity);
  }
}

function toCart({ lines, coupon, couponRefusal, totals }: PricedCart, shipping: ShippingTerms): Cart {
  const [defaultRate] = totals.shippingRates;
  const afterDiscount = totals.subtotalPaise - totals.discountPaise;
  return {
    lines: lines.map(
      ({ categoryIds: _categories, gstBasisPoints: _gst, counted: _counted, needsShipping: _ships, ...line }, i) => ({
        ...line,
        ...(totals.lines[i] as Totals['lines'][number]),
      }),
    ),
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    coupon: coupon ? { code: coupon.code, discountPaise: totals.discountPaise } : null,
    couponRefusal: couponRefusal?.reason ?? null,
    subtotalPaise: totals.subtotalPaise,
    discountPaise: totals.discountPaise,
    gstPaise: totals.gstPaise,
    shippingRates: totals.shippingRates,
    totalPaise: afterDiscount + totals.gstPaise + (defaultRate?.pricePaise ?? 0),
    needsShipping: totals.needsShipping,
    freeShippingRemainingPaise:
      totals.needsShipping && shipping.freeOverPaise !== null && afterDiscount < shipping.freeOverPaise
        ? shipping.freeOverPaise - afterDiscount
        : null,
  };
}
