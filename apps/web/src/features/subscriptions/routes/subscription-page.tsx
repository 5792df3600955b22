import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { BuyPlanButton } from '../components/buy-plan-button';
import { PlanCard } from '../components/plan-card';
import { PlansFrame } from '../components/plans-frame';

/** The plan list the header's "Subscribe Now" leads to. */
export function SubscriptionPage() {
  const { t } = useTranslation('plans');
  return (
    <PlansFrame title={t('subscription.title')} lead={t('subscription.lead')}>
      {(plans) => (
        <>
          <div className="plan-grid">
            {plans.map((plan) => (
              <PlanCard key={plan.code} plan={plan}>
                <BuyPlanButton plan={plan} />
              </PlanCard>
            ))}
          </div>
          <p className="plans-page__note">
            {t('subscription.note')} <Link to={webPaths.pricing}>{t('subscription.compare')}</Link>
          </p>
        </>
      )}
    </PlansFrame>
  );
}
