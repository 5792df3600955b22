import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../shared/ui/page-loading';

/** Where a layout shows its page; a spinner covers the moment a page's code or texts load. */
export function PageOutlet({ className }: { className?: string }) {
  return (
    <main id="main" className={className} tabIndex={-1}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
