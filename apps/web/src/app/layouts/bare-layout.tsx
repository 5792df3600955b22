import { PageOutlet } from './page-outlet';

/** No header or footer: full-screen pages such as coming soon, the error pages, sign-in and the player. */
export function BareLayout() {
  return <PageOutlet className="bare-layout" />;
}
