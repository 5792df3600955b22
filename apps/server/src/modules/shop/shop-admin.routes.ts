import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { problemSchema } from '@reelhouse/contracts/problem';
import { refundSchema } from '@reelhouse/contracts/payments';
import {
  changeOrderStatusSchema,
  orderListSchema,
  orderParamsSchema,
  orderSchema,
  orderStatusSchema,
  refundOrderSchema,
} from '@reelhouse/contracts/shop-orders';
import { rows, type Db } from '@reelhouse/db/database';
import { AppError } from '../../errors/app-error';
import type { ApiInstance } from '../../http/types';
import { requireAdmin } from '../accounts/session-requests';
import type { OrdersRepository } from './orders.repository';
import type { OrdersService } from './orders.service';
import type { ShopAudit } from './shop-audit';

const tags = ['shop (operators)'];
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema };

const variantUpdateSchema = z
  .object({
    stockQuantity: z.number().int().min(0, 'stock cannot be negative').nullable().optional(),
    backorders: z.boolean().optional(),
    lowStockThreshold: z.number().int().min(0).max(10_000).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'name at least one field to change' });

const variantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  stockQuantity: z.number().int().nullable(),
  backorders: z.boolean(),
  lowStockThreshold: z.number().int(),
});

/** Operators' shop API: orders (status, refunds) and stock, each change audited. */
export function shopAdminRoutes(
  app: ApiInstance,
  deps: {
    db: Db;
    service: OrdersService;
    orders: OrdersRepository;
    audit: ShopAudit;
    publicOrigin: string | null;
    onStockChange: () => void;
  },
): void {
  app.get(
    '/admin/shop/orders',
    {
      schema: {
        tags,
        summary: 'Every order, newest first, optionally of one status.',
        querystring: z.object({
          status: orderStatusSchema.optional(),
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: orderListSchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      const { status, page, limit } = request.query;
      return { items: await deps.orders.list(status, limit, (page - 1) * limit) };
    },
  );

  app.get(
    '/admin/shop/orders/:number',
    {
      schema: {
        tags,
        summary: 'One order, whoever placed it.',
        params: orderParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      const order = await deps.orders.byNumber(request.params.number);
      if (!order) throw new AppError('not_found', 'There is no order with this number.');
      const { id: _id, userId: _user, ...rest } = order;
      return rest;
    },
  );

  app.patch(
    '/admin/shop/orders/:number',
    {
      schema: {
        tags,
        summary:
          'Change an order’s status within the allowed transitions (e.g. mark a bank transfer paid: on hold → processing; complete; cancel). The buyer is mailed.',
        params: orderParamsSchema,
        body: changeOrderStatusSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireAdmin(request).user.id;
      const origin = deps.publicOrigin ?? `${request.protocol}://${request.host}`;
      const order = await deps.service.changeStatus(
        actor,
        request.params.number,
        request.body.status,
        request.body.note ?? null,
        origin,
      );
      deps.onStockChange();
      return order;
    },
  );

  app.post(
    '/admin/shop/orders/:number/refunds',
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
      const actor = requireAdmin(request).user.id;
      return reply.code(201).send(await deps.service.refund(actor, request.params.number, request.body.reason));
    },
  );

  app.patch(
    '/admin/shop/variants/:id',
    {
      schema: {
        tags,
        summary: 'Set a variant’s stock (null: not counted), backorders and low-stock threshold.',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: variantUpdateSchema,
        response: { 200: variantSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireAdmin(request).user.id;
      const { stockQuantity, backorders, lowStockThreshold } = request.body;
      const [variant] = await rows<z.infer<typeof variantSchema>>(
        deps.db,
        sql`update product_variants set
              stock_quantity = case when ${stockQuantity !== undefined} then ${stockQuantity ?? null}::int else stock_quantity end,
              backorders = coalesce(${backorders ?? null}::boolean, backorders),
              low_stock_threshold = coalesce(${lowStockThreshold ?? null}::int, low_stock_threshold)
            where id = ${request.params.id}
            returning id, sku, stock_quantity as "stockQuantity", backorders, low_stock_threshold as "lowStockThreshold"`,
      );
      if (!variant) throw new AppError('not_found', 'There is no such variant.');
      await deps.audit.record(actor, 'variant.update', `variant:${variant.id}`, request.body);
      deps.onStockChange();
      return variant;
    },
  );
}
