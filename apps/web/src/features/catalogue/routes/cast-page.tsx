import { webPaths } from '@reelhouse/contracts/web-routes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { LoadError } from '../../../shared/ui/load-error';
import { usePeople } from '../api/catalogue-queries';
import { Pagination } from '../../../shared/ui/pagination';
import { PeopleGrid } from '../components/people-grid';
import '../../../shared/styles/list-page.css';

/**
 * /cast: a first selection of the people behind the catalogue, with the way to everyone;
 * /cast-view-all: everyone, a page at a time.
 */
export function CastPage({ all }: { all: boolean }) {
  const { t } = useTranslation('catalogue');
  const [search] = useSearchParams();
  const page = all ? Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1) : 1;
  const people = usePeople(page, all ? 24 : 12);
  const heading = all ? t('cast.allTitle') : t('cast.title');
  usePageTitle(heading);

  return (
    <div className="container-xxl list-page">
      <header className="list-page__head">
        <h1 className="list-page__title">{heading}</h1>
        {!all && (
          <Link className="btn btn-outline-light" to={webPaths.castViewAll}>
            {t('cast.viewAll')}
          </Link>
        )}
      </header>
      {people.isError ? (
        <LoadError onRetry={() => void people.refetch()} />
      ) : (
        <PeopleGrid people={people.data?.items} />
      )}
      {all && people.data && <Pagination page={people.data.page} totalPages={people.data.totalPages} />}
    </div>
  );
}
