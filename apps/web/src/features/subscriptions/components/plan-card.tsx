import type { ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@reelhouse/contracts/plans';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { usePlanTerms } from './use-plan-terms';
import { dateFormat } from '../../../shared/i18n/intl-formats';

/**
 * One plan: its price with the GST shown apart, everything it includes, and an action under it.
 * `heldUntil` marks the viewer's own plan, with the end of its paid time.
 */
export function PlanCard({ plan, heldUntil, children }: { plan: Plan; heldUntil?: string; children?: ReactNode }) {
  const { t } = useTranslation('plans');
  const terms = usePlanTerms();
  const locale = useLocaleTag();
  const free = plan.price.totalPaise === 0;
  const headingId = `plan-${plan.code}`;
  return (
    <article className={`plan-card surface-card${heldUntil ? ' plan-card--held' : ''}`} aria-labelledby={headingId}>
      {heldUntil && (
        <p className="plan-card__held">
          <span className="plan-card__held-badge">{t('change.current.badge')}</span>{' '}
          {t('change.current.until', {
            date: dateFormat(locale, { dateStyle: 'long' }).format(new Date(heldUntil)),
          })}
        </p>
      )}
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
