import { healthSchema } from '@reelhouse/contracts/health';
import { problemSchema } from '@reelhouse/contracts/problem';
import type { Database } from '@reelhouse/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { ApiInstance } from '../../platform/http/types';

export function healthRoutes(app: ApiInstance, database: Database): void {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and readiness: answers once migrations are applied and the database answers.',
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
}
