import { z } from 'zod';
import { consolePageOf, consolePaging } from './console-lists';
import { paymentStateSchema, refundSchema } from './payments';
import {
  orderSchema,
  orderStatusSchema,
  orderSummarySchema,
  orderTransitions,
  type Order,
  type PaymentMethod,
} from './shop-orders';

export const orderSorts = ['date', 'total'] as const;

/** `GET /api/admin/shop/orders`: `q` matches an order number, the billing e-mail or the buyer's name. */
export const adminOrderListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: orderStatusSchema.optional(),
  sort: z.enum(orderSorts).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...consolePaging,
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** An order in the console's list: who bought it, besides what the buyer's own list shows. */
export const adminOrderRowSchema = orderSummarySchema.omit({ actions: true }).extend({
  customer: z.string(),
  email: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrderPageSchema = consolePageOf(adminOrderRowSchema);
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

/** One attempt to pay an order through PhonePe, and its refund if one was asked for. */
export const orderPaymentSchema = z.object({
  merchantTransactionId: z.string(),
  state: paymentStateSchema,
  amountPaise: z.number().int(),
  createdAt: z.string(),
  refund: refundSchema.omit({ merchantTransactionId: true }).nullable(),
});

/**
 * `GET /api/admin/shop/orders/:number`: the order as its buyer sees it (without the buyer's own
 * actions), the member who placed it, and its PhonePe payments with their refunds.
 */
export const adminOrderSchema = orderSchema.omit({ actions: true }).extend({
  member: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  payments: z.array(orderPaymentSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** An order paid through PhonePe is refunded with its refund action: the money goes back through PhonePe first. */
export const refundsThroughGateway = (method: PaymentMethod) => method === 'phonepe';

/** The statuses an operator may set by hand: the transition table's, less a refund that goes through PhonePe. */
export const operatorMoves = (order: Pick<Order, 'status' | 'paymentMethod'>) =>
  orderTransitions[order.status].filter((to) => !(to === 'refunded' && refundsThroughGateway(order.paymentMethod)));

/** Whether "Refund through PhonePe" applies: a paid payment with no refund under way or done. */
export const refundable = (order: Pick<AdminOrder, 'payments'>) =>
  order.payments.some(
    (payment) => payment.state === 'succeeded' && (payment.refund === null || payment.refund.state === 'failed'),
  );
