import { z } from 'zod';
import { rowIdParam } from '@reelhouse/contracts/numbers';
import { couponInputSchema, couponListSchema, couponSchema } from '@reelhouse/contracts/shop-admin';
import { AppError } from '../../errors/app-error';
import type { ApiInstance } from '../../http/types';
import { requireAdmin } from '../accounts/session-requests';
import { errors, tags } from './shop-admin.routes';
import type { ShopAdminRepository } from './shop-admin.repository';
import type { ShopAudit } from './shop-audit';

const couponParams = z.object({ id: rowIdParam() });

/** Operators' coupons: list, add, change terms, delete; each change audited. */
export function shopCouponAdminRoutes(app: ApiInstance, deps: { admin: ShopAdminRepository; audit: ShopAudit }): void {
  const { admin, audit } = deps;

  app.get(
    '/admin/shop/coupons',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Every coupon, newest first, with how often it was used.',
        response: { 200: couponListSchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { items: await admin.coupons() };
    },
  );

  app.post(
    '/admin/shop/coupons',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a coupon (percent, fixed cart or fixed product; minimum spend, limits, expiry, restrictions).',
        body: couponInputSchema,
        response: { 201: couponSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireAdmin(request).user.id;
      const coupon = await admin.saveCoupon(null, request.body);
      if (!coupon) throw new Error('coupon not saved');
      await audit.record(actor, 'coupon.create', `coupon:${coupon.id}`, request.body);
      return reply.code(201).send(coupon);
    },
  );

  app.put(
    '/admin/shop/coupons/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Replace a coupon’s terms (its use so far is kept; a limit below it is refused).',
        params: couponParams,
        body: couponInputSchema,
        response: { 200: couponSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireAdmin(request).user.id;
      const coupon = await admin.saveCoupon(request.params.id, request.body);
      if (!coupon) throw new AppError('not_found', 'There is no such coupon.');
      await audit.record(actor, 'coupon.update', `coupon:${coupon.id}`, request.body);
      return coupon;
    },
  );

  app.delete(
    '/admin/shop/coupons/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a coupon; orders that used it keep its code.',
        params: couponParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireAdmin(request).user.id;
      if (!(await admin.deleteCoupon(request.params.id))) throw new AppError('not_found', 'There is no such coupon.');
      await audit.record(actor, 'coupon.delete', `coupon:${request.params.id}`, {});
      return reply.code(204).send(null);
    },
  );
}
