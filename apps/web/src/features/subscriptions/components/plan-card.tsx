import type { ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@reelhouse/contracts/plans';
import { usePlanTerms } from './use-plan-terms';

/** One plan: its price with the GST shown apart, everything it includes, and an action under it. */
export function PlanCard({ plan, children }: { plan: Plan; children?: ReactNode }) {
  const { t } = useTranslation('plans');
  const terms = usePlanTerms();
  const free = plan.price.totalPaise === 0;
  const headingId = `plan-${plan.code}`;
  return (
    <article className="plan-card surface-card" aria-labelledby={headingId}>
      <h2 className="plan-card__name" id={headingId}>
        {plan.name}
      </h2>
      <p className="plan-card__description">{plan.description}</p>
      <p className="plan-card__price">
        <span className="plan-card__amount">{free ? t('free') : terms.money(plan.price.totalPaise)}</span>
        {!free && <span className="plan-card__period">{terms.period(plan)}</span>}
      </p>
      {!free && (
        <dl className="plan-card__breakdown">
          <div>
            <dt>{t('fee')}</dt>
            <dd>{terms.money(plan.price.basePaise)}</dd>
          </div>
          <div>
            <dt>{terms.gst(plan)}</dt>
            <dd>{terms.money(plan.price.gstPaise)}</dd>
          </div>
        </dl>
      )}
      <ul className="plan-card__features">
        <Feature included>{terms.quality(plan)}</Feature>
        <Feature included>{terms.screens(plan)}</Feature>
        {plan.tiers.map((tier) => (
          <Feature key={tier} included>
            {terms.tier(tier)}
          </Feature>
        ))}
        <Feature included={plan.includesAdult}>{t('adult')}</Feature>
        {plan.features.map((feature) => (
          <Feature key={feature} included>
            {feature}
          </Feature>
        ))}
      </ul>
      {children}
    </article>
  );
}

function Feature({ included, children }: { included: boolean; children: string }) {
  const { t } = useTranslation('plans');
  const Icon = included ? Check : X;
  return (
    <li className={`plan-feature${included ? '' : ' plan-feature--missing'}`}>
      <Icon aria-hidden size={18} className="plan-feature__icon" />
      <span>
        {children}
        {!included && <span className="visually-hidden"> ({t('notIncluded')})</span>}
      </span>
    </li>
  );
}
