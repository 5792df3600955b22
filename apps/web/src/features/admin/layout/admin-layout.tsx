import { ArrowLeftToLine, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import type { SessionUser } from '@reelhouse/contracts/session';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { LanguageSelect } from '../../../shared/i18n/language-select';
import { ToastRegion } from '../components/toasts';
import { adminSections } from './admin-sections';
import { ConsoleSearchBox } from './console-search';
import './admin-layout.css';

/**
 * The console's own frame: a sidebar of sections (a panel that opens from the menu button on a
 * phone), a top bar with who is signed in and the way back to the site, and the page.
 */
export function AdminLayout({ operator }: { operator: SessionUser }) {
  const { t } = useTranslation('admin');
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // A section chosen on a phone closes the panel that listed it.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setMenuOpen(false);
  }

  return (
    <div className="admin-shell">
      <header className="admin-topbar">
        <button
          type="button"
          className="admin-topbar__menu btn btn-sm btn-outline-light"
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden size={18} /> : <Menu aria-hidden size={18} />}
          <span className="visually-hidden">{t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}</span>
        </button>
        <div className="admin-topbar__brand">
          <BrandLogo />
          <Link to="/admin">{t('console')}</Link>
        </div>
        <ConsoleSearchBox forAdmin={operator.role === 'admin'} />
        <div className="admin-topbar__end">
          <LanguageSelect id="admin-language" className="admin-topbar__language" />
          <span className="admin-topbar__who">
            <span>{operator.displayName}</span>
            <span className="admin-role">{t(`role.${operator.role === 'admin' ? 'admin' : 'editor'}`)}</span>
          </span>
          <Link to="/" className="btn btn-sm btn-outline-light">
            <ArrowLeftToLine aria-hidden size={16} className="admin-flip" />
            <span className="admin-topbar__back">{t('nav.backToSite')}</span>
          </Link>
        </div>
      </header>
      <nav id="admin-sidebar" className="admin-sidebar" data-open={menuOpen} aria-label={t('nav.label')}>
        <ul>
          {adminSections
            .filter(({ only }) => only === undefined || only === operator.role)
            .map(({ path, label, icon: Icon }) => (
              <li key={path}>
                <NavLink to={path} end={path === '/admin'} className="admin-sidebar__link">
                  <Icon aria-hidden size={18} />
                  {t(label)}
                </NavLink>
              </li>
            ))}
        </ul>
        <LanguageSelect id="admin-language-menu" className="admin-sidebar__language" />
      </nav>
      <main className="admin-main" id="main" tabIndex={-1}>
        <ToastRegion>
          <Outlet />
        </ToastRegion>
      </main>
    </div>
  );
}
