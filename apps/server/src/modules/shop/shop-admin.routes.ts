import { z } from 'zod';
import { rowIdParam } from '@reelhouse/contracts/numbers';
import { problemSchema, problems } from '@reelhouse/contracts/problem';
import {
  adminProductSchema,
  adminVariantSchema,
  productCreateSchema,
  productImageOrderSchema,
  productImageParamsSchema,
  productUpdateSchema,
  variantInputSchema,
  variantUpdateSchema,
  adminProductListQuerySchema,
  adminProductPageSchema,
  lowStockListSchema,
} from '@reelhouse/contracts/shop-admin';
import {
  PRODUCT_FILE_MAX_BYTES,
  productFileParamsSchema,
  productFileUploadQuerySchema,
} from '@reelhouse/contracts/shop-product-files';
import { productParamsSchema } from '@reelhouse/contracts/shop-products';
import { fieldError } from '../../platform/errors/app-error';
import { jsonBodyLimits } from '../../platform/http/json-bodies';
import { rawBodyRoutes } from '../../platform/http/raw-body-routes';
import { pictureUploadRoutes } from '../../platform/images/picture-upload-routes';
import type { ApiInstance } from '../../platform/http/types';
import { pictureBytes, pictureShapes } from '../../platform/images/uploaded-pictures';
import { sessionOf } from '../../platform/auth/session-requests';
import type { ShopAdminService } from './shop-admin.service';

/** The OpenAPI group and problem answers of every operators' shop route file. */
export const tags = ['shop (operators)'];
export const errors = problems(400, 401, 403, 404, 409);

/**
 * Operators' shop API: products, their pictures, files, variants and stock; each change audited. Orders
 * and coupons have their own files (`shop-orders-admin.routes.ts`, `shop-coupons-admin.routes.ts`).
 */
export function shopAdminRoutes(app: ApiInstance, admin: ShopAdminService): void {
  app.get(
    '/shop/products',
    {
      schema: {
        tags,
        summary:
          'Products, drafts and archived ones too: found by name in any language, slug or SKU; by status; sorted and paged.',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return admin.products(request.query);
    },
  );

  app.get(
    '/shop/products/:slug',
    {
      schema: {
        tags,
        summary: 'A product whole, as the console edits it: texts per language, terms, titles, pictures, variants.',
        params: productParamsSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return admin.product(request.params.slug);
    },
  );

  app.get(
    '/shop/low-stock',
    {
      schema: {
        tags,
        summary: 'Variants at or below their low-stock threshold, emptiest first (archived products left out).',
        response: { 200: lowStockListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return admin.lowStock();
    },
  );

  app.post(
    '/shop/products',
    {
      bodyLimit: jsonBodyLimits.longTextBytes,
      schema: {
        tags,
        summary: 'Add a product with its texts (English required), categories, tags, titles and variants.',
        body: productCreateSchema,
        response: { 201: adminProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await admin.createProduct(sessionOf(request).user.id, request.body);
      return reply.code(201).send(product);
    },
  );

  app.patch(
    '/shop/products/:slug',
    {
      bodyLimit: jsonBodyLimits.longTextBytes,
      schema: {
        tags,
        summary: 'Change a product: only the fields sent change (texts and lists are replaced whole).',
        params: productParamsSchema,
        body: productUpdateSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => admin.updateProduct(sessionOf(request).user.id, request.params.slug, request.body),
  );

  app.post(
    '/shop/products/:slug/variants',
    {
      schema: {
        tags,
        summary: 'Add a variant (size, colour, own SKU, price and stock) to a product.',
        params: productParamsSchema,
        body: variantInputSchema,
        response: { 201: adminProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await admin.addVariant(sessionOf(request).user.id, request.params.slug, request.body);
      return reply.code(201).send(product);
    },
  );

  const picture = pictureShapes.productPicture;
  pictureUploadRoutes(app, picture, (scope) => {
    scope.post(
      '/shop/products/:slug/images',
      {
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
        const bytes = pictureBytes(request.body, picture);
        const product = await admin.addImage(sessionOf(request).user.id, request.params.slug, bytes);
        return reply.code(201).send(product);
      },
    );
  });

  app.put(
    '/shop/products/:slug/images',
    {
      schema: {
        tags,
        summary: 'Order a product’s pictures: name each of them once; the first is shown on its card.',
        params: productParamsSchema,
        body: productImageOrderSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => admin.orderImages(sessionOf(request).user.id, request.params.slug, request.body.imageIds),
  );

  app.delete(
    '/shop/products/:slug/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Take a picture off a product (its files go once nothing shows it).',
        params: productImageParamsSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => admin.removeImage(sessionOf(request).user.id, request.params.slug, request.params.imageId),
  );

  const fileTooLarge = () =>
    fieldError('payload_too_large', 'file', `The file is larger than ${PRODUCT_FILE_MAX_BYTES / 1024 / 1024} MB.`);
  rawBodyRoutes(app, { maxBytes: PRODUCT_FILE_MAX_BYTES, tooLarge: fileTooLarge }, (scope) => {
    scope.post(
      '/shop/products/:slug/files',
      {
        schema: {
          tags,
          summary:
            'Add a file for a digital product’s buyers: the file as the body, its name in `name`, at most 100 MB.',
          description:
            'Buyers whose paid order already holds the product may download the new file at once, with the product’s limit and expiry. The name’s extension decides the type it is sent as.',
          params: productParamsSchema,
          querystring: productFileUploadQuerySchema,
          response: { 201: adminProductSchema, ...errors, 413: problemSchema, 415: problemSchema },
        },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body) || request.body.length === 0)
          throw fieldError('bad_request', 'file', 'Send the file itself as the request body.');
        const { slug } = request.params;
        const product = await admin.addFile(sessionOf(request).user.id, slug, request.query.name, request.body);
        return reply.code(201).send(product);
      },
    );
  });

  app.delete(
    '/shop/products/:slug/files/:fileId',
    {
      schema: {
        tags,
        summary: 'Take a file off a digital product: its buyers can no longer download it.',
        params: productFileParamsSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => admin.removeFile(sessionOf(request).user.id, request.params.slug, request.params.fileId),
  );

  app.patch(
    '/shop/variants/:id',
    {
      schema: {
        tags,
        summary:
          'Change a variant: size, colour, prices (null: the product’s), stock (null: not counted), backorders, low-stock threshold.',
        params: z.object({ id: rowIdParam() }),
        body: variantUpdateSchema,
        response: { 200: adminVariantSchema, ...errors },
      },
    },
    async (request) => admin.updateVariant(sessionOf(request).user.id, request.params.id, request.body),
  );
}
