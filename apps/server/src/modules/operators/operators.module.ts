import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { AuditLogRepository } from './audit-log.repository';
import { installationSettings } from './installation-settings';
import { installationSettingsRoutes } from './installation-settings.routes';
import { auditLogRoutes } from './audit-log.routes';
import { OperatorSetup } from './operator-setup.service';
import { operatorRoutes } from './operators.routes';

/** The file under DATA_DIR/secrets holding the key `admin:create` shows a running server. */
export const LOCAL_KEY_FILE = 'local-key';

/**
 * Who runs the service: the first operator's setup link, the command line's grants, the audit log of
 * what operators did, and the installation's settings as they may read them.
 */
export async function operatorsModule(platform: Platform) {
  const { db, config } = platform;
  const setup = new OperatorSetup({ db, siteOrigin: config.siteOrigin });
  const localKey = await platform.secret(LOCAL_KEY_FILE);
  return {
    setup,
    routes: (api) => operatorRoutes(api, { setup, localKey, defaultCountry: config.signIn.defaultCountry }),
    adminRoutes: {
      for: 'admin',
      routes: (admin) => {
        auditLogRoutes(admin, new AuditLogRepository(db, config.timeZone));
        installationSettingsRoutes(admin, installationSettings(config));
      },
    },
  } satisfies AppModule & Record<string, unknown>;
}
