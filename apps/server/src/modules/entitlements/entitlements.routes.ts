import { langQuerySchema } from '@reelhouse/contracts/catalogue';
import { entitlementListSchema } from '@reelhouse/contracts/entitlements';
import { problemSchema } from '@reelhouse/contracts/problem';
import { sessionOf } from '../../platform/auth/session-requests';
import type { ApiInstance } from '../../platform/http/types';
import type { EntitlementsRepository } from './entitlements.repository';

/** `GET /api/account/entitlements`: every right the signed-in member holds or held. */
export function entitlementRoutes(app: ApiInstance, ledger: EntitlementsRepository): void {
  app.get(
    '/account/entitlements',
    {
      config: { access: 'member' },
      schema: {
        tags: ['account'],
        summary:
          'The member’s entitlement ledger, latest first: plan periods (paid or complimentary) and shop downloads, with their source, dates and state.',
        querystring: langQuerySchema,
        response: { 200: entitlementListSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await ledger.listOf(sessionOf(request).user.id, request.query.lang) };
    },
  );
}
