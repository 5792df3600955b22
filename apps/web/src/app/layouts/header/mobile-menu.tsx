import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../../shared/session/session-query';
import { Collapse } from '../../../shared/ui/collapse';
import { Drawer } from '../../../shared/ui/drawer';
import { isNavGroup, type NavGroup, type NavItem } from '../nav-items';
import { LogOutButton } from './header-controls';
import { LanguageSelect } from '../../../shared/i18n/language-select';

/** The off-canvas menu for narrow screens; the header closes it on navigation. */
export function MobileMenu({ items, open, onClose }: { items: NavItem[]; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { authenticated } = useSession();
  return (
    <Drawer open={open} onClose={onClose} side="start" title={t('header.menu')} id="mobile-menu">
      <nav aria-label={t('header.mainNavigation')}>
        <ul className="mobile-menu">
          {items.map((item) =>
            isNavGroup(item) ? (
              <MobileSubMenu key={item.id} group={item} />
            ) : (
              <li key={item.to}>
                <NavLink to={item.to} end className="mobile-menu__link">
                  {t(item.label)}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="mt-4 d-flex flex-column gap-3">
        <LanguageSelect id="language-select-mobile" />
        {authenticated ? (
          <LogOutButton className="btn btn-outline-light" />
        ) : (
          <Link className="btn btn-accent" to={webPaths.login}>
            {t('header.login')}
          </Link>
        )}
      </div>
    </Drawer>
  );
}

function MobileSubMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = `mobile-submenu-${group.id}`;
  return (
    <li>
      <button
        type="button"
        className="mobile-menu__link mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t(group.label)}
        <ChevronDown aria-hidden size={18} className="mobile-menu__chevron" />
      </button>
      <Collapse open={open} id={listId}>
        <ul className="mobile-menu__submenu">
          {group.children.map((child) => (
            <li key={child.to}>
              <NavLink to={child.to} className="mobile-menu__sublink">
                {t(child.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </Collapse>
    </li>
  );
}
