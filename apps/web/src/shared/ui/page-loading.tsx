import { useTranslation } from 'react-i18next';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden />
      <span className="visually-hidden">{t('actions.loading')}</span>
    </div>
  );
}
