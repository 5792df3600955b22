import Bowser from 'bowser';
import { Laptop, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { LoadError } from '../../../shared/ui/load-error';
import { useDevices, useSignOutDevice, useSignOutOthers } from '../api/account-queries';
import { dateFormat } from '../../../shared/i18n/intl-formats';

/** A readable name for a device from its user agent: "Chrome · Android"; unknown agents as they are. */
export function describeDevice(userAgent: string): { name: string; mobile: boolean } {
  const { browser, os, platform } = Bowser.parse(userAgent);
  const name = [browser.name, os.name].filter(Boolean).join(' · ') || userAgent.slice(0, 40);
  return { name, mobile: platform.type === 'mobile' || platform.type === 'tablet' };
}

/** The devices signed in to the account, with "sign out this device" and "sign out everywhere else". */
export function DeviceList() {
  const { t } = useTranslation('account');
  const locale = useLocaleTag();
  const devices = useDevices();
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOthers();
  const when = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  if (devices.isError) return <LoadError onRetry={() => void devices.refetch()} />;
  const items = devices.data?.items ?? [];
  return (
    <div>
      <ul className="device-list">
        {items.map((device) => {
          const { name, mobile } = describeDevice(device.device);
          const Icon = mobile ? Smartphone : Laptop;
          return (
            <li key={device.id} className="device surface-card">
              <Icon aria-hidden size={26} />
              <div className="device__text">
                <strong>{name}</strong>
                <span className="text-muted-rh">
                  {t('devices.lastSeen', { when: when.format(new Date(device.lastSeenAt)) })}
                  {device.ip && (
                    <>
                      {' · '}
                      <bdi dir="ltr">{device.ip}</bdi>
                    </>
                  )}
                </span>
              </div>
              {device.current ? (
                <span className="device__current">{t('devices.current')}</span>
              ) : (
                <button
                  type="button"
                  className="btn btn-outline-light btn-sm"
                  disabled={signOut.isPending}
                  onClick={() => signOut.mutate(device.id)}
                >
                  {t('devices.signOut')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {items.length > 1 && (
        <button
          type="button"
          className="btn btn-outline-light mt-3"
          disabled={signOutOthers.isPending}
          onClick={() => signOutOthers.mutate()}
        >
          {t('devices.signOutOthers')}
        </button>
      )}
    </div>
  );
}
