import { priceWithGst } from '@reelhouse/contracts/plans';
import type { AdminPlan } from '@reelhouse/contracts/plans-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../../shared/format/use-money';
import { useContentLanguage } from '../../../shared/i18n/content-language';
import { LoadError } from '../../../shared/ui/load-error';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { useAdminPlans } from '../api/plans-queries';
import { FigureTable } from '../components/figure-table';
import { AdminPage } from '../layout/admin-page';

/** The plans, on sale and retired, with their terms and how many members hold each now. */
export function PlansPage() {
  const { t } = useTranslation(['admin', 'catalogue']);
  const plans = useAdminPlans();
  const lang = useContentLanguage();
  const money = useMoney();
  if (plans.isError) return <LoadError onRetry={() => void plans.refetch()} />;
  const total = (plan: AdminPlan) => priceWithGst(plan.pricePaise, Math.round(plan.gstPercent * 100)).totalPaise;
  return (
    <AdminPage title={t('nav.plans')}>
      <p className="text-muted-rh">{t('plans.intro')}</p>
      {plans.isPending ? (
        <p className="text-muted-rh">{t('table.loading')}</p>
      ) : (
        <FigureTable
          caption={t('nav.plans')}
          empty={t('plans.none')}
          rows={plans.data.items}
          rowKey={(plan) => plan.code}
          columns={[
            {
              header: t('plans.fields.name'),
              cell: (plan) => (
                <Link to={`/admin/plans/${plan.code}`} className="admin-title-cell__name">
                  <bdi>{plan.texts[lang].name || plan.texts.en.name}</bdi>
                </Link>
              ),
            },
            {
              header: t('plans.columns.price'),
              cell: (plan) => (
                <span>
                  <bdi>{money(plan.pricePaise)}</bdi> + <bdi>{plan.gstPercent}%</bdi> = <bdi>{money(total(plan))}</bdi>
                </span>
              ),
            },
            {
              header: t('plans.fields.billingMonths'),
              cell: (plan) => t('plans.months', { count: plan.billingMonths }),
            },
            { header: t('plans.fields.maxHeight'), cell: (plan) => `${plan.maxHeight}p`, numeric: true },
            { header: t('plans.fields.streams'), cell: (plan) => plan.streams, numeric: true },
            {
              header: t('plans.fields.tiers'),
              cell: (plan) => plan.tiers.map((tier) => t(`catalogue:tier.${tier}`)).join(', '),
            },
            { header: t('plans.columns.members'), cell: (plan) => plan.members, numeric: true },
            {
              header: t('plans.columns.status'),
              cell: (plan) => (
                <StatusBadge tone={plan.active ? 'success' : 'neutral'}>
                  {t(plan.active ? 'plans.onSale' : 'plans.retired')}
                </StatusBadge>
              ),
            },
          ]}
        />
      )}
    </AdminPage>
  );
}
