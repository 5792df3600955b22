import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../../shared/config/public-config-query';

/** A member without an operator role who opens the console: what it is, and the way back. */
export function ForbiddenPage() {
  const { t } = useTranslation('admin');
  const { serviceName } = usePublicConfig();
  return (
    <main className="admin-standalone" id="main" tabIndex={-1}>
      <div className="admin-standalone__card surface-card">
        <ShieldAlert aria-hidden size={40} className="admin-standalone__icon" />
        <h1>{t('forbidden.title')}</h1>
        <p>{t('forbidden.body', { service: serviceName })}</p>
        <Link to="/" className="btn btn-accent">
          {t('forbidden.home')}
        </Link>
      </div>
    </main>
  );
}
