import { healthSchema, readySchema } from '@reelhouse/contracts/health';
import { problemSchema } from '@reelhouse/contracts/problem';
import type { Database } from '@reelhouse/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { ApiInstance } from '../../platform/http/types';
import type { Readiness } from '../../platform/operations/readiness';

export function healthRoutes(app: ApiInstance, database: Database, readiness: Readiness): void {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: answers once migrations are applied and the database answers.',
        response: { 200: healthSchema, 503: problemSchema },
      },
    },
    async () => {
      try {
        await database.ping();
      } catch {
        throw new AppError('service_unavailable', 'The database is not answering.');
      }
      return { status: 'ok' as const, db: database.kind };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        summary:
          'Readiness for a load balancer: 503 while this process drains before stopping, or while the database, ' +
          'Redis (when configured) or the media storage does not answer.',
        response: { 200: readySchema, 503: problemSchema },
      },
    },
    async (request, reply) => {
      const verdict = await readiness.verdict();
      if (!verdict.ready) throw new AppError('service_unavailable', verdict.reason);
      // Asked every few seconds by every balancer: never cached, and a yes is logged at debug level only.
      request.logQuietly = true;
      reply.header('cache-control', 'no-store');
      return { status: 'ready' as const, checks: verdict.checks };
    },
  );
}
