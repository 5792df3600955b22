import { webPaths } from '@reelhouse/contracts/web-routes';
import { useQuery } from '@tanstack/react-query';
import { Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { sessionQuery } from '../../../shared/session/session-query';
import { TitleGrid } from '../../catalogue';
import '../../../shared/styles/list-page.css';
import { useWatchlist } from '../api/library-queries';
import './library-pages.css';

/** /watchlist-detail: the titles the member saved, newest first; each card's bookmark takes one off. */
export function WatchlistPage() {
  const { t } = useTranslation('library');
  usePageTitle(t('watchlist.title'));
  const session = useQuery(sessionQuery);
  const watchlist = useWatchlist();

  if (session.isPending) return <PageLoading />;
  if (!session.data?.authenticated) return <Navigate to={`${webPaths.login}?next=${webPaths.watchlist}`} replace />;
  const items = watchlist.data?.items;
  return (
    <div className="container-xxl list-page">
      <header className="list-page__head">
        <h1 className="list-page__title">{t('watchlist.title')}</h1>
        {items && <p className="list-page__count">{t('watchlist.count', { count: items.length })}</p>}
      </header>
      {watchlist.isError && <LoadError onRetry={() => void watchlist.refetch()} />}
      {items?.length === 0 ? (
        <div className="library-empty surface-card">
          <Bookmark aria-hidden size={28} />
          <strong>{t('watchlist.empty')}</strong>
          <span className="text-muted-rh">{t('watchlist.emptyHint')}</span>
          <Link className="btn btn-accent" to={webPaths.allMovies}>
            {t('watchlist.browse')}
          </Link>
        </div>
      ) : (
        !watchlist.isError && <TitleGrid titles={items} />
      )}
    </div>
  );
}
