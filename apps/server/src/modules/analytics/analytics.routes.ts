import { analyticsOverviewSchema, overviewQuerySchema } from '@reelhouse/contracts/analytics';
import { problemSchema } from '@reelhouse/contracts/problem';
import { sessionOf } from '../../platform/auth/session-requests';
import type { ApiInstance } from '../../platform/http/types';
import type { Analytics } from './analytics.service';

/** The dashboard's figures (paths under /api/admin). */
export function analyticsRoutes(admin: ApiInstance, analytics: Analytics): void {
  admin.get(
    '/analytics/overview',
    {
      schema: {
        tags: ['analytics (operators)'],
        summary: 'What viewers did and lived through over the last 7, 30 or 90 days; the money for admins.',
        description:
          'Daily series as `{date, value}` for every day of the period, oldest first, in the operator’s time zone (TIME_ZONE). Startup times are the players’ reports (median and 95th percentile); rebuffering is stalled time over watched time. `money` is null for editors.',
        querystring: overviewQuerySchema,
        response: { 200: analyticsOverviewSchema, 400: problemSchema },
      },
    },
    async (request) => analytics.overview(request.query.days, { withMoney: sessionOf(request).user.role === 'admin' }),
  );
}
