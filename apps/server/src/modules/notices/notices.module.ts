import type { Mail } from '../../integrations/mail/mail.module';
import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { TextSigner } from '../../platform/text-signer';
import { NoticeDigests } from './notice-digests.service';
import { NoticesRepository } from './notices.repository';
import { noticesRoutes } from './notices.routes';
import { NoticesService } from './notices.service';

/**
 * New-episode and leaving-soon notices for the header's bell, per profile, and the weekly e-mail of
 * them for accounts that ask. Its unsubscribe links are signed with the newsletter's key: one
 * secret for the links in the service's mails.
 */
export async function noticesModule(platform: Platform, needs: { mail: Pick<Mail, 'sendWithin'> }): Promise<AppModule> {
  const { db, config } = platform;
  const notices = new NoticesService(new NoticesRepository(db));
  const digests = new NoticeDigests({
    db,
    mail: needs.mail,
    signer: new TextSigner(await platform.secret('newsletter-links.key', config.linkSecrets.newsletter)),
    site: { service: config.brand.serviceName, origin: config.siteOrigin, timeZone: config.timeZone },
  });
  return {
    routes: (api) => noticesRoutes(api, notices, digests),
    repeated: [{ name: 'send weekly notice digests', everyMs: HOUR_MS, run: () => digests.sendDue() }],
  };
}

const HOUR_MS = 60 * 60_000;
