import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dateFormat } from '../../../shared/i18n/intl-formats';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { useTheme } from '../../../shared/theme/theme-context';

export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** The theme's accent, or the chart's second colour. */
  tone: 'accent' | 'second';
}

const HEIGHT = 200;
const toneVariable = { accent: '--rh-accent-text', second: '--rh-chart-second' } as const;

/** A theme colour (#rrggbb) made see-through for the area under a line; none for other notations. */
function translucent(hex: string, alpha: number): string | undefined {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return match
    ? `rgb(${match
        .slice(1)
        .map((part) => Number.parseInt(part, 16))
        .join(' ')} / ${alpha})`
    : undefined;
}

/**
 * Daily figures drawn by uPlot, in the theme's colours, with the readout of the day under the
 * pointer as its legend. Time runs with the reading direction (right to left in Arabic, the
 * values' axis at the start side). The same figures are in a table for screen readers.
 */
export function TimeChart({
  caption,
  dates,
  series,
  format,
}: {
  caption: string;
  dates: readonly string[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const locale = useLocaleTag();
  const { settings } = useTheme();
  const day = dateFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const dayLabel = useTranslation('admin').t('dashboard.day');

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const colour = (name: string) => style.getPropertyValue(name).trim();
    const [muted, grid] = [colour('--rh-muted'), colour('--rh-border')];
    const rtl = settings.direction === 'rtl';
    const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        // Dates are UTC midnights: ticks and readouts fall on those days wherever the browser is.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: { x: { time: true, dir: rtl ? -1 : 1 }, y: { range: (_, min, max) => [0, Math.max(max, min + 1)] } },
        axes: [
          { ...axis, values: (_, ticks) => ticks.map((tick) => day.format(tick * 1000)) },
          { ...axis, side: rtl ? 1 : 3, size: 64, values: (_, ticks) => ticks.map(format) },
        ],
        series: [
          { label: dayLabel, value: (_, seconds) => (seconds === null ? '—' : day.format(seconds * 1000)) },
          ...series.map(({ label, tone }) => {
            const stroke = colour(toneVariable[tone]);
            const fill = translucent(stroke, 0.12);
            return {
              label,
              stroke,
              width: 2,
              ...(fill && { fill }),
              points: { show: dates.length <= 31 },
              value: (_: uPlot, value: number | null) => (value === null ? '—' : format(value)),
            };
          }),
        ],
      },
      [dates.map((date) => Date.parse(`${date}T00:00:00Z`) / 1000), ...series.map(({ values }) => [...values])],
      element,
    );
    const resized = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resized.observe(element);
    return () => {
      resized.disconnect();
      plot.destroy();
    };
  }, [dates, series, format, day, dayLabel, settings.direction, settings.color]);

  return (
    <figure className="time-chart">
      <figcaption className="time-chart__caption">{caption}</figcaption>
      <div ref={holder} className="time-chart__plot" aria-hidden />
      <table className="visually-hidden">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{dayLabel}</th>
            {series.map(({ label }) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dates.map((date, index) => (
            <tr key={date}>
              <th scope="row">{day.format(Date.parse(`${date}T00:00:00Z`))}</th>
              {series.map(({ label, values }) => (
                <td key={label}>{format(values[index] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
