import { SiteFooter } from './footer/site-footer';
import { SkipLink } from './skip-link';
import { SiteHeader } from './header/site-header';
import { PageOutlet } from './page-outlet';
import { BackToTopButton } from './scroll-behaviour';
import { TabBar } from './tab-bar';
import { TakeOverWhenNear } from '../../shared/ui/take-over-when-near';

/** The main layout: big header, the page, footer (and on phones the tab bar). */
export function MainLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <PageOutlet />
      <TakeOverWhenNear>
        <SiteFooter />
      </TakeOverWhenNear>
      <TabBar />
      {/* After the bar, which it floats above (tab-bar.css). */}
      <BackToTopButton />
    </>
  );
}
