import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { AddressesRepository } from './addresses.repository';
import { addressRoutes } from './addresses.routes';

/** A member's saved billing and shipping addresses. */
export function addressesModule({ db }: Platform): AppModule {
  const repository = new AddressesRepository(db);
  return { routes: (api) => addressRoutes(api, repository) };
}
