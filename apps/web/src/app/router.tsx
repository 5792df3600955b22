import type { RouteObject } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';
import type { BlogListFilter, BlogListLayout } from '../features/blog/routes/blog-list-page';
import type { BlogPostVariant } from '../features/blog/routes/blog-post-page';
import { i18n, type TextNamespace } from '../shared/i18n/i18n';
import { drawnOnServer } from './drawn-on-server';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';
import { MerchandiseLayout, ShopLayout } from './layouts/shop-layouts';
import { PageLoading } from '../shared/ui/page-loading';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { prefetchBrowse, prefetchTitle } from './route-prefetch';

/**
 * A page's code together with every text namespace its components speak. A namespace first asked
 * for after the page is shown (a rail that appears once the session is known, a pager once posts
 * arrive) made React hide the whole page until it came, so each page names them all up front.
 */
const withTexts =
  <T,>(namespaces: TextNamespace[], load: () => Promise<T>) =>
  () =>
    Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([route]) => route);

const legalPage = () => import('../features/pages/routes/legal-page');
const homePageTexts: TextNamespace[] = ['catalogue'];
const homePage = withTexts(homePageTexts, () =>
  import('../features/pages/routes/home-page').then((m) => ({ Component: m.HomePage })),
);
/** What a title's page shows beside the title: merchandise, the player, lists and parental checks. */
const titlePageTexts: TextNamespace[] = ['catalogue', 'shop', 'player', 'library', 'account'];
const browsePage = (section: 'movies' | 'tvShows' | 'videos') => () =>
  import('../features/catalogue/routes/browse-page').then((m) => ({ element: <m.BrowsePage section={section} /> }));
/** A title's page shows its merchandise too, so the shop's texts come with it. */
const titleDetailPage = (kind: 'movie' | 'show' | 'video') =>
  withTexts(titlePageTexts, () =>
    import('../features/catalogue/routes/title-detail-page').then((m) => ({
      element: <m.TitleDetailPage kind={kind} />,
    })),
  );
const listPage = (list: 'movies' | 'series') => () =>
  import('../features/catalogue/routes/catalogue-list-page').then((m) => ({
    element: <m.CatalogueListPage list={list} />,
  }));
const genresPage = () => import('../features/catalogue/routes/genres-page');
const castPage = (all: boolean) => () =>
  import('../features/catalogue/routes/cast-page').then((m) => ({ element: <m.CastPage all={all} /> }));

const blogList = (filter: BlogListFilter, layout: BlogListLayout) =>
  withTexts(['blog'], () =>
    import('../features/blog/routes/blog-list-page').then((m) => ({
      element: <m.BlogListPage filter={filter} layout={layout} />,
    })),
  );
const blogPost = (variant: BlogPostVariant) =>
  withTexts(['blog'], () =>
    import('../features/blog/routes/blog-post-page').then((m) => ({
      // Keyed by variant: moving between the three post pages starts each afresh.
      element: <m.BlogPostPage key={variant} variant={variant} />,
    })),
  );

const shopPage = <K extends string>(load: () => Promise<Record<K, () => React.JSX.Element>>, name: K) =>
  withTexts(['shop'], () => load().then((m) => ({ Component: m[name] })));

/** Pages in the main layout (big header and footer); each page's code loads when first visited. */
function errorPage(variant: 'one' | 'two') {
  return () =>
    import('../features/pages/routes/error-page').then((m) => ({ element: <m.ErrorPage variant={variant} /> }));
}

const mainRoutes: RouteObject[] = [
  ...[webPaths.home, webPaths.homeAlias].map((path) => ({
    path,
    loader: prefetchBrowse('home'),
    lazy: homePage,
    handle: drawnOnServer('src/features/pages/routes/home-page.tsx', homePageTexts),
  })),
  ...(
    [
      [webPaths.movies, 'movies', 'movies'],
      [webPaths.tvShows, 'tv', 'tvShows'],
      [webPaths.videos, 'videos', 'videos'],
    ] as const
  ).map(([path, placement, section]) => ({
    path,
    loader: prefetchBrowse(placement),
    lazy: browsePage(section),
    handle: drawnOnServer('src/features/catalogue/routes/browse-page.tsx'),
  })),
  ...(
    [
      [webPaths.movieDetail, 'movie'],
      [webPaths.showDetail, 'show'],
      [webPaths.videoDetail, 'video'],
    ] as const
  ).map(([path, kind]) => ({
    path,
    loader: prefetchTitle,
    lazy: titleDetailPage(kind),
    handle: drawnOnServer('src/features/catalogue/routes/title-detail-page.tsx', titlePageTexts),
  })),
  {
    path: webPaths.titlePreview,
    // The band names the title's status in the console's words.
    lazy: withTexts([...titlePageTexts, 'admin'], () =>
      import('../features/catalogue/routes/title-preview-page').then((m) => ({ Component: m.TitlePreviewPage })),
    ),
  },
  {
    path: webPaths.episode,
    lazy: withTexts(titlePageTexts, () =>
      import('../features/catalogue/routes/episode-page').then((m) => ({ Component: m.EpisodePage })),
    ),
  },
  { path: webPaths.allMovies, lazy: listPage('movies') },
  { path: webPaths.allSeries, lazy: listPage('series') },
  {
    path: webPaths.viewAll,
    lazy: withTexts(['catalogue', 'account'], () =>
      import('../features/catalogue/routes/view-all-page').then((m) => ({ Component: m.ViewAllPage })),
    ),
  },
  { path: webPaths.genres, lazy: () => genresPage().then((m) => ({ Component: m.GenresPage })) },
  { path: webPaths.allGenres, lazy: () => genresPage().then((m) => ({ Component: m.GenreTitlesPage })) },
  {
    path: webPaths.tags,
    lazy: () => import('../features/catalogue/routes/tags-page').then((m) => ({ Component: m.TagsPage })),
  },
  { path: webPaths.cast, lazy: castPage(false) },
  { path: webPaths.castViewAll, lazy: castPage(true) },
  {
    path: webPaths.castDetail,
    lazy: withTexts(['catalogue', 'account'], () =>
      import('../features/catalogue/routes/person-page').then((m) => ({ Component: m.PersonPage })),
    ),
  },
  {
    path: webPaths.account,
    // Orders and downloads use the shop's texts (statuses, payment methods), the plan the plans'.
    lazy: withTexts(['account', 'plans', 'shop'], () =>
      import('../features/account/routes/account-page').then((m) => ({ Component: m.AccountPage })),
    ),
  },
  {
    path: webPaths.subscription,
    lazy: () =>
      import('../features/subscriptions/routes/subscription-page').then((m) => ({ Component: m.SubscriptionPage })),
  },
  {
    path: webPaths.paymentSuccess,
    lazy: () =>
      import('../features/subscriptions/routes/payment-success-page').then((m) => ({
        Component: m.PaymentSuccessPage,
      })),
  },
  {
    path: webPaths.invoice,
    lazy: () => import('../features/subscriptions/routes/invoice-page').then((m) => ({ Component: m.InvoicePage })),
  },
  {
    path: webPaths.pricing,
    lazy: () => import('../features/subscriptions/routes/pricing-page').then((m) => ({ Component: m.PricingPage })),
  },
  {
    path: webPaths.search,
    lazy: () => import('../features/catalogue/routes/search-page').then((m) => ({ Component: m.SearchPage })),
  },
  ...(['confirm', 'unsubscribe'] as const).map((action) => ({
    path: action === 'confirm' ? webPaths.newsletterConfirm : webPaths.newsletterUnsubscribe,
    lazy: () =>
      import('../features/newsletter/routes/newsletter-link-page').then((m) => ({
        element: <m.NewsletterLinkPage key={action} action={action} />,
      })),
  })),
  {
    path: webPaths.blogs,
    lazy: blogList('all', 'standard'),
    handle: drawnOnServer('src/features/blog/routes/blog-list-page.tsx', ['blog']),
  },
  { path: webPaths.blogsTag, lazy: blogList('tag', 'standard') },
  { path: webPaths.blogsCategory, lazy: blogList('category', 'standard') },
  { path: webPaths.blogsDate, lazy: blogList('date', 'standard') },
  { path: webPaths.blogsAuthor, lazy: blogList('author', 'standard') },
  { path: webPaths.blogsGrid, lazy: blogList('all', 'grid') },
  { path: webPaths.blogsSidebar, lazy: blogList('all', 'sidebar') },
  {
    path: webPaths.blogDetail,
    lazy: blogPost('detail'),
    handle: drawnOnServer('src/features/blog/routes/blog-post-page.tsx', ['blog']),
  },
  { path: webPaths.blogTemplate, lazy: blogPost('template') },
  { path: webPaths.blogSingle, lazy: blogPost('single') },
  {
    path: webPaths.aboutUs,
    lazy: () => import('../features/pages/routes/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: webPaths.contactUs,
    lazy: () => import('../features/contact/routes/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: webPaths.grievance,
    lazy: () => import('../features/contact/routes/grievance-page').then((m) => ({ Component: m.GrievancePage })),
  },
  {
    path: webPaths.faq,
    lazy: () => import('../features/pages/routes/faq-page').then((m) => ({ Component: m.FaqPage })),
  },
  {
    path: webPaths.termsAndCondition,
    lazy: () => legalPage().then((m) => ({ element: <m.LegalPage document="terms" /> })),
  },
  { path: webPaths.termsOfUse, lazy: () => legalPage().then((m) => ({ element: <m.LegalPage document="terms" /> })) },
  {
    path: webPaths.privacyPolicy,
    lazy: () => legalPage().then((m) => ({ element: <m.LegalPage document="privacy" /> })),
  },
  {
    path: webPaths.privacyPolicyLegacy,
    lazy: () => legalPage().then((m) => ({ element: <m.LegalPage document="privacy" /> })),
  },
  {
    path: webPaths.refundPolicy,
    lazy: () => legalPage().then((m) => ({ element: <m.LegalPage document="refund" /> })),
  },
  {
    path: webPaths.deleteAccount,
    lazy: () => legalPage().then((m) => ({ element: <m.LegalPage document="deleteAccount" /> })),
  },
  {
    path: webPaths.watchlist,
    lazy: withTexts(['library', 'catalogue'], () =>
      import('../features/library/routes/watchlist-page').then((m) => ({ Component: m.WatchlistPage })),
    ),
  },
  {
    path: webPaths.playlist,
    lazy: withTexts(['library', 'catalogue'], () =>
      import('../features/library/routes/playlist-page').then((m) => ({ Component: m.PlaylistPage })),
    ),
  },
  {
    path: webPaths.allProducts,
    lazy: shopPage(() => import('../features/shop/routes/shop-page'), 'ShopPage'),
    handle: drawnOnServer('src/features/shop/routes/shop-page.tsx', ['shop']),
  },
  {
    path: webPaths.productDetail,
    lazy: shopPage(() => import('../features/shop/routes/product-page'), 'ProductPage'),
    handle: drawnOnServer('src/features/shop/routes/product-page.tsx', ['shop']),
  },
  { path: webPaths.cart, lazy: shopPage(() => import('../features/shop/routes/cart-page'), 'CartPage') },
  { path: webPaths.wishlist, lazy: shopPage(() => import('../features/shop/routes/wishlist-page'), 'WishlistPage') },
  {
    path: webPaths.trackOrder,
    lazy: shopPage(() => import('../features/shop/routes/track-order-page'), 'TrackOrderPage'),
  },
  {
    path: webPaths.relatedMerchandise,
    lazy: shopPage(() => import('../features/shop/routes/related-merchandise-page'), 'RelatedMerchandisePage'),
  },
  {
    path: webPaths.checkout,
    // The billing fields are the account's address fields.
    lazy: withTexts(
      ['account'],
      shopPage(() => import('../features/shop/routes/checkout-page'), 'CheckoutPage'),
    ),
  },
  {
    path: webPaths.orderReceived,
    lazy: shopPage(() => import('../features/shop/routes/order-received-page'), 'OrderReceivedPage'),
  },
  {
    path: webPaths.restrictedContent,
    lazy: () =>
      import('../features/catalogue/routes/restricted-content-page').then((m) => ({
        Component: m.RestrictedNotice,
      })),
  },
  // An address nobody serves: the error page inside the site's header and footer, so the way on is at hand.
  { path: '*', lazy: errorPage('one') },
];

/** Full-screen pages without header and footer. */
const bareRoutes: RouteObject[] = [
  {
    path: webPaths.comingSoon,
    lazy: () => import('../features/pages/routes/coming-soon-page').then((m) => ({ Component: m.ComingSoonPage })),
  },
  {
    path: webPaths.sandboxPay,
    lazy: () =>
      import('../features/subscriptions/routes/sandbox-pay-page').then((m) => ({ Component: m.SandboxPayPage })),
  },
  {
    path: webPaths.login,
    lazy: () => import('../features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  ...[webPaths.register, webPaths.signUp].map((path) => ({
    path,
    lazy: () => import('../features/auth/routes/register-page').then((m) => ({ Component: m.RegisterPage })),
  })),
  {
    path: webPaths.lostPassword,
    lazy: () => import('../features/auth/routes/lost-password-page').then((m) => ({ Component: m.LostPasswordPage })),
  },
  {
    path: webPaths.profiles,
    lazy: withTexts(['profiles'], () =>
      import('../features/profiles/routes/profiles-page').then((m) => ({ Component: m.ProfilesPage })),
    ),
  },
  ...[webPaths.profileNew, webPaths.profileEdit].map((path) => ({
    path,
    lazy: withTexts(['profiles'], () =>
      import('../features/profiles/routes/profile-edit-page').then((m) => ({ Component: m.ProfileEditPage })),
    ),
  })),
  {
    path: webPaths.player,
    // The player's texts come with its code: loaded later, they would hold the first frame back.
    lazy: withTexts(['player', 'catalogue'], () =>
      import('../features/player/routes/player-page').then((m) => ({ Component: m.PlayerPage })),
    ),
  },
  { path: webPaths.errorPageOne, lazy: errorPage('one') },
  { path: webPaths.errorPageTwo, lazy: errorPage('two') },
];

/** The store's front page, in its own layout. */
const merchandiseRoutes: RouteObject[] = [
  {
    path: webPaths.merchandiseStore,
    lazy: shopPage(() => import('../features/shop/routes/merchandise-store-page'), 'MerchandiseStorePage'),
  },
];
/** The product list in the shop layout (the main header with the store's footer). */
const shopRoutes: RouteObject[] = [
  {
    path: webPaths.shop,
    lazy: shopPage(() => import('../features/shop/routes/shop-page'), 'ShopPage'),
    handle: drawnOnServer('src/features/shop/routes/shop-page.tsx', ['shop']),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's code arrives (the routes are lazy), instead of nothing and a warning.
    hydrateFallbackElement: <PageLoading />,
    children: [
      { element: <MainLayout />, errorElement: <RouteError />, children: mainRoutes },
      { element: <MerchandiseLayout />, errorElement: <RouteError />, children: merchandiseRoutes },
      { element: <ShopLayout />, errorElement: <RouteError />, children: shopRoutes },
      { element: <BareLayout />, errorElement: <RouteError />, children: bareRoutes },
      // The operator console: its own layout and routes, in a chunk no viewer's page loads.
      {
        path: webPaths.adminArea,
        errorElement: <RouteError />,
        // Members' pages name plan, payment and order states as My Account and the shop do.
        lazy: withTexts(['admin', 'catalogue', 'plans', 'shop'], () =>
          import('../features/admin/admin-area').then((m) => ({ Component: m.AdminArea })),
        ),
      },
    ],
  },
];
