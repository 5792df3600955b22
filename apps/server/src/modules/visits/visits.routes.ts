import { z } from 'zod';
import { problemSchema } from '@reelhouse/contracts/problem';
import type { ClientLimit } from '../../platform/http/route-guards';
import type { ApiInstance } from '../../platform/http/types';
import { visitorIp, type Visits } from './visits.repository';

/** Generous: in India many people share one address behind carrier-grade NAT. */
const visitReportLimit: ClientLimit = {
  name: 'visits',
  max: 3000,
  windowMs: 60 * 60_000,
  message: 'Too many visit reports from this address.',
};

/** The original app's visit report, sent once per browser session. */
export function visitsRoutes(app: ApiInstance, visits: Visits): void {
  app.post(
    '/track-visitors/',
    {
      config: { rateLimit: visitReportLimit },
      schema: {
        tags: ['original app'],
        summary: 'Record one visit: the address comes from the connection, the member from the session.',
        description:
          '`ip_address` and `user_id` in the body are accepted for the original app but not trusted: the address is taken from the connection (or a configured trusted proxy) and the member from the session. At most 3000 reports per address an hour (many people can share one address).',
        // The original sends { ip_address, user_id }; both optional here, and a missing body is fine.
        body: z
          .object({ ip_address: z.string().max(64).optional(), user_id: z.union([z.number(), z.string()]).nullish() })
          .nullish(),
        response: {
          200: z.object({ success: z.literal(true), data: z.object({ recorded: z.literal(true) }) }),
          429: problemSchema,
        },
      },
    },
    async (request) => {
      const ip = visitorIp(request, request.body?.ip_address);
      await visits.record({ ip, userId: request.session?.user.id ?? null, userAgent: request.headers['user-agent'] });
      return { success: true as const, data: { recorded: true as const } };
    },
  );
}
