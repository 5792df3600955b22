import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../shared/ui/page-loading';

/** No header or footer: full-screen pages such as coming soon, the error pages, sign-in and the player. */
export function BareLayout() {
  return (
    <main id="main" className="bare-layout">
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
