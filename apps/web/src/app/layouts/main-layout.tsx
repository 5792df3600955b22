import { SiteFooter } from './footer/site-footer';
import { SkipLink } from './skip-link';
import { SiteHeader } from './header/site-header';
import { PageOutlet } from './page-outlet';
import { BackToTopButton } from './scroll-behaviour';

/** The main layout: big header, the page, footer. */
export function MainLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <PageOutlet />
      <SiteFooter />
      <BackToTopButton />
    </>
  );
}
