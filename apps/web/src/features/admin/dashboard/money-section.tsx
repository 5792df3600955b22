import type { AnalyticsOverview } from '@reelhouse/contracts/analytics';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardFormats } from './dashboard-formats';
import { FigureTable } from '../components/figure-table';
import { FigureTiles } from './figure-tiles';
import { total, valuesOf } from './series-values';
import { TimeChart } from './time-chart';

type Money = NonNullable<AnalyticsOverview['money']>;

/** What plans and the shop brought in (admins only): GST kept apart from the price. */
export function MoneySection({ money, dates }: { money: Money; dates: readonly string[] }) {
  const { t } = useTranslation('admin');
  const formats = useDashboardFormats();
  const charts = useMemo(
    () => ({
      plans: [
        { label: t('dashboard.money.beforeGst'), values: valuesOf(money.planRevenue), tone: 'accent' as const },
        { label: t('dashboard.money.gst'), values: valuesOf(money.planGst), tone: 'second' as const },
      ],
      shop: [
        { label: t('dashboard.money.orderRevenue'), values: valuesOf(money.orderRevenue), tone: 'accent' as const },
      ],
    }),
    [money, t],
  );

  return (
    <section className="dashboard__section" aria-labelledby="dashboard-money">
      <h2 id="dashboard-money">{t('dashboard.money.heading')}</h2>
      <FigureTiles
        label={t('dashboard.money.heading')}
        figures={[
          { label: t('dashboard.money.planRevenue'), value: formats.money(total(money.planRevenue)) },
          { label: t('dashboard.money.gst'), value: formats.money(total(money.planGst)) },
          { label: t('dashboard.money.orders'), value: formats.count(total(money.orders)) },
          { label: t('dashboard.money.orderRevenue'), value: formats.money(total(money.orderRevenue)) },
        ]}
      />
      <div className="dashboard__charts">
        <TimeChart
          caption={t('dashboard.money.plansChart')}
          dates={dates}
          series={charts.plans}
          format={formats.compactMoney}
        />
        <TimeChart
          caption={t('dashboard.money.shopChart')}
          dates={dates}
          series={charts.shop}
          format={formats.compactMoney}
        />
        <FigureTable
          caption={t('dashboard.money.subscriptions')}
          rows={money.activeSubscriptions}
          rowKey={(row) => row.plan}
          empty={t('dashboard.money.noSubscriptions')}
          columns={[
            { header: t('dashboard.money.subscriptions'), cell: (row) => <span dir="auto">{row.plan}</span> },
            { header: t('dashboard.money.members'), cell: (row) => formats.count(row.count), numeric: true },
          ]}
        />
      </div>
    </section>
  );
}
