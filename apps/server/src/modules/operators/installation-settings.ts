import type { InstallationSettings } from '@reelhouse/contracts/installation-settings';
import type { Config } from '../../config';

/** A server's address with no user or password in it (they may be credentials), or null when unset. */
export function serverOf(url: string | null): string | null {
  if (!url) return null;
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathname === '/' ? '' : pathname}`;
}

/** What the operator may read of the configuration: choices and public details, never a secret. */
export function installationSettings(config: Config): InstallationSettings {
  const { brand, phonepe, mail, database } = config;
  return {
    service: {
      name: brand.serviceName,
      company: brand.companyName,
      contactEmail: brand.contactEmail,
      contactPhone: brand.contactPhone,
      arbitrationCity: brand.arbitrationCity,
      siteOrigin: config.siteOrigin,
      timeZone: config.timeZone,
      grievanceOfficer: brand.grievanceOfficer,
    },
    payments: { mode: phonepe.sandbox ? 'sandbox' : phonepe.environment, api: phonepe.api },
    sms: { provider: config.sms.provider },
    mail: { transport: mail.smtpUrl ? 'smtp' : 'outbox', server: serverOf(mail.smtpUrl), from: mail.from },
    storage:
      config.storage.kind === 'local'
        ? { kind: 'local', dataDir: config.dataDir }
        : { kind: 's3', bucket: config.storage.bucket, endpoint: serverOf(config.storage.endpoint) },
    database:
      database.kind === 'postgres'
        ? { kind: 'postgresql', server: serverOf(database.url) }
        : { kind: 'embedded', server: null },
    redis: { server: serverOf(config.redisUrl) },
  };
}
