import { webPaths } from '@reelhouse/contracts/web-routes';
import { Bookmark, CircleUser, House, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSession } from '../../shared/session/session-query';
import './tab-bar.css';

/**
 * The phone's bottom tab bar, as the big streaming apps have it: Home, Search, My List and
 * Account within a thumb's reach. My List and Account ask a visitor to sign in first.
 */
export function TabBar() {
  const { t } = useTranslation();
  const { authenticated } = useSession();
  const signInFor = (next: string) => `${webPaths.login}?${new URLSearchParams({ next })}`;
  const tabs = [
    { to: webPaths.home, label: t('tabs.home'), Icon: House, end: true },
    { to: webPaths.search, label: t('tabs.search'), Icon: Search, end: false },
    {
      to: authenticated ? webPaths.watchlist : signInFor(webPaths.watchlist),
      label: t('nav.myList'),
      Icon: Bookmark,
      end: false,
    },
    { to: authenticated ? webPaths.account : webPaths.login, label: t('tabs.account'), Icon: CircleUser, end: false },
  ];
  return (
    <nav className="tab-bar d-md-none" aria-label={t('tabs.label')}>
      {tabs.map(({ to, label, Icon, end }) => (
        <NavLink key={label} to={to} end={end} className="tab-bar__tab">
          <Icon aria-hidden size={22} />
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
