import type { Mail } from '../../integrations/mail/mail.module';
import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { EnquiriesRepository } from './enquiries.repository';
import { enquiryRoutes } from './enquiries.routes';
import { Enquiries } from './enquiries.service';

/** The contact form: enquiries kept, the operator mailed, the sender thanked. */
export function enquiriesModule({ db, config, limiter, log }: Platform, needs: { mail: Mail }): AppModule {
  const enquiries = new Enquiries({
    repository: new EnquiriesRepository(db),
    limiter,
    mail: needs.mail,
    operator: config.mail.operator,
    serviceName: config.brand.serviceName,
    log,
  });
  return { routes: (api) => enquiryRoutes(api, enquiries) };
}
