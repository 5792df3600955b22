import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';

const ErrorPage = lazy(() => import('../features/pages/routes/error-page').then((m) => ({ default: m.ErrorPage })));

/**
 * A layout's error element: a 404 from the router shows the error page; anything thrown while
 * rendering or loading shows "Unexpected Application Error" with a way out.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <ErrorPage variant="one" />
      </Suspense>
    );
  }

  const message = error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : null;
  return (
    <main className="route-error container py-5" role="alert">
      <h1 className="route-error__title">{t('routeError.title')}</h1>
      <p className="text-muted-rh">{t('routeError.body')}</p>
      {message && <pre className="route-error__detail">{message}</pre>}
      <div className="d-flex flex-wrap gap-3 mt-4">
        <button type="button" className="btn btn-accent" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <Link className="btn btn-outline-light" to={webPaths.home} reloadDocument>
          {t('errorPage.backHome')}
        </Link>
      </div>
    </main>
  );
}
