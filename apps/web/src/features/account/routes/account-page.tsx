import { operatorRoles, type Profile } from '@reelhouse/contracts/session';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useQuery } from '@tanstack/react-query';
import {
  CreditCard,
  Download,
  KeyRound,
  LayoutDashboard,
  LogOut,
  MapPin,
  MonitorSmartphone,
  Package,
  ShieldCheck,
  Trash2,
  UserRound,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useIsolate } from '../../../shared/i18n/use-isolate';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { sessionQuery } from '../../../shared/session/session-query';
import { useLogOut } from '../../auth';
import { useDeleteAccount, useProfile } from '../api/account-queries';
import { AddressBook } from '../components/address-book';
import { DeviceList } from '../components/device-list';
import { AccountDownloads } from '../components/account-downloads';
import { AccountOrders } from '../components/account-orders';
import { ParentalPinSettings } from '../components/parental-pin-settings';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { RecentActivity } from '../components/recent-activity';
import { PaymentHistory, PlanSummary } from '../../subscriptions';
import { dateFormat } from '../../../shared/i18n/intl-formats';
import './account-page.css';

const sections = [
  { key: 'dashboard', Icon: LayoutDashboard },
  { key: 'subscription', Icon: CreditCard },
  { key: 'orders', Icon: Package },
  { key: 'downloads', Icon: Download },
  { key: 'addresses', Icon: MapPin },
  { key: 'details', Icon: UserRound },
  { key: 'devices', Icon: MonitorSmartphone },
  { key: 'pin', Icon: KeyRound },
  { key: 'delete', Icon: Trash2 },
] as const;
type Section = (typeof sections)[number]['key'];

function Dashboard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const locale = useLocaleTag();
  const isolate = useIsolate();
  const since = dateFormat(locale, { dateStyle: 'long' }).format(new Date(profile.memberSince));
  return (
    <div className="account-dashboard">
      <p className="account-dashboard__hello">{t('dashboard.hello', { name: isolate(profile.displayName) })}</p>
      <dl className="account-facts">
        <div className="surface-card">
          <dt>{t('dashboard.memberSince')}</dt>
          <dd>{since}</dd>
        </div>
        <div className="surface-card">
          <dt>{t('dashboard.plan')}</dt>
          <dd>
            <PlanSummary />
          </dd>
        </div>
        <div className="surface-card">
          <dt>{t('dashboard.library')}</dt>
          <dd className="account-facts__links">
            <Link to={webPaths.watchlist}>{t('dashboard.watchlist')}</Link>
            <Link to={webPaths.playlist}>{t('dashboard.playlists')}</Link>
          </dd>
        </div>
        <div className="surface-card">
          <dt>{t('dashboard.age')}</dt>
          <dd>
            {profile.adultConfirmed ? t('dashboard.adult') : t('dashboard.notAdult')}{' '}
            {!profile.adultConfirmed && <Link to="?section=details">{t('dashboard.confirm')}</Link>}
          </dd>
        </div>
      </dl>
      {profile.firstName === null && (
        <p className="account-dashboard__nudge surface-card">
          {t('dashboard.completeProfile')} <Link to="?section=details">{t('dashboard.completeLink')}</Link>
        </p>
      )}
      <RecentActivity />
    </div>
  );
}

function DeleteAccount() {
  const { t } = useTranslation('account');
  const remove = useDeleteAccount();
  const [dialog, setDialog] = useState<'closed' | 'confirm' | 'done'>('closed');
  return (
    <div>
      <p>{t('delete.body')}</p>
      <ul className="text-muted-rh">
        <li>{t('delete.goes')}</li>
        <li>{t('delete.stays')}</li>
      </ul>
      <button type="button" className="btn btn-danger" onClick={() => setDialog('confirm')}>
        <Trash2 aria-hidden size={18} />
        {t('delete.button')}
      </button>
      {remove.isError && <p className="text-danger mt-3">{t('delete.failed')}</p>}
      <ConfirmDialog
        open={dialog !== 'closed'}
        stage={dialog === 'done' ? 'done' : 'confirm'}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, { onSuccess: () => setDialog('done'), onError: () => setDialog('closed') })
        }
        onClose={() => {
          setDialog('closed');
          // A fresh start at home: nothing the app cached about the deleted member survives.
          if (dialog === 'done') window.location.replace(webPaths.home);
        }}
      />
    </div>
  );
}

/**
 * /account (My Account): dashboard, orders, downloads, addresses, account details, signed-in
 * devices, parental PIN, deleting the account.
 */
export function AccountPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('title'));
  const session = useQuery(sessionQuery);
  const profile = useProfile();
  const logOut = useLogOut();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const section: Section = sections.find(({ key }) => key === search.get('section'))?.key ?? 'dashboard';

  if (session.isPending) return <PageLoading />;
  if (!session.data?.authenticated) return <Navigate to={`${webPaths.login}?next=/account`} replace />;
  return (
    <div className="container-xxl account-page">
      <h1 className="account-page__title">{t('title')}</h1>
      <div className="account-layout">
        <nav className="account-nav surface-card" aria-label={t('title')}>
          <ul>
            {sections.map(({ key, Icon }) => (
              <li key={key}>
                <Link
                  to={key === 'dashboard' ? '/account' : `?section=${key}`}
                  aria-current={section === key ? 'page' : undefined}
                  className="account-nav__link"
                >
                  <Icon aria-hidden size={18} />
                  {t(`sections.${key}`)}
                </Link>
              </li>
            ))}
            {session.data.user && operatorRoles.includes(session.data.user.role) && (
              <li>
                <Link to="/admin" className="account-nav__link">
                  <ShieldCheck aria-hidden size={18} />
                  {t('sections.console')}
                </Link>
              </li>
            )}
            <li>
              <button
                type="button"
                className="account-nav__link"
                onClick={() => logOut.mutate(undefined, { onSettled: () => void navigate(webPaths.home) })}
              >
                <LogOut aria-hidden size={18} />
                {t('sections.logout')}
              </button>
            </li>
          </ul>
        </nav>
        <section className="account-panel" aria-labelledby="account-section-title">
          <h2 id="account-section-title" className="account-panel__title">
            {t(`sections.${section}`)}
          </h2>
          {profile.isPending && <span className="skeleton" style={{ height: '12rem' }} />}
          {profile.isError && <LoadError onRetry={() => void profile.refetch()} />}
          {profile.data && section === 'dashboard' && <Dashboard profile={profile.data} />}
          {profile.data && section === 'details' && (
            <>
              <ProfileForm profile={profile.data} />
              <PasswordForm hasPassword={profile.data.hasPassword} />
            </>
          )}
          {section === 'subscription' && <PaymentHistory />}
          {section === 'orders' && <AccountOrders />}
          {section === 'downloads' && <AccountDownloads />}
          {section === 'addresses' && <AddressBook />}
          {section === 'devices' && <DeviceList />}
          {profile.data && section === 'pin' && session.data.user && (
            <ParentalPinSettings profile={profile.data} lock={session.data.user.parentalLock} />
          )}
          {section === 'delete' && <DeleteAccount />}
        </section>
      </div>
    </div>
  );
}
