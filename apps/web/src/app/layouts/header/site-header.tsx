import { webPaths } from '@reelhouse/contracts/web-routes';
import { Download, Menu, Search, Settings2, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../shared/session/session-query';
import { SearchBox } from '../../../features/catalogue/components/search-box';
import { useMySubscription } from '../../../features/subscriptions/api/use-entitlement';
import { usePublicConfig } from '../../../shared/config/public-config-query';
import { useScrolledPast } from '../../../shared/hooks/use-scrolled-past';
import { ThemeCustomizer } from '../../../shared/theme/theme-customizer';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { kidsNav, mainNav, memberNav } from '../nav-items';
import { CartBadge, CartPanel } from './cart-panel';
import { DesktopMenu } from './desktop-menu';
import { AccountLink, LogOutButton, PanelButton } from './header-controls';
import { ProfileMenu } from './profile-menu';
import { NoticeBell } from '../../../features/notices';
import { LanguageSelect } from '../../../shared/i18n/language-select';
import { MobileMenu } from './mobile-menu';
import { OPTIONAL_CONTROL, useMenuFits } from './use-menu-fits';
import './site-header.css';

/** Sticky once the page scrolls past this many pixels (the product's threshold). */
export const STICKY_AFTER_PX = 1;

type Panel = 'menu' | 'search' | 'cart' | 'customizer' | null;

export function SiteHeader() {
  const { t } = useTranslation();
  const { androidAppUrl } = usePublicConfig();
  const session = useSession();
  // A member with a plan is not asked to subscribe (the plans page still offers upgrades).
  const subscribed = useMySubscription(session.authenticated).data?.active === true;
  const kids = session.profile?.kids === true;
  const navItems = kids ? kidsNav : session.authenticated ? [...mainNav, ...memberNav] : mainNav;
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const { nav: navRef, toggle: menuButtonRef, fit } = useMenuFits();
  const optional = { [OPTIONAL_CONTROL]: '' };
  const tucked = fit === 'compact' ? ' is-tucked' : '';
  const { pathname } = useLocation();
  // A panel belongs to the page it was opened on, so navigating anywhere closes it.
  const [opened, setOpened] = useState<{ panel: Panel; on: string }>({ panel: null, on: pathname });
  const panel = opened.on === pathname ? opened.panel : null;
  const setPanel = (next: Panel) => setOpened({ panel: next, on: pathname });
  const close = () => setPanel(null);

  return (
    <header className={`site-header${sticky ? ' is-sticky' : ''}`}>
      <div className="container-xxl site-header__bar">
        <PanelButton
          ref={menuButtonRef}
          className={fit === 'folded' ? '' : fit === 'unmeasured' ? 'site-header__toggle is-unmeasured' : 'd-none'}
          label={t('header.openMenu')}
          panelId="mobile-menu"
          open={panel === 'menu'}
          onOpen={() => setPanel('menu')}
        >
          <Menu aria-hidden size={24} />
        </PanelButton>
        <BrandLogo className="site-header__logo" />
        <nav
          ref={navRef}
          className={`site-header__nav${fit === 'folded' || fit === 'unmeasured' ? ` is-${fit}` : ''}`}
          aria-label={t('header.mainNavigation')}
        >
          <DesktopMenu items={navItems} />
        </nav>

        <div className="site-header__actions">
          <PanelButton
            label={t('header.search')}
            panelId="header-search"
            open={panel === 'search'}
            onOpen={() => setPanel(panel === 'search' ? null : 'search')}
          >
            <Search aria-hidden size={20} />
          </PanelButton>
          <LanguageSelect id="language-select" className="d-none d-md-block" />
          <PanelButton
            label={t('header.customize')}
            panelId="theme-customizer"
            open={panel === 'customizer'}
            onOpen={() => setPanel('customizer')}
          >
            <Settings2 aria-hidden size={20} />
          </PanelButton>
          {androidAppUrl && (
            <a className="icon-button d-none d-sm-inline-grid" href={androidAppUrl} aria-label={t('header.androidApp')}>
              <Download aria-hidden size={20} />
            </a>
          )}
          {!kids && (
            <PanelButton
              label={t('header.cart')}
              panelId="cart-panel"
              open={panel === 'cart'}
              onOpen={() => setPanel('cart')}
            >
              <ShoppingBag aria-hidden size={20} />
              <CartBadge />
            </PanelButton>
          )}
          {!subscribed && !kids && (
            <Link
              className={`btn btn-outline-light btn-sm site-header__subscribe d-none d-lg-inline-flex${tucked}`}
              to={webPaths.subscription}
              {...optional}
            >
              {t('home.subscribe')}
            </Link>
          )}
          {session.profile && <NoticeBell />}
          {session.authenticated ? <ProfileMenu session={session} /> : <AccountLink />}
          {session.authenticated ? (
            <LogOutButton
              className={`btn btn-outline-light btn-sm site-header__login d-none d-sm-inline-flex${tucked}`}
              {...optional}
            />
          ) : (
            <Link
              className={`btn btn-accent btn-sm site-header__login d-none d-sm-inline-flex${tucked}`}
              to={webPaths.login}
              {...optional}
            >
              {t('header.login')}
            </Link>
          )}
        </div>
      </div>
      {panel === 'search' && (
        <div className="site-header__search" id="header-search">
          <div className="container-xxl">
            <SearchBox autoFocus onDone={close} />
          </div>
        </div>
      )}

      <MobileMenu items={navItems} open={panel === 'menu'} onClose={close} />
      <CartPanel open={panel === 'cart'} onClose={close} />
      <ThemeCustomizer open={panel === 'customizer'} onClose={close} />
    </header>
  );
}
