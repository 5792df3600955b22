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
  {
    label: 'nav.home',
    id: 'home',
    children: [
      { label: 'nav.home', to: webPaths.homeAlias },
      { label: 'nav.movies', to: webPaths.movies },
      { label: 'nav.tvShows', to: webPaths.tvShows },
      { label: 'nav.videos', to: webPaths.videos },
      { label: 'nav.merchandiseStore', to: webPaths.merchandiseStore },
    ],
  },
  { label: 'nav.allMovies', to: webPaths.allMovies },
  { label: 'nav.allSeries', to: webPaths.allSeries },
  {
    label: 'nav.explore',
    id: 'explore',
    children: [
      { label: 'nav.genres', to: webPaths.genres },
      { label: 'nav.tags', to: webPaths.tags },
      { label: 'nav.cast', to: webPaths.cast },
    ],
  },
  {
    label: 'nav.blog',
    id: 'blog',
    children: [
      { label: 'nav.blogAll', to: webPaths.blogs },
      { label: 'nav.blogGrid2', to: '/blogs/2' },
      { label: 'nav.blogGrid3', to: '/blogs/3' },
      { label: 'nav.blogGrid4', to: '/blogs/4' },
      { label: 'nav.blogSidebarLeft', to: '/blogs-sidebar/left' },
      { label: 'nav.blogSidebarRight', to: '/blogs-sidebar/right' },
      { label: 'nav.blogTemplate', to: webPaths.blogTemplate },
    ],
  },
  {
    label: 'nav.pages',
    id: 'pages',
    children: [
      { label: 'nav.shop', to: webPaths.allProducts },
      { label: 'nav.cart', to: webPaths.cart },
      { label: 'nav.wishlist', to: webPaths.wishlist },
      { label: 'nav.trackOrder', to: webPaths.trackOrder },
      { label: 'nav.aboutUs', to: webPaths.aboutUs },
      { label: 'nav.faq', to: webPaths.faq },
      { label: 'nav.comingSoon', to: webPaths.comingSoon },
      { label: 'nav.terms', to: webPaths.termsAndCondition },
      { label: 'nav.privacy', to: webPaths.privacyPolicy },
      { label: 'nav.refund', to: webPaths.refundPolicy },
      { label: 'nav.deleteAccount', to: webPaths.deleteAccount },
    ],
  },
];

/** What is the member's own, added to the menu once they are signed in. */
export const memberNav: NavItem[] = [
  { label: 'nav.myList', to: webPaths.watchlist },
  { label: 'nav.playlists', to: webPaths.playlist },
];

/** A kids profile's menu: what there is to watch and its own list; no shop, blog or account pages. */
export const kidsNav: NavItem[] = [
  { label: 'nav.home', to: webPaths.homeAlias },
  { label: 'nav.movies', to: webPaths.movies },
  { label: 'nav.tvShows', to: webPaths.tvShows },
  { label: 'nav.videos', to: webPaths.videos },
  { label: 'nav.myList', to: webPaths.watchlist },
];
