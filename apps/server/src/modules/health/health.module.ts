import type { Database } from '@reelhouse/db/database';
import type { AppModule } from '../../platform/app-module';
import type { Readiness } from '../../platform/operations/readiness';
import { healthRoutes } from './health.routes';

/** Liveness and readiness for load balancers and orchestrators. */
export function healthModule(database: Database, readiness: Readiness): AppModule {
  return { everyRole: true, routes: (api) => healthRoutes(api, database, readiness) };
}
