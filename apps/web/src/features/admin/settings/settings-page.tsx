import type { InstallationSettings } from '@reelhouse/contracts/installation-settings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useInstallationSettings } from '../api/pages-queries';
import { ConsoleCard, FactList } from '../components/console-card';
import { AdminPage } from '../layout/admin-page';

/** A value as written in the configuration (addresses, names): kept left to right in any language. */
const verbatim = (value: string | null, unset: string): ReactNode => (value ? <bdi dir="ltr">{value}</bdi> : unset);

/**
 * `/admin/settings`: how this installation is configured, read-only: it is set through the
 * environment (see the README) and takes effect on restart. Secrets are never shown.
 */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  const settings = useInstallationSettings();
  return (
    <AdminPage title={t('nav.settings')}>
      <p className="text-muted-rh">{t('settings.intro')}</p>
      {settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()} />
      ) : settings.isPending ? (
        <PageLoading />
      ) : (
        <SettingsCards settings={settings.data} />
      )}
    </AdminPage>
  );
}

function SettingsCards({ settings }: { settings: InstallationSettings }) {
  const { t } = useTranslation('admin');
  const unset = t('settings.unset');
  const { service, payments, sms, mail, storage, database, redis } = settings;
  return (
    <div className="console-stack">
      <ConsoleCard id="settings-service" heading={t('settings.service')}>
        <FactList
          facts={[
            [t('settings.fields.serviceName'), verbatim(service.name, unset)],
            [t('settings.fields.company'), verbatim(service.company, unset)],
            [t('settings.fields.contactEmail'), verbatim(service.contactEmail, unset)],
            [t('settings.fields.contactPhone'), verbatim(service.contactPhone, unset)],
            [t('settings.fields.city'), verbatim(service.arbitrationCity, unset)],
            [t('settings.fields.siteOrigin'), verbatim(service.siteOrigin, unset)],
            [t('settings.fields.timeZone'), verbatim(service.timeZone, unset)],
            [
              t('settings.fields.grievanceOfficer'),
              <>
                {verbatim(service.grievanceOfficer.name, unset)} · {verbatim(service.grievanceOfficer.email, unset)}
              </>,
            ],
          ]}
        />
      </ConsoleCard>
      <ConsoleCard id="settings-integrations" heading={t('settings.integrations')}>
        <FactList
          facts={[
            [t('settings.fields.payments'), `${t(`settings.paymentModes.${payments.mode}`)} · PhonePe ${payments.api}`],
            [t('settings.fields.sms'), t(`settings.smsProviders.${sms.provider}`)],
            [
              t('settings.fields.mail'),
              mail.transport === 'smtp' ? verbatim(mail.server, unset) : t('settings.mailOutbox'),
            ],
            [t('settings.fields.mailFrom'), verbatim(mail.from, unset)],
          ]}
        />
      </ConsoleCard>
      <ConsoleCard id="settings-infrastructure" heading={t('settings.infrastructure')}>
        <FactList
          facts={[
            [
              t('settings.fields.database'),
              database.kind === 'postgresql' ? verbatim(database.server, unset) : t('settings.embeddedDatabase'),
            ],
            [t('settings.fields.redis'), redis.server ? verbatim(redis.server, unset) : t('settings.noRedis')],
            [
              t('settings.fields.storage'),
              storage.kind === 'local' ? (
                <>
                  {t('settings.localStorage')} · {verbatim(storage.dataDir, unset)}
                </>
              ) : (
                <>
                  {t('settings.bucketStorage', { bucket: storage.bucket })} ·{' '}
                  {verbatim(storage.endpoint ?? 'Amazon S3', unset)}
                </>
              ),
            ],
          ]}
        />
      </ConsoleCard>
      <p className="text-muted-rh">{t('settings.howToChange')}</p>
    </div>
  );
}
