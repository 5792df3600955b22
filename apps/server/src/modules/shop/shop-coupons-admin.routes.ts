import { z } from 'zod';
import { rowIdParam } from '@reelhouse/contracts/numbers';
import { couponInputSchema, couponListSchema, couponSchema } from '@reelhouse/contracts/shop-admin';
import type { ApiInstance } from '../../platform/http/types';
import { sessionOf } from '../../platform/auth/session-requests';
import { errors, tags } from './shop-admin.routes';
import type { ShopAdminService } from './shop-admin.service';

const couponParams = z.object({ id: rowIdParam() });

/** Operators' coupons: list, add, change terms, delete; each change audited. */
export function shopCouponAdminRoutes(app: ApiInstance, admin: ShopAdminService): void {
  app.get(
    '/shop/coupons',
    {
      schema: {
        tags,
        summary: 'Every coupon, newest first, with how often it was used.',
        response: { 200: couponListSchema, ...errors },
      },
    },
    async () => ({ items: await admin.coupons() }),
  );

  app.post(
    '/shop/coupons',
    {
      schema: {
        tags,
        summary: 'Add a coupon (percent, fixed cart or fixed product; minimum spend, limits, expiry, restrictions).',
        body: couponInputSchema,
        response: { 201: couponSchema, ...errors },
      },
    },
    async (request, reply) => {
      const coupon = await admin.saveCoupon(sessionOf(request).user.id, null, request.body);
      return reply.code(201).send(coupon);
    },
  );

  app.put(
    '/shop/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Replace a coupon’s terms (its use so far is kept; a limit below it is refused).',
        params: couponParams,
        body: couponInputSchema,
        response: { 200: couponSchema, ...errors },
      },
    },
    async (request) => admin.saveCoupon(sessionOf(request).user.id, request.params.id, request.body),
  );

  app.delete(
    '/shop/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Delete a coupon; orders that used it keep its code.',
        params: couponParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await admin.deleteCoupon(sessionOf(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
