import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../layout/admin-page';

/** A console address that names no page: said so inside the console, with the way to its start. */
export function NotFoundPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('notFound.title')}>
      <p className="text-muted-rh">{t('notFound.body')}</p>
      <Link to="/admin" className="btn btn-accent">
        {t('notFound.back')}
      </Link>
    </AdminPage>
  );
}
