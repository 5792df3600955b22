import type { AnalyticsOverview } from '@reelhouse/contracts/analytics';
import { useTranslation } from 'react-i18next';
import { useDashboardFormats } from './dashboard-formats';
import { FigureTable, TitleLink, type FigureColumn } from '../components/figure-table';
import { FigureTiles } from './figure-tiles';

type Quality = AnalyticsOverview['quality'];
type QualityFigures = Omit<Quality, 'byTitle' | 'byRendition'>;

/** Quality of experience: how fast playback started, how often it stalled, how often it failed. */
export function QualitySection({ quality }: { quality: Quality }) {
  const { t } = useTranslation('admin');
  const formats = useDashboardFormats();
  const figureColumns: FigureColumn<QualityFigures>[] = [
    { header: t('dashboard.audience.plays'), cell: (row) => formats.count(row.plays), numeric: true },
    {
      header: t('dashboard.quality.startupMedian'),
      cell: (row) => formats.startup(row.startupMedianMs),
      numeric: true,
    },
    { header: t('dashboard.quality.startupP95'), cell: (row) => formats.startup(row.startupP95Ms), numeric: true },
    { header: t('dashboard.quality.rebuffering'), cell: (row) => formats.percent(row.rebufferingRatio), numeric: true },
    { header: t('dashboard.quality.fatalErrors'), cell: (row) => formats.count(row.fatalErrors), numeric: true },
  ];

  return (
    <section className="dashboard__section" aria-labelledby="dashboard-quality">
      <h2 id="dashboard-quality">{t('dashboard.quality.heading')}</h2>
      <p className="dashboard__intro">{t('dashboard.quality.intro')}</p>
      <FigureTiles
        label={t('dashboard.quality.heading')}
        figures={[
          { label: t('dashboard.quality.startupMedian'), value: formats.startup(quality.startupMedianMs) },
          { label: t('dashboard.quality.startupP95'), value: formats.startup(quality.startupP95Ms) },
          {
            label: t('dashboard.quality.rebuffering'),
            value: formats.percent(quality.rebufferingRatio),
            note: t('dashboard.quality.rebufferingNote'),
          },
          { label: t('dashboard.quality.fatalErrors'), value: formats.count(quality.fatalErrors) },
        ]}
      />
      <div className="dashboard__stack">
        <FigureTable
          caption={t('dashboard.quality.byTitle')}
          rows={quality.byTitle}
          rowKey={(row) => row.slug}
          empty={t('dashboard.top.noPlays')}
          columns={[
            { header: t('dashboard.quality.byTitle'), cell: (row) => <TitleLink {...row} /> },
            ...figureColumns,
          ]}
        />
        <FigureTable
          caption={t('dashboard.quality.byRendition')}
          rows={quality.byRendition}
          rowKey={(row) => String(row.height)}
          empty={t('dashboard.top.noPlays')}
          columns={[
            {
              header: t('dashboard.quality.byRendition'),
              cell: (row) =>
                row.height === 0 ? t('dashboard.quality.renditionUnknown') : <bdi dir="ltr">{`${row.height}p`}</bdi>,
            },
            ...figureColumns,
          ]}
        />
      </div>
    </section>
  );
}
