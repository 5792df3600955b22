/**
 * The web app's route patterns (React Router syntax). The web router is built from these and the
 * server matches them to answer unknown paths with a real 404 status, so the two never disagree.
 * Later capabilities add their pages here.
 */
export const webPaths = {
  home: '/',
  homeAlias: '/home',
  movies: '/movies',
  tvShows: '/tv-shows',
  videos: '/videos',
  movieDetail: '/movies-detail/:slug',
  showDetail: '/shows-details/:slug',
  episode: '/episodes',
  videoDetail: '/videos-detail/:slug?',
  allMovies: '/all-movies',
  allSeries: '/all-series',
  viewAll: '/view-all',
  genres: '/geners',
  allGenres: '/all-genres',
  tags: '/tags',
  cast: '/cast',
  castViewAll: '/cast-view-all',
  castDetail: '/cast-detail/:slug?',
  search: '/search',
  blogs: '/blogs',
  blogsTag: '/blogs-tag',
  blogsCategory: '/blogs-category',
  blogsDate: '/blogs-date',
  blogsAuthor: '/blogs-author',
  /** 1 to 4 columns. */
  blogsGrid: '/blogs/:grid',
  /** left or right. */
  blogsSidebar: '/blogs-sidebar/:position',
  blogDetail: '/blogs-detail/:slug?',
  blogTemplate: '/blog-template',
  /** standard, audio, link, quote or gallery: the newest post of that format, or `?post=`. */
  blogSingle: '/blog-single/:type',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  /** The grievance officer and the complaint form (India's IT Rules 2021). */
  grievance: '/grievance',
  faq: '/faq',
  termsAndCondition: '/terms-and-condition',
  termsOfUse: '/terms-of-use',
  privacyPolicy: '/privacy-policy',
  privacyPolicyLegacy: '/PrivacyPolicy',
  refundPolicy: '/refund-policy',
  deleteAccount: '/delete-account',
  restrictedContent: '/restricted-content',
  pricing: '/pricing',
  subscription: '/subscription',
  paymentSuccess: '/payment-success/:id',
  invoice: '/account/invoices/:number',
  /** The built-in PhonePe sandbox's pay page (demo mode; PhonePe's own page in production). */
  sandboxPay: '/sandbox/phonepe/pay/:gatewayId',
  /** The shop: the store's own front page, the product list (two addresses), a product, the cart. */
  merchandiseStore: '/merchandise-store',
  shop: '/shop',
  allProducts: '/all-products',
  productDetail: '/product-detail/:slug?',
  cart: '/cart',
  wishlist: '/wishlist',
  trackOrder: '/track-order',
  /** Merchandise tied to titles, or to one (`?title=`). */
  relatedMerchandise: '/related-merchandise',
  checkout: '/checkout',
  /** Where a placed order is shown to its buyer (PhonePe brings buyers back here). */
  orderReceived: '/order-received/:number',
  comingSoon: '/coming-soon',
  /** Where the newsletter's mailed links lead: a button there confirms, or leaves the list. */
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  login: '/login',
  register: '/register',
  signUp: '/extra-pages/sign-up',
  lostPassword: '/lost-password',
  account: '/account',
  /** "Who's watching?": the account's profiles, chosen on each device; `?manage=1` to change them. */
  profiles: '/profiles',
  profileNew: '/profiles/new',
  profileEdit: '/profiles/:id/edit',
  watchlist: '/watchlist-detail',
  playlist: '/playlist',
  player: '/Player',
  /** The operator console: its own pages live under it (loaded only when an operator opens it). */
  admin: '/admin',
  adminArea: '/admin/*',
  /** A title's page as visitors will see it, shown to operators in any status. */
  titlePreview: '/title-preview/:slug',
  errorPageOne: '/error-page-one',
  errorPageTwo: '/error-page-two',
} as const;

export type WebPath = (typeof webPaths)[keyof typeof webPaths];
export const allWebPaths: readonly string[] = Object.values(webPaths);

/** Where a title's detail page lives, by kind: movies and videos have their own, series and shows share one. */
export function titlePath(kind: 'movie' | 'series' | 'show' | 'video', slug: string): string {
  const encoded = encodeURIComponent(slug);
  if (kind === 'movie') return `/movies-detail/${encoded}`;
  if (kind === 'video') return `/videos-detail/${encoded}`;
  return `/shows-details/${encoded}`;
}

export const titlePreviewPath = (slug: string): string => `/title-preview/${encodeURIComponent(slug)}`;

export const productPath = (slug: string): string => `/product-detail/${encodeURIComponent(slug)}`;

export const personPath = (slug: string): string => `/cast-detail/${encodeURIComponent(slug)}`;

export const episodePath = (titleSlug: string, season: number, episode: number): string =>
  `/episodes?${new URLSearchParams({ title: titleSlug, season: String(season), episode: String(episode) })}`;

/** The full-screen player for a title (a series starts at its first episode) or one episode. */
/** The full-screen player; `at` (whole seconds) starts there rather than where the viewer left off. */
export const playerPath = (target: { title: string } | { episode: number }, at?: number): string => {
  const query = new URLSearchParams('title' in target ? { title: target.title } : { episode: String(target.episode) });
  if (at !== undefined) query.set('t', String(Math.max(0, Math.floor(at))));
  return `/Player?${query}`;
};

/** A blog post's own page. */
export const blogPostPath = (slug: string): string => `/blogs-detail/${encodeURIComponent(slug)}`;

/** The blog list filtered by one thing, on the page the original product gave that filter. */
export function blogFilterPath(
  filter: { tag: string } | { category: string } | { author: string } | { year: number; month?: number },
): string {
  if ('tag' in filter) return `/blogs-tag?${new URLSearchParams({ tag: filter.tag })}`;
  if ('category' in filter) return `/blogs-category?${new URLSearchParams({ category: filter.category })}`;
  if ('author' in filter) return `/blogs-author?${new URLSearchParams({ author: filter.author })}`;
  const date = new URLSearchParams({ year: String(filter.year) });
  if (filter.month) date.set('month', String(filter.month));
  return `/blogs-date?${date}`;
}

/**
 * Ids of the JSON elements the server writes into a page for the app to read at start: the
 * operator's settings (every page), and what a page drawn on the server was drawn from.
 */
export const embeddedDataIds = {
  publicConfig: 'public-config',
  pageState: 'page-state',
  /** The app's scripts on a drawn page, which apps/web/src/start-after-paint.js asks for. */
  appScripts: 'app-scripts',
} as const;
