import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { isNavGroup, type NavGroup, type NavItem } from '../nav-items';

/** The desktop menu bar. Sub-menus follow the disclosure pattern: a button that shows a list of links. */
export function DesktopMenu({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <ul className="desktop-menu">
      {items.map((item) =>
        isNavGroup(item) ? (
          <li key={item.id} className="desktop-menu__item">
            <SubMenu group={item} />
          </li>
        ) : (
          <li key={item.to} className="desktop-menu__item">
            <NavLink to={item.to} end className="desktop-menu__link">
              {t(item.label)}
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}

function SubMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Open on the page where it was opened only: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const active = group.children.some((child) => child.to === pathname);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent | FocusEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const listId = `submenu-${group.id}`;
  return (
    <div className="desktop-menu__group" ref={container}>
      <button
        ref={button}
        type="button"
        className={`desktop-menu__link desktop-menu__toggle${active ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t(group.label)}
        <ChevronDown aria-hidden size={16} className="desktop-menu__chevron" />
      </button>
      <ul id={listId} className="desktop-menu__submenu" hidden={!open}>
        {group.children.map((child) => (
          <li key={child.to}>
            <NavLink to={child.to} className="desktop-menu__sublink">
              {t(child.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
