import type { Database } from '@reelhouse/db/database';
import type { AppModule } from '../../platform/app-module';
import { healthRoutes } from './health.routes';

/** Liveness and readiness for load balancers and orchestrators. */
export function healthModule(database: Database): AppModule {
  return { routes: (api) => healthRoutes(api, database) };
}
