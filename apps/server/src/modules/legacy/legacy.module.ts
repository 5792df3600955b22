import type { AppModule } from '../../platform/app-module';
import type { ReadCache } from '../../platform/read-cache';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { legacyCatalogueRoutes } from './legacy-catalogue.routes';

/** The original app's catalogue calls, answered from the catalogue's service and cache. */
export function legacyModule(needs: { catalogue: CatalogueService; cache: ReadCache }): AppModule {
  return { routes: (api) => legacyCatalogueRoutes(api, needs.catalogue, needs.cache) };
}
