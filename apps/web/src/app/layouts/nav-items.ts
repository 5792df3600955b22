import { webPaths } from '@reelhouse/contracts/web-routes';

export interface NavLink {
  /** i18n key in the common namespace. */
  label: string;
  to: string;
}
export interface NavGroup {
  label: string;
  id: string;
  children: NavLink[];
}
export type NavItem = NavLink | NavGroup;

export const isNavGroup = (item: NavItem): item is NavGroup => 'children' in item;

/** The main menu, shared by the desktop bar and the mobile panel. Capabilities add their pages here. */
export const mainNav: NavItem[] = [
  { label: 'nav.home', to: webPaths.home },
  {
    label: 'nav.pages',
    id: 'pages',
    children: [
      { label: 'nav.aboutUs', to: webPaths.aboutUs },
      { label: 'nav.faq', to: webPaths.faq },
      { label: 'nav.comingSoon', to: webPaths.comingSoon },
    ],
  },
  {
    label: 'nav.legal',
    id: 'legal',
    children: [
      { label: 'nav.terms', to: webPaths.termsAndCondition },
      { label: 'nav.privacy', to: webPaths.privacyPolicy },
      { label: 'nav.refund', to: webPaths.refundPolicy },
      { label: 'nav.deleteAccount', to: webPaths.deleteAccount },
    ],
  },
];
