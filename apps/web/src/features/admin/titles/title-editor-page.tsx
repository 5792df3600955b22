import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useAdminTitle } from '../api/admin-queries';
import { AdminPage } from '../layout/admin-page';
import { newTitleValues, titleValues } from './title-form';
import { TitleForm } from './title-form-view';
import './title-editor.css';

/** `/admin/titles/new` makes a title; `/admin/titles/<slug>` edits one, with its history. */
export function TitleEditorPage() {
  const { t } = useTranslation('admin');
  const { slug = 'new' } = useParams();
  const creating = slug === 'new';
  const title = useAdminTitle(creating ? null : slug);
  const crumbs = [{ label: t('titles.heading'), to: '/admin/titles' }];

  if (creating)
    return (
      <AdminPage title={t('editor.newTitle')} crumbs={crumbs}>
        <TitleForm initial={newTitleValues()} />
      </AdminPage>
    );
  if (title.isPending) return <PageLoading />;
  if (title.isError || !title.data)
    return (
      <AdminPage title={t('titles.heading')} crumbs={crumbs}>
        <LoadError onRetry={() => void title.refetch()} />
      </AdminPage>
    );
  return (
    <AdminPage title={title.data.translations.en?.name ?? title.data.slug} crumbs={crumbs}>
      {/* Keyed by slug: moving to another title starts its form afresh. */}
      <TitleForm key={title.data.slug} initial={titleValues(title.data)} saved={title.data} />
    </AdminPage>
  );
}
