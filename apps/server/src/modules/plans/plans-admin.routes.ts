import { adminPlanListSchema, adminPlanSchema, planPatchSchema } from '@reelhouse/contracts/plans-admin';
import { planCodeParamsSchema } from '@reelhouse/contracts/plans';
import { problems } from '@reelhouse/contracts/problem';
import { sessionOf } from '../../platform/auth/session-requests';
import type { ApiInstance } from '../../platform/http/types';
import type { PlansAdmin } from './plans-admin.service';

const tags = ['plans (operators)'];

/** The console's plans (admins only: prices are money). */
export function plansAdminRoutes(admin: ApiInstance, plans: PlansAdmin): void {
  admin.get(
    '/plans',
    {
      schema: {
        tags,
        summary: 'Every plan, on sale or retired, with its texts in every language and how many members hold it now.',
        response: { 200: adminPlanListSchema, ...problems(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await plans.list() };
    },
  );

  admin.patch(
    '/plans/:code',
    {
      schema: {
        tags,
        summary:
          'Change a plan: texts per language, price in paise, GST, billing months, quality, screens, tiers, A titles, on sale or retired.',
        description:
          'Only what is sent changes. A new price applies to purchases from now on: periods already paid for keep what they cost. A retired plan sells no more; its periods run out.',
        params: planCodeParamsSchema,
        body: planPatchSchema,
        response: { 200: adminPlanSchema, ...problems(400, 404, 409) },
      },
    },
    async (request) => plans.update(sessionOf(request).user.id, request.params.code, request.body),
  );
}
