import { SiteHeader } from './header/site-header';
import { PageOutlet } from './page-outlet';
import { BackToTopButton } from './scroll-behaviour';
import { MerchandiseFooter } from './shop/merchandise-footer';
import { ShopHeader } from './shop/shop-header';
import { SkipLink } from './skip-link';

/** The merchandise store (/merchandise-store): its own header and footer. */
export function MerchandiseLayout() {
  return (
    <>
      <SkipLink />
      <ShopHeader />
      <PageOutlet />
      <MerchandiseFooter />
      <BackToTopButton />
    </>
  );
}

/** Shop pages reached from the main site (/shop): the main header with the store's footer. */
export function ShopLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <PageOutlet />
      <MerchandiseFooter />
      <BackToTopButton />
    </>
  );
}
