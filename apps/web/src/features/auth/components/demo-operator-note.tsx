import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../shared/config/public-config-query';

/**
 * In demo mode the demo seed's operator account opens the console: the login page names it, and
 * one press puts its number in the field (its code is in the demo outbox like any other).
 */
export function DemoOperatorNote({ onUse }: { onUse: (mobile: string) => void }) {
  const { t } = useTranslation('account');
  const { demoOperatorMobile } = usePublicConfig();
  if (!demoOperatorMobile) return null;
  return (
    <p className="login-card__demo">
      <LayoutDashboard aria-hidden size={18} />
      <span>
        {t('login.demoOperator')} <bdi dir="ltr">{demoOperatorMobile}</bdi>.{' '}
        <button
          type="button"
          className="btn btn-link btn-sm p-0 align-baseline"
          onClick={() => onUse(demoOperatorMobile)}
        >
          {t('login.demoOperatorUse')}
        </button>
      </span>
    </p>
  );
}
