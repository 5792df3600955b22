import { z } from 'zod';
import { addressInputSchema, addressSchema } from './address';

/** WooCommerce's order statuses, which the original product's labels follow. */
export const orderStatuses = [
  'pending_payment',
  'processing',
  'on_hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * Every allowed change of an order's status, in one place: the server refuses anything else, and
 * the web app offers only these. Cancelled, refunded and failed orders are closed.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  // Paid online → processing; PhonePe declined or the hold ran out → failed; the buyer gave up → cancelled.
  pending_payment: ['processing', 'failed', 'cancelled'],
  // Bank transfer and cheque: an operator marks the money received, or the order is called off.
  on_hold: ['processing', 'cancelled'],
  processing: ['completed', 'on_hold', 'cancelled', 'refunded'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
  failed: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => orderTransitions[from].includes(to);

/** A member may cancel their own order only before it is paid for or packed. */
export const memberCancellable: readonly OrderStatus[] = ['pending_payment', 'on_hold'];

export const paymentMethods = ['bank_transfer', 'cheque', 'cash_on_delivery', 'phonepe'] as const;
export const paymentMethodSchema = z.enum(paymentMethods, { error: 'choose how to pay' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The status an order starts in, by how it is paid (WooCommerce's defaults). */
export const initialOrderStatus: Record<PaymentMethod, OrderStatus> = {
  bank_transfer: 'on_hold',
  cheque: 'on_hold',
  cash_on_delivery: 'processing',
  phonepe: 'pending_payment',
};

/** `none` is for orders of downloads only: nothing to ship. */
export const shippingMethods = ['flat_rate', 'free_shipping', 'none'] as const;
export const shippingMethodSchema = z.enum(shippingMethods, { error: 'choose a shipping method' });
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/** What happened to an order's stock: taken and waiting for payment, taken for good, or given back. */
export const stockStates = ['held', 'committed', 'released'] as const;

export const placeOrderSchema = z.object({
  billing: addressInputSchema,
  /** Null or absent: ship to the billing address. */
  shipping: addressInputSchema.nullable().optional(),
  notes: z
    .string()
    .trim()
    .max(1000, 'at most 1000 characters')
    .transform((value) => value || null)
    .nullable()
    .optional(),
  shippingMethod: shippingMethodSchema,
  paymentMethod: paymentMethodSchema,
});
export type PlaceOrder = z.input<typeof placeOrderSchema>;

export const orderAddressSchema = addressSchema.omit({ id: true, defaultBilling: true, defaultShipping: true });
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderItemSchema = z.object({
  productId: z.number().int().nullable(),
  productSlug: z.string().nullable(),
  variantId: z.number().int().nullable(),
  name: z.string(),
  sku: z.string(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  quantity: z.number().int(),
  /** Paise, before GST; the line's own share of the coupon. */
  unitPricePaise: z.number().int(),
  subtotalPaise: z.number().int(),
  discountPaise: z.number().int(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
  downloadable: z.boolean(),
});

export const orderHistoryEntrySchema = z.object({
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  note: z.string().nullable(),
  at: z.string(),
});

export const orderSchema = z.object({
  number: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  email: z.string(),
  paymentMethod: paymentMethodSchema,
  shippingMethod: shippingMethodSchema,
  couponCode: z.string().nullable(),
  subtotalPaise: z.number().int(),
  discountPaise: z.number().int(),
  shippingPaise: z.number().int(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
  notes: z.string().nullable(),
  billing: orderAddressSchema,
  shipping: orderAddressSchema.nullable(),
  items: z.array(orderItemSchema),
  history: z.array(orderHistoryEntrySchema),
  /** Until when an unpaid online order keeps its stock. */
  holdExpiresAt: z.string().nullable(),
  /** What the buyer may do now: pay (an unpaid online order still on hold), cancel. */
  actions: z.object({ pay: z.boolean(), cancel: z.boolean() }),
});
export type Order = z.infer<typeof orderSchema>;

export const orderSummarySchema = orderSchema
  .pick({
    number: true,
    status: true,
    createdAt: true,
    paymentMethod: true,
    totalPaise: true,
    actions: true,
  })
  .extend({ itemCount: z.number().int() });
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListSchema = z.object({ items: z.array(orderSummarySchema) });

/** What placing an order answers: the order, and for PhonePe the page to send the browser to. */
export const orderPlacedSchema = z.object({ order: orderSchema, redirectUrl: z.string().nullable() });
export type OrderPlaced = z.infer<typeof orderPlacedSchema>;

export const orderNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{6,10}$/, 'an order number is 6 to 10 digits');
export const orderParamsSchema = z.object({ number: orderNumberSchema });

export const trackOrderSchema = z.object({
  number: z
    .string({ error: 'enter the order number' })
    .transform((value) => value.trim().replace(/^#/, ''))
    .pipe(orderNumberSchema),
  email: z.email({ error: 'enter the billing e-mail address' }).max(254),
});
export type TrackOrder = z.input<typeof trackOrderSchema>;

/** An operator's change of status; `note` goes into the order's history and the buyer's mail. */
export const changeOrderStatusSchema = z.object({
  status: orderStatusSchema,
  note: z.string().trim().max(500, 'at most 500 characters').optional(),
});
export type ChangeOrderStatus = z.input<typeof changeOrderStatusSchema>;

export const refundOrderSchema = z.object({ reason: z.string().trim().min(3, 'say why, in a few words').max(500) });
export type RefundOrder = z.input<typeof refundOrderSchema>;

/** A file bought with an order, as My Account → Downloads lists it. */
export const downloadSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  fileName: z.string(),
  /** Null: no limit. */
  remaining: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  available: z.boolean(),
});
export type Download = z.infer<typeof downloadSchema>;
export const downloadListSchema = z.object({ items: z.array(downloadSchema) });
export const downloadLinkSchema = z.object({ url: z.string() });
