import type { PublicConfig } from '@reelhouse/contracts/public-config';
import type { AppModule } from '../../platform/app-module';
import { publicConfigRoutes } from './public-config.routes';

/** The operator settings every page needs (brand, demo mode), also written into the page itself. */
export function publicConfigModule(settings: PublicConfig): AppModule {
  return { routes: (api) => publicConfigRoutes(api, settings) };
}
