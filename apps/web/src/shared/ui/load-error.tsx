import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shown where content failed to load: says so, and offers to try again. */
export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="load-error surface-card" role="alert">
      <p className="load-error__text">{message ?? t('actions.loadFailed')}</p>
      <button type="button" className="btn btn-outline-light btn-sm" onClick={onRetry}>
        <RotateCw aria-hidden size={16} />
        {t('actions.retry')}
      </button>
    </div>
  );
}
