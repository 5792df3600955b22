import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accessTiers } from '@reelhouse/contracts/catalogue';
import type { Plan } from '@reelhouse/contracts/plans';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { PlansFrame } from '../components/plans-frame';
import { usePlanTerms } from '../components/use-plan-terms';

/** Every plan side by side, one row per thing that differs. */
export function PricingPage() {
  const { t } = useTranslation('plans');
  return (
    <PlansFrame title={t('pricing.title')} lead={t('pricing.lead')}>
      {(plans) => (
        <>
          <ComparisonTable plans={plans} />
          <p className="plans-page__note">
            <Link className="btn btn-accent" to={webPaths.subscription}>
              {t('pricing.choose')}
            </Link>
          </p>
        </>
      )}
    </PlansFrame>
  );
}

function ComparisonTable({ plans }: { plans: Plan[] }) {
  const { t } = useTranslation('plans');
  const terms = usePlanTerms();
  const row = (label: string, cell: (plan: Plan) => ReactNode) => (
    <tr>
      <th scope="row">{label}</th>
      {plans.map((plan) => (
        <td key={plan.code}>{cell(plan)}</td>
      ))}
    </tr>
  );
  const money = (paise: number) => (paise === 0 ? t('free') : terms.money(paise));

  return (
    <div className="pricing-table surface-card">
      <table>
        <caption className="visually-hidden">{t('pricing.caption')}</caption>
        <thead>
          <tr>
            <td />
            {plans.map((plan) => (
              <th key={plan.code} scope="col">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(t('fee'), (plan) => money(plan.price.basePaise))}
          {row(t('gstRow'), (plan) =>
            plan.price.gstPaise === 0 ? (
              '—'
            ) : (
              <>
                {money(plan.price.gstPaise)}
                <small className="pricing-table__aside">{terms.gst(plan)}</small>
              </>
            ),
          )}
          {row(t('total'), (plan) => (
            <>
              <strong>{money(plan.price.totalPaise)}</strong>
              {plan.price.totalPaise > 0 && <small className="pricing-table__aside">{terms.period(plan)}</small>}
            </>
          ))}
          {row(t('pricing.quality'), terms.quality)}
          {row(t('pricing.screens'), (plan) => plan.streams)}
          {accessTiers.map((tier) => row(terms.tier(tier), (plan) => <Mark included={plan.tiers.includes(tier)} />))}
          {row(t('adult'), (plan) => (
            <Mark included={plan.includesAdult} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Mark({ included }: { included: boolean }) {
  const { t } = useTranslation('plans');
  const Icon = included ? Check : X;
  return (
    <span className={`pricing-mark${included ? '' : ' pricing-mark--missing'}`}>
      <Icon aria-hidden size={18} />
      <span className="visually-hidden">{included ? t('included') : t('notIncluded')}</span>
    </span>
  );
}
