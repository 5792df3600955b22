import { webPaths } from '@reelhouse/contracts/web-routes';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useRail } from '../api/catalogue-queries';
import { DetailState } from '../components/detail/detail-state';
import { MissingItem } from '../../../shared/ui/missing-item';
import { TitleGrid } from '../components/title-grid';
import '../../../shared/styles/list-page.css';

/** /view-all?rail=<slug>: everything in one rail. */
export function ViewAllPage() {
  const { t } = useTranslation('catalogue');
  const [search] = useSearchParams();
  const slug = search.get('rail') ?? '';
  const query = useRail(slug);
  usePageTitle(query.data?.name ?? t('common:rail.viewAll'));
  const missing = { listTo: webPaths.home, listLabel: t('common:missing.home') };
  if (!slug) return <MissingItem {...missing} />;
  const skeleton = (
    <div className="container-xxl list-page">
      <span className="skeleton mb-4" style={{ width: '16rem', height: '2.5rem' }} />
      <TitleGrid titles={undefined} />
    </div>
  );
  return (
    <DetailState query={query} skeleton={skeleton} missing={missing}>
      {(rail) => (
        <div className="container-xxl list-page">
          <header className="list-page__head">
            <h1 className="list-page__title">{rail.name}</h1>
          </header>
          <TitleGrid
            titles={rail.items}
            shape={rail.items.every((title) => title.kind === 'video') ? 'landscape' : 'poster'}
          />
        </div>
      )}
    </DetailState>
  );
}
