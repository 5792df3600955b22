import type { Mail } from '../../integrations/mail/mail.module';
import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { NewsletterLinks } from './newsletter-links';
import { NewsletterRepository } from './newsletter.repository';
import { newsletterRoutes } from './newsletter.routes';
import { Newsletter } from './newsletter.service';

/** Newsletter sign-ups confirmed by a signed link (double opt-in), and one-click unsubscribe. */
export async function newsletterModule(platform: Platform, needs: { mail: Mail }): Promise<AppModule> {
  const { db, config, limiter, log } = platform;
  const newsletter = new Newsletter({
    repository: new NewsletterRepository(db),
    limiter,
    mail: needs.mail,
    links: new NewsletterLinks(await platform.secret('newsletter-links.key')),
    serviceName: config.brand.serviceName,
    log,
  });
  return { routes: (api) => newsletterRoutes(api, newsletter, config.siteOrigin) };
}
