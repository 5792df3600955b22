import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { Visits } from './visits.repository';
import { visitsRoutes } from './visits.routes';

/** Anonymous visit counts for the operator's figures; visitors' addresses are kept a year at most. */
export function visitsModule({ db }: Platform): AppModule {
  const visits = new Visits(db);
  return {
    routes: (api) => visitsRoutes(api, visits),
    daily: [{ name: 'delete visitor addresses older than a year', run: () => visits.purgeExpired() }],
  };
}
