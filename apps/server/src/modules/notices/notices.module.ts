import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { NoticesRepository } from './notices.repository';
import { noticesRoutes } from './notices.routes';
import { NoticesService } from './notices.service';

/** New-episode and leaving-soon notices for the header's bell, per profile. */
export function noticesModule({ db }: Platform): AppModule {
  const notices = new NoticesService(new NoticesRepository(db));
  return { routes: (api) => noticesRoutes(api, notices) };
}
