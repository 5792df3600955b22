import type { Mail } from '../../integrations/mail/mail.module';
import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { newsletterAdminRoutes } from './newsletter-admin.routes';
import { NewsletterLinks } from './newsletter-links';
import { NewsletterSending } from './newsletter-sending.service';
import { NewsletterRepository } from './newsletter.repository';
import { newsletterRoutes } from './newsletter.routes';
import { Newsletter } from './newsletter.service';

/**
 * Newsletter sign-ups confirmed by a signed link (double opt-in), one-click unsubscribe, and the
 * console's subscribers and sending.
 */
export async function newsletterModule(platform: Platform, needs: { mail: Mail }): Promise<AppModule> {
  const { db, config, limiter, log } = platform;
  const links = new NewsletterLinks(
    await platform.secret('newsletter-links.key', platform.config.linkSecrets.newsletter),
  );
  const newsletter = new Newsletter({
    repository: new NewsletterRepository(db),
    limiter,
    mail: needs.mail,
    links,
    serviceName: config.brand.serviceName,
    log,
  });
  const sending = new NewsletterSending({ db, mail: needs.mail, links, origin: config.siteOrigin });
  return {
    routes: (api) => newsletterRoutes(api, newsletter, config.siteOrigin),
    adminRoutes: { for: 'admin', routes: (admin) => newsletterAdminRoutes(admin, sending) },
  };
}
