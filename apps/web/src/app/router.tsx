import { createBrowserRouter, type RouteObject } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';
import { MerchandiseLayout, ShopLayout } from './layouts/shop-layouts';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const legalPage = () => import('../features/pages/routes/legal-page');

/** Pages in the main layout (big header and footer); each page's code loads when first visited. */
const mainRoutes: RouteObject[] = [
  {
    path: webPaths.home,
    lazy: () => import('../features/pages/routes/home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: webPaths.aboutUs,
    lazy: () => import('../features/pages/routes/about-page').then((m) => ({ Component: m.AboutPage })),
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
    path: webPaths.restrictedContent,
    lazy: () =>
      import('../features/catalogue/routes/restricted-content-page').then((m) => ({
        Component: m.RestrictedContentPage,
      })),
  },
];

const errorPage = (variant: 'one' | 'two') => () =>
  import('../features/pages/routes/error-page').then((m) => ({ element: <m.ErrorPage variant={variant} /> }));

/** Full-screen pages without header and footer; unknown paths land here on the error page. */
const bareRoutes: RouteObject[] = [
  {
    path: webPaths.comingSoon,
    lazy: () => import('../features/pages/routes/coming-soon-page').then((m) => ({ Component: m.ComingSoonPage })),
  },
  { path: webPaths.errorPageOne, lazy: errorPage('one') },
  { path: webPaths.errorPageTwo, lazy: errorPage('two') },
  { path: '*', lazy: errorPage('one') },
];

/** The store's pages (/merchandise-store) and the shop's (/shop) arrive with the shop capability. */
const merchandiseRoutes: RouteObject[] = [];
const shopRoutes: RouteObject[] = [];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { element: <MainLayout />, errorElement: <RouteError />, children: mainRoutes },
      { element: <MerchandiseLayout />, errorElement: <RouteError />, children: merchandiseRoutes },
      { element: <ShopLayout />, errorElement: <RouteError />, children: shopRoutes },
      { element: <BareLayout />, errorElement: <RouteError />, children: bareRoutes },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
