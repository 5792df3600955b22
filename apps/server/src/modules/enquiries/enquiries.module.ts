import type { Mail } from '../../integrations/mail/mail.module';
import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { EnquiriesAdmin } from './enquiries-admin.service';
import { enquiriesAdminRoutes } from './enquiries-admin.routes';
import { EnquiriesRepository } from './enquiries.repository';
import { enquiryRoutes } from './enquiries.routes';
import { Enquiries } from './enquiries.service';

/** The contact form (enquiries kept, the operator mailed, the sender thanked) and the console's inbox. */
export function enquiriesModule({ db, config, limiter, log }: Platform, needs: { mail: Mail }): AppModule {
  const enquiries = new Enquiries({
    repository: new EnquiriesRepository(db),
    limiter,
    mail: needs.mail,
    operator: config.mail.operator,
    serviceName: config.brand.serviceName,
    log,
  });
  const inbox = new EnquiriesAdmin({
    db,
    mail: needs.mail,
    serviceName: config.brand.serviceName,
    operatorMailbox: config.mail.operator,
  });
  return {
    routes: (api) => enquiryRoutes(api, enquiries),
    adminRoutes: { for: 'admin', routes: (admin) => enquiriesAdminRoutes(admin, inbox) },
  };
}
