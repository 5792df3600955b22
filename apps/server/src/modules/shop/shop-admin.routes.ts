import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowIdParam, wholeNumber } from '@reelhouse/contracts/numbers';
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
import {
  adminProductSchema,
  productCreateSchema,
  productImageOrderSchema,
  productImageParamsSchema,
  productUpdateSchema,
  variantInputSchema,
} from '@reelhouse/contracts/shop-admin';
import { productParamsSchema } from '@reelhouse/contracts/shop-products';
import { rows, type Db } from '@reelhouse/db/database';
import { jsonBodyLimits } from '../../http/json-bodies';
import { AppError } from '../../errors/app-error';
import { pictureUploadRoutes } from '../../http/picture-uploads';
import type { ApiInstance } from '../../http/types';
import { removeImageFiles } from '../artwork/image-sets';
import { pictureBytes, pictureShapes, storeUploadedPicture } from '../artwork/uploaded-pictures';
import { requireAdmin } from '../accounts/session-requests';
import type { OrdersRepository } from './orders.repository';
import type { ShopAdminRepository } from './shop-admin.repository';
import type { OrdersService } from './orders.service';
import type { ShopAudit } from './shop-audit';

/** The OpenAPI group and problem answers of every operators' shop route file. */
export const tags = ['shop (operators)'];
export const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};

const variantUpdateSchema = z
  .object({
    stockQuantity: wholeNumber().min(0, 'stock cannot be negative').nullable().optional(),
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

/**
 * Operators' shop API: products, their pictures, variants and stock, orders (status, refunds);
 * each change audited. Coupons have their own file (`shop-coupons-admin.routes.ts`).
 */
export function shopAdminRoutes(
  app: ApiInstance,
  deps: {
    db: Db;
    service: OrdersService;
    orders: OrdersRepository;
    admin: ShopAdminRepository;
    audit: ShopAudit;
    /** Where links and redirects point (config.siteOrigin): never a request's own Host header. */
    siteOrigin: string;
    /** Where uploaded product pictures are written. */
    imagesDir: string;
    onStockChange: () => void;
  },
): void {
  const { admin, audit } = deps;

  app.post(
    '/admin/shop/products',
    {
      config: { access: 'admin' },
      bodyLimit: jsonBodyLimits.longTextBytes,
      schema: {
        tags,
        summary: 'Add a product with its texts (English required), categories, tags, titles and variants.',
        body: productCreateSchema,
        response: { 201: adminProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireAdmin(request).user.id;
      const product = await admin.createProduct(request.body);
      await audit.record(actor, 'product.create', `product:${product.slug}`, request.body);
      deps.onStockChange();
      return reply.code(201).send(product);
    },
  );

  app.patch(
    '/admin/shop/products/:slug',
    {
      config: { access: 'admin' },
      bodyLimit: jsonBodyLimits.longTextBytes,
      schema: {
        tags,
        summary: 'Change a product: only the fields sent change (texts and lists are replaced whole).',
        params: productParamsSchema,
        body: productUpdateSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireAdmin(request).user.id;
      const product = await admin.updateProduct(request.params.slug, request.body);
      if (!product) throw new AppError('not_found', 'There is no such product.');
      await audit.record(actor, 'product.update', `product:${product.slug}`, request.body);
      deps.onStockChange();
      return product;
    },
  );

  app.post(
    '/admin/shop/products/:slug/variants',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a variant (size, colour, own SKU, price and stock) to a product.',
        params: productParamsSchema,
        body: variantInputSchema,
        response: { 201: adminProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireAdmin(request).user.id;
      const product = await admin.addVariant(request.params.slug, request.body);
      if (!product) throw new AppError('not_found', 'There is no such product.');
      await audit.record(actor, 'variant.create', `product:${product.slug}`, request.body);
      deps.onStockChange();
      return reply.code(201).send(product);
    },
  );

  const picture = pictureShapes.productPicture;
  pictureUploadRoutes(app, picture, (scope) => {
    scope.post(
      '/admin/shop/products/:slug/images',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Add a picture to a product, after its others: at most 10 MB, WebP, GIF, PNG or JPEG by content.',
          description:
            'Send the picture as the request body. It is cropped square, stripped of metadata and re-encoded to WebP and AVIF at 200, 400 and 800 pixels.',
          params: productParamsSchema,
          response: { 201: adminProductSchema, ...errors, 413: problemSchema, 415: problemSchema },
        },
      },
      async (request, reply) => {
        const actor = requireAdmin(request).user.id;
        const { slug } = request.params;
        // Checked before the picture is decoded: a wrong address costs no work.
        if (!(await admin.productExists(slug))) throw new AppError('not_found', 'There is no such product.');
        const imageId = await storeUploadedPicture(
          deps.db,
          deps.imagesDir,
          pictureBytes(request.body, picture),
          picture,
        );
        const product = await admin.addImage(slug, imageId);
        if (!product) throw new AppError('not_found', 'There is no such product.');
        await audit.record(actor, 'product.image.add', `product:${slug}`, { imageId });
        deps.onStockChange();
        return reply.code(201).send(product);
      },
    );
  });

  app.put(
    '/admin/shop/products/:slug/images',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Order a product’s pictures: name each of them once; the first is shown on its card.',
        params: productParamsSchema,
        body: productImageOrderSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireAdmin(request).user.id;
      const product = await admin.orderImages(request.params.slug, request.body.imageIds);
      if (!product) throw new AppError('not_found', 'There is no such product.');
      await audit.record(actor, 'product.image.order', `product:${product.slug}`, request.body);
      deps.onStockChange();
      return product;
    },
  );

  app.delete(
    '/admin/shop/products/:slug/images/:imageId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Take a picture off a product (its files go once nothing shows it).',
        params: productImageParamsSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireAdmin(request).user.id;
      const { slug, imageId } = request.params;
      const removed = await admin.removeImage(slug, imageId);
      if (!removed) throw new AppError('not_found', 'There is no such product.');
      if (removed.unused) await removeImageFiles(deps.imagesDir, removed.unused);
      await audit.record(actor, 'product.image.remove', `product:${slug}`, { imageId });
      deps.onStockChange();
      return removed.product;
    },
  );

  app.get(
    '/admin/shop/orders',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Every order, newest first, optionally of one status.',
        querystring: z.object({
          status: orderStatusSchema.optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
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
      config: { access: 'admin' },
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
      config: { access: 'admin' },
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
      const order = await deps.service.changeStatus(
        actor,
        request.params.number,
        request.body.status,
        request.body.note ?? null,
        deps.siteOrigin,
      );
      deps.onStockChange();
      return order;
    },
  );

  app.post(
    '/admin/shop/orders/:number/refunds',
    {
      config: { access: 'admin' },
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
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Set a variant’s stock (null: not counted), backorders and low-stock threshold.',
        params: z.object({ id: rowIdParam() }),
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
      await audit.record(actor, 'variant.update', `variant:${variant.id}`, request.body);
      deps.onStockChange();
      return variant;
    },
  );
}
