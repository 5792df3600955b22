import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { Visits } from './visits.repository';
import { visitsRoutes } from './visits.routes';
import { DAY_MS } from '../../platform/jobs/repeated-job';

/** Anonymous visit counts for the operator's figures; visitors' addresses are kept a year at most. */
export function visitsModule({ db }: Platform): AppModule {
  const visits = new Visits(db);
  return {
    routes: (api) => visitsRoutes(api, visits),
    repeated: [
      { name: 'delete visitor addresses older than a year', everyMs: DAY_MS, run: () => visits.purgeExpired() },
    ],
  };
}
