import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Plan } from '@reelhouse/contracts/plans';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useSession } from '../../../shared/session/session-query';
import { useMySubscription } from '../api/use-entitlement';
import { usePublicConfig } from '../../../shared/config/public-config-query';
import { AutopaySwitch } from '../components/autopay-switch';
import { BuyPlanButton } from '../components/buy-plan-button';
import { BuyerStateField, rememberBuyerState, rememberedBuyerState } from '../components/buyer-state-field';
import { PlanCard } from '../components/plan-card';
import { planStanding } from '../components/plan-standing';
import { PlansFrame } from '../components/plans-frame';

/** The plan list the header's "Subscribe Now" leads to; a subscriber sees theirs marked. */
export function SubscriptionPage() {
  const { t } = useTranslation('plans');
  const { authenticated } = useSession();
  const subscription = useMySubscription(authenticated).data;
  const held =
    subscription?.active && subscription.plan && subscription.endsAt
      ? { name: subscription.plan.name, endsAt: subscription.endsAt }
      : null;
  const change = (plans: Plan[], plan: Plan) => ({
    standing: planStanding(
      plans.map((item) => item.code),
      subscription,
      plan.code,
    ),
    held,
  });
  const [state, setState] = useState(rememberedBuyerState);
  const [stateMissing, setStateMissing] = useState(false);
  const autopayOffered = usePublicConfig().autopay;
  const [autopay, setAutopay] = useState(true);
  const stateField = useRef<HTMLSelectElement>(null);
  const buyerState = {
    code: state,
    ask: () => {
      setStateMissing(true);
      stateField.current?.focus();
    },
  };
  return (
    <PlansFrame title={t('subscription.title')} lead={t('subscription.lead')}>
      {(plans) => (
        <>
          {authenticated && (
            <BuyerStateField
              ref={stateField}
              value={state}
              missing={stateMissing && !state}
              onChange={(code) => {
                setState(code);
                rememberBuyerState(code);
              }}
            />
          )}
          {authenticated && autopayOffered && <AutopaySwitch checked={autopay} onChange={setAutopay} />}
          <div className="plan-grid">
            {plans.map((plan) => (
              <PlanCard
                key={plan.code}
                plan={plan}
                heldUntil={change(plans, plan).standing === 'current' ? held?.endsAt : undefined}
              >
                <BuyPlanButton
                  plan={plan}
                  change={change(plans, plan)}
                  buyerState={buyerState}
                  autopay={autopayOffered && autopay}
                />
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
