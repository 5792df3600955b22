import { Eye, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { LoadError } from '../../../shared/ui/load-error';
import { MissingItem } from '../../../shared/ui/missing-item';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useTitlePagePreview } from '../api/title-preview-query';
import { useItemSlug } from '../use-item-slug';
import { TitleDetailSkeleton, TitleDetailView } from './title-detail-page';
import './title-preview-page.css';

/**
 * /title-preview/:slug: the console's "Preview": a title's page in the site's frame, as visitors
 * will see it once public, under a band that says it is a preview, in what status, and leads back
 * to the editor. Operators only: a visitor is asked to sign in, a member told it is not for them.
 */
export function TitlePreviewPage() {
  const { t } = useTranslation(['catalogue', 'admin']);
  const { pathname } = useLocation();
  const slug = useItemSlug();
  const query = useTitlePagePreview(slug);
  const missing = { listTo: webPaths.allMovies, listLabel: t('lists.allMovies') };
  if (query.isPending) return <TitleDetailSkeleton />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 401) return <Navigate replace to={`/login?${new URLSearchParams({ next: pathname })}`} />;
    if (status === 403)
      return (
        <div className="container-xxl py-5">
          <h1 className="h3">{t('admin:forbidden.title')}</h1>
        </div>
      );
    if (status === 404 || status === 400) return <MissingItem {...missing} />;
    return (
      <div className="container-xxl py-5">
        <LoadError onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const { status, page } = query.data;
  return (
    <>
      <aside className="title-preview-band" aria-label={t('preview.label')}>
        <div className="container-xxl title-preview-band__inner">
          <Eye aria-hidden size={20} />
          <p>
            <strong>{t('preview.notice')}</strong> {t('preview.status', { status: t(`admin:titles.status.${status}`) })}{' '}
            {t('preview.inert')}
          </p>
          <Link className="btn btn-sm btn-outline-light" to={`/admin/titles/${encodeURIComponent(page.slug)}`}>
            <Pencil aria-hidden size={14} />
            {t('preview.edit')}
          </Link>
        </div>
      </aside>
      <TitleDetailView title={page} />
    </>
  );
}
