import { z } from 'zod';
import { rowId, rowIdParam } from './numbers';
import { imageSetSchema } from './catalogue';
import { paymentMethodSchema, shippingMethodSchema } from './shop-orders';
import { stockStatusSchema } from './shop-products';

export const MAX_LINE_QUANTITY = 99;

const quantity = z
  .number({ error: 'must be a quantity' })
  .int('must be a whole number')
  .min(1, 'at least 1')
  .max(MAX_LINE_QUANTITY, `at most ${MAX_LINE_QUANTITY}`);

export const addCartItemSchema = z.object({
  variantId: rowId({ error: 'choose a size or colour' }),
  quantity: quantity.default(1),
});
export type AddCartItem = z.input<typeof addCartItemSchema>;
export const updateCartItemSchema = z.object({ quantity });
export const cartItemParamsSchema = z.object({ variantId: rowIdParam() });
export const applyCouponSchema = z.object({
  code: z
    .string({ error: 'enter a coupon code' })
    .trim()
    .min(1, 'enter a coupon code')
    .max(40, 'at most 40 characters'),
});

/** Why a coupon cannot be used (the API's `reason` on a 422, and the cart's `couponRefusal`). */
export const couponRefusals = [
  'unknown',
  'expired',
  'used_up',
  'member_limit',
  'minimum_spend',
  'not_applicable',
] as const;
export const couponRefusalSchema = z.enum(couponRefusals);
export type CouponRefusal = z.infer<typeof couponRefusalSchema>;

export const cartLineSchema = z.object({
  variantId: z.number().int(),
  productId: z.number().int(),
  productSlug: z.string(),
  name: z.string(),
  sku: z.string(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  image: imageSetSchema.nullable(),
  quantity: z.number().int(),
  /** Paise per unit before GST, as the catalogue says now. */
  unitPricePaise: z.number().int(),
  regularPricePaise: z.number().int(),
  subtotalPaise: z.number().int(),
  discountPaise: z.number().int(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
  stockStatus: stockStatusSchema,
  /** How many can be bought now; null when not counted. */
  available: z.number().int().nullable(),
  downloadable: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const shippingRateSchema = z.object({
  method: shippingMethodSchema,
  pricePaise: z.number().int(),
});

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  count: z.number().int(),
  coupon: z.object({ code: z.string(), discountPaise: z.number().int() }).nullable(),
  /** Why a coupon that was applied no longer applies (it expired, the cart changed…). */
  couponRefusal: couponRefusalSchema.nullable(),
  subtotalPaise: z.number().int(),
  discountPaise: z.number().int(),
  gstPaise: z.number().int(),
  /** The shipping methods this cart may use and their price; the first is the default. */
  shippingRates: z.array(shippingRateSchema),
  /** With the default shipping method. */
  totalPaise: z.number().int(),
  needsShipping: z.boolean(),
  /** Spend this much more (before GST) for free shipping; null when it is already free or not offered. */
  freeShippingRemainingPaise: z.number().int().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

export const wishlistItemSchema = z.object({
  productId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: imageSetSchema.nullable(),
  pricePaise: z.number().int(),
  stockStatus: stockStatusSchema,
  defaultVariantId: z.number().int().nullable(),
  addedAt: z.string(),
});
export const wishlistSchema = z.object({ items: z.array(wishlistItemSchema) });
export type Wishlist = z.infer<typeof wishlistSchema>;
export const wishlistParamsSchema = z.object({ productId: rowIdParam() });

/** What the checkout page offers: payment methods (with the bank details for transfers). */
export const checkoutOptionsSchema = z.object({
  paymentMethods: z.array(paymentMethodSchema),
  bankAccount: z
    .object({ accountName: z.string(), bankName: z.string(), accountNumber: z.string(), ifsc: z.string() })
    .nullable(),
  chequePayee: z.string(),
  chequeAddress: z.string().nullable(),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;
