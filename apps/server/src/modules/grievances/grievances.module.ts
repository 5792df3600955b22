import type { Mail } from '../../integrations/mail/mail.module';
import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { GrievancesRepository } from './grievances.repository';
import { grievanceAdminRoutes, grievanceRoutes } from './grievances.routes';
import { Grievances } from './grievances.service';

/** Grievance redressal (IT Rules 2021): the public complaint form and the officer's console. */
export function grievancesModule({ db, config, limiter, log }: Platform, needs: { mail: Mail }): AppModule {
  const grievances = new Grievances({
    db,
    mail: needs.mail,
    limiter,
    log,
    context: { service: config.brand.serviceName, officer: config.brand.grievanceOfficer, timeZone: config.timeZone },
  });
  return {
    routes: (api) => grievanceRoutes(api, grievances),
    adminRoutes: {
      for: 'admin',
      routes: (admin) =>
        grievanceAdminRoutes(admin, {
          grievances,
          repository: new GrievancesRepository(db),
          timeZone: config.timeZone,
        }),
    },
  };
}
