import { z } from 'zod';
import { langQuerySchema } from '@reelhouse/contracts/catalogue';
import { planCodeParamsSchema, planListSchema, planSchema } from '@reelhouse/contracts/plans';
import { problemSchema } from '@reelhouse/contracts/problem';
import { AppError } from '../../platform/errors/app-error';
import type { ApiInstance } from '../../platform/http/types';
import type { PlansRepository } from './plans.repository';

const tags = ['plans'];

/**
 * The plans on sale: the resource (`/plans`, `/plans/:code`) and the original client's
 * `GET /get-all-plan/`, which answers the same list in its `{ success, data }` envelope.
 */
export function planRoutes(app: ApiInstance, plans: PlansRepository): void {
  app.get(
    '/plans',
    {
      schema: {
        tags,
        summary: 'The plans on sale, with prices in paise (fee, GST and total), quality, screens and what they unlock.',
        querystring: langQuerySchema,
        response: { 200: planListSchema, 400: problemSchema },
      },
    },
    async (request) => ({ items: await plans.list(request.query.lang) }),
  );

  app.get(
    '/plans/:code',
    {
      schema: {
        tags,
        summary: 'One plan on sale.',
        params: planCodeParamsSchema,
        querystring: langQuerySchema,
        response: { 200: planSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request) => {
      const plan = await plans.byCode(request.params.code, request.query.lang);
      if (!plan) throw new AppError('not_found', `There is no plan "${request.params.code}" on sale.`);
      return plan;
    },
  );

  app.get(
    '/get-all-plan/',
    {
      schema: {
        tags: ['original app'],
        summary: 'The plans on sale, in the original app’s envelope.',
        querystring: langQuerySchema,
        response: { 200: z.object({ success: z.literal(true), data: z.array(planSchema) }), 400: problemSchema },
      },
    },
    async (request) => ({ success: true as const, data: await plans.list(request.query.lang) }),
  );
}
