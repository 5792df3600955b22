import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../shared/ui/page-loading';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { BackToTopButton } from './scroll-behaviour';

/** The main layout: big header, the page, footer. */
export function MainLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <BackToTopButton />
    </>
  );
}
