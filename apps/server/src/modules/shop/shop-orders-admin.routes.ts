import { problemSchema } from '@reelhouse/contracts/problem';
import { refundSchema } from '@reelhouse/contracts/payments';
import { changeOrderStatusSchema, orderParamsSchema, refundOrderSchema } from '@reelhouse/contracts/shop-orders';
import {
  adminOrderListQuerySchema,
  adminOrderPageSchema,
  adminOrderSchema,
} from '@reelhouse/contracts/shop-orders-admin';
import type { ApiInstance } from '../../platform/http/types';
import { sessionOf } from '../../platform/auth/session-requests';
import type { OrdersAdmin } from './orders-admin.service';
import type { OrdersService } from './orders.service';
import { errors, tags } from './shop-admin.routes';

/** Operators' orders: the list, one order with its buyer and payments, status changes and refunds (each audited). */
export function shopOrderAdminRoutes(
  app: ApiInstance,
  deps: {
    service: OrdersService;
    orders: OrdersAdmin;
    /** Where links in the buyer's mail point (config.siteOrigin): never a request's own Host header. */
    siteOrigin: string;
  },
): void {
  app.get(
    '/shop/orders',
    {
      schema: {
        tags,
        summary: 'Every order, newest first: of one status, or found by number, billing e-mail or name; paged.',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.orders.list(request.query);
    },
  );

  app.get(
    '/shop/orders/:number',
    {
      schema: {
        tags,
        summary: 'One order, whoever placed it: items, addresses, history, the member and the PhonePe payments.',
        params: orderParamsSchema,
        response: { 200: adminOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.orders.order(request.params.number);
    },
  );

  app.patch(
    '/shop/orders/:number',
    {
      schema: {
        tags,
        summary:
          'Change an order’s status within the allowed transitions (e.g. mark a bank transfer paid: on hold → processing; complete; cancel). The buyer is mailed.',
        params: orderParamsSchema,
        body: changeOrderStatusSchema,
        response: { 200: adminOrderSchema, ...errors },
      },
    },
    async (request) => {
      const { number } = request.params;
      const { status, note } = request.body;
      await deps.service.changeStatus(sessionOf(request).user.id, number, status, note ?? null, deps.siteOrigin);
      return deps.orders.order(number);
    },
  );

  app.post(
    '/shop/orders/:number/refunds',
    {
      schema: {
        tags,
        summary: 'Refund an order’s PhonePe payment in full; the order becomes refunded once PhonePe completes it.',
        params: orderParamsSchema,
        body: refundOrderSchema,
        response: { 201: refundSchema, ...errors, 503: problemSchema },
      },
    },
    async (request, reply) => {
      const actor = sessionOf(request).user.id;
      return reply.code(201).send(await deps.service.refund(actor, request.params.number, request.body.reason));
    },
  );
}
