import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlanChangeKind } from '@reelhouse/contracts/plan-changes';
import type { Plan } from '@reelhouse/contracts/plans';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useSession } from '../../../shared/session/session-query';
import { dateFormat } from '../../../shared/i18n/intl-formats';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { useMySubscription } from '../api/use-entitlement';
import { usePublicConfig } from '../../../shared/config/public-config-query';
import { AutopaySwitch } from '../components/autopay-switch';
import { BuyPlanButton } from '../components/buy-plan-button';
import { ChangePlanButton } from '../components/change-plan-button';
import { BuyerStateField, rememberBuyerState, rememberedBuyerState } from '../components/buyer-state-field';
import { PlanCard } from '../components/plan-card';
import { planStanding } from '../components/plan-standing';
import { PlansFrame } from '../components/plans-frame';

/** The plan list the header's "Subscribe Now" leads to; a subscriber sees theirs marked. */
export function SubscriptionPage() {
  const { t } = useTranslation('plans');
  const { authenticated } = useSession();
  const subscription = useMySubscription(authenticated).data;
  const locale = useLocaleTag();
  const longDate = (iso: string | null | undefined) =>
    iso ? dateFormat(locale, { dateStyle: 'long' }).format(new Date(iso)) : '';
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
  /**
   * How a member who holds a plan moves to this one, when it is a change rather than a purchase: a
   * better plan is an upgrade; while the plan renews by itself, a lower one is a downgrade at
   * renewal, and their own plan undoes a downgrade they chose.
   */
  const changeOf = (plans: Plan[], plan: Plan): PlanChangeKind | null => {
    if (!subscription?.active || plan.price.totalPaise === 0) return null;
    const { standing } = change(plans, plan);
    if (standing === 'upgrade') return 'upgrade';
    if (!subscription.autoRenew) return null;
    if (standing === 'later') return 'downgrade';
    const downgraded = subscription.renewal !== null && subscription.renewal.plan.code !== plan.code;
    return standing === 'current' && downgraded ? 'keep' : null;
  };
  /** The plan a member holds and renews by itself is not bought again: it says when it renews. */
  const renewsAsItIs = (plans: Plan[], plan: Plan) =>
    subscription?.autoRenew === true &&
    change(plans, plan).standing === 'current' &&
    subscription.renewal?.plan.code === plan.code;
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
                {renewsAsItIs(plans, plan) ? (
                  <p className="plan-card__note">
                    {t('change.current.renews', { date: longDate(subscription?.nextRenewalAt) })}
                  </p>
                ) : subscription && changeOf(plans, plan) ? (
                  <ChangePlanButton plan={plan} kind={changeOf(plans, plan) ?? 'keep'} subscription={subscription} />
                ) : (
                  <BuyPlanButton
                    plan={plan}
                    change={change(plans, plan)}
                    buyerState={buyerState}
                    autopay={autopayOffered && autopay}
                  />
                )}
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
