import { analyticsPeriods, overviewQuerySchema, type AnalyticsOverview } from '@reelhouse/contracts/analytics';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '../../../shared/i18n/intl-formats';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { LoadError } from '../../../shared/ui/load-error';
import { useAnalyticsOverview } from '../api/analytics-queries';
import { useListQuery } from '../components/use-list-query';
import { AdminPage } from '../layout/admin-page';
import { useDashboardFormats } from './dashboard-formats';
import { FigureTable, TitleLink } from '../components/figure-table';
import { FigureTiles } from './figure-tiles';
import { MoneySection } from './money-section';
import { QualitySection } from './quality-section';
import { total, valuesOf } from './series-values';
import { TimeChart } from './time-chart';
import './dashboard.css';

/** What viewers did over the chosen period, how playback went for them, and (for admins) the money. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const [{ days }, update] = useListQuery(overviewQuerySchema);
  const overview = useAnalyticsOverview(days);

  return (
    <AdminPage
      title={t('dashboard.heading')}
      actions={<PeriodPicker days={days} onChange={(chosen) => update({ days: chosen === 30 ? undefined : chosen })} />}
    >
      {overview.isError ? (
        <LoadError onRetry={() => void overview.refetch()} />
      ) : overview.data ? (
        <Dashboard figures={overview.data} busy={overview.isPlaceholderData} />
      ) : (
        <DashboardSkeleton />
      )}
    </AdminPage>
  );
}

/**
 * The period, held here as well as in the address: the radio a person picks stays picked at once,
 * even while the router's navigation to the new address is still committing (which would
 * otherwise spring it back for a moment, and lose a click that lands then).
 */
function PeriodPicker({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const { t } = useTranslation('admin');
  const [chosen, setChosen] = useState(days);
  const [shown, setShown] = useState(days);
  // The address changed by other means (Back, a link): the picker follows it.
  if (days !== shown) {
    setShown(days);
    setChosen(days);
  }
  return (
    <fieldset className="period-picker">
      <legend className="visually-hidden">{t('dashboard.period')}</legend>
      {analyticsPeriods.map((period) => (
        <label key={period} className="period-picker__choice">
          <input
            type="radio"
            name="dashboard-period"
            value={period}
            checked={chosen === period}
            onChange={() => {
              setChosen(period);
              onChange(period);
            }}
          />
          <span>{t('dashboard.periodDays', { count: period })}</span>
        </label>
      ))}
    </fieldset>
  );
}

function Dashboard({ figures, busy }: { figures: AnalyticsOverview; busy: boolean }) {
  const { t } = useTranslation('admin');
  const formats = useDashboardFormats();
  const day = dateFormat(useLocaleTag(), { dateStyle: 'medium', timeZone: 'UTC' });
  const dates = useMemo(() => figures.plays.map((point) => point.date), [figures]);
  const charts = useMemo(
    () => ({
      audience: [
        { label: t('dashboard.audience.visitors'), values: valuesOf(figures.visitors), tone: 'accent' as const },
        { label: t('dashboard.audience.newMembers'), values: valuesOf(figures.newMembers), tone: 'second' as const },
      ],
      plays: [{ label: t('dashboard.audience.plays'), values: valuesOf(figures.plays), tone: 'accent' as const }],
      watch: [
        { label: t('dashboard.audience.watchHours'), values: valuesOf(figures.watchHours), tone: 'second' as const },
      ],
    }),
    [figures, t],
  );

  return (
    <div className="dashboard" aria-busy={busy}>
      <p className="dashboard__span">
        {t('dashboard.span', {
          from: day.format(Date.parse(`${figures.from}T00:00:00Z`)),
          to: day.format(Date.parse(`${figures.to}T00:00:00Z`)),
          zone: figures.timeZone,
        })}
      </p>

      <section className="dashboard__section" aria-labelledby="dashboard-audience">
        <h2 id="dashboard-audience">{t('dashboard.audience.heading')}</h2>
        <FigureTiles
          label={t('dashboard.audience.heading')}
          figures={[
            { label: t('dashboard.audience.visitors'), value: formats.count(total(figures.visitors)) },
            { label: t('dashboard.audience.newMembers'), value: formats.count(total(figures.newMembers)) },
            { label: t('dashboard.audience.plays'), value: formats.count(total(figures.plays)) },
            { label: t('dashboard.audience.watchHours'), value: formats.hours(total(figures.watchHours)) },
          ]}
        />
        <div className="dashboard__charts">
          <TimeChart
            caption={t('dashboard.audience.visitorsChart')}
            dates={dates}
            series={charts.audience}
            format={formats.compactCount}
          />
          <TimeChart
            caption={t('dashboard.audience.playsChart')}
            dates={dates}
            series={charts.plays}
            format={formats.compactCount}
          />
          <TimeChart
            caption={t('dashboard.audience.watchChart')}
            dates={dates}
            series={charts.watch}
            format={formats.hours}
          />
        </div>
      </section>

      <section className="dashboard__section" aria-labelledby="dashboard-top">
        <h2 id="dashboard-top">{t('dashboard.top.heading')}</h2>
        <div className="dashboard__pair">
          <FigureTable
            caption={t('dashboard.top.byPlays')}
            rows={figures.topByPlays}
            rowKey={(row) => row.slug}
            empty={t('dashboard.top.noPlays')}
            columns={[
              { header: t('dashboard.top.byPlays'), cell: (row) => <TitleLink {...row} /> },
              { header: t('dashboard.audience.plays'), cell: (row) => formats.count(row.plays), numeric: true },
            ]}
          />
          <FigureTable
            caption={t('dashboard.top.byCompletion')}
            rows={figures.topByCompletion}
            rowKey={(row) => row.slug}
            empty={t('dashboard.top.noCompletion')}
            columns={[
              { header: t('dashboard.top.byCompletion'), cell: (row) => <TitleLink {...row} /> },
              { header: t('dashboard.top.completion'), cell: (row) => formats.percent(row.completion), numeric: true },
              { header: t('dashboard.audience.plays'), cell: (row) => formats.count(row.plays), numeric: true },
            ]}
          />
        </div>
      </section>

      <QualitySection quality={figures.quality} />
      {figures.money && <MoneySection money={figures.money} dates={dates} />}
    </div>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <div className="dashboard" aria-busy>
      <span className="visually-hidden">{t('dashboard.loading')}</span>
      <div className="figure-tiles" aria-hidden>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="figure-tile">
            <span className="skeleton-bar" />
            <span className="skeleton-bar figure-tile__skeleton-value" />
          </div>
        ))}
      </div>
      <div className="dashboard__charts" aria-hidden>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="time-chart time-chart--skeleton" />
        ))}
      </div>
    </div>
  );
}
