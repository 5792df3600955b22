import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { PageBanner } from '../../pages/components/page-banner';
import { usePlans } from '../api/plan-queries';
import { PlanCard } from '../components/plan-card';
import './plans.css';

/** The plan list the header's "Subscribe Now" leads to. */
export function SubscriptionPage() {
  const { t } = useTranslation('plans');
  const plans = usePlans();
  usePageTitle(t('subscription.title'));

  return (
    <>
      <PageBanner title={t('subscription.title')} lead={t('subscription.lead')} />
      <div className="container-xxl plans-page">
        {plans.isPending ? (
          <PageLoading />
        ) : plans.isError ? (
          <LoadError onRetry={() => void plans.refetch()} />
        ) : (
          <>
            <div className="plan-grid">
              {plans.data.items.map((plan) => (
                <PlanCard key={plan.code} plan={plan} />
              ))}
            </div>
            <p className="plans-page__note">
              {t('subscription.note')} <Link to={webPaths.pricing}>{t('subscription.compare')}</Link>
            </p>
          </>
        )}
      </div>
    </>
  );
}
