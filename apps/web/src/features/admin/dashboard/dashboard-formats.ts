import { useMemo } from 'react';
import { numberFormat } from '../../../shared/i18n/intl-formats';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';

/** How the dashboard writes its figures in the reader's language; stable while the language stays. */
export function useDashboardFormats() {
  const locale = useLocaleTag();
  return useMemo(() => {
    const count = numberFormat(locale);
    const compact = numberFormat(locale, { notation: 'compact' });
    const hours = numberFormat(locale, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 });
    const seconds = numberFormat(locale, { style: 'unit', unit: 'second', maximumFractionDigits: 2 });
    const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    // Indian prices keep Latin digits in every language, as the shop writes them.
    const rupees = numberFormat(locale, { style: 'currency', currency: 'INR', numberingSystem: 'latn' });
    const rupeesCompact = numberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      numberingSystem: 'latn',
      notation: 'compact',
    });
    return {
      count: (value: number) => count.format(value),
      compactCount: (value: number) => compact.format(value),
      hours: (value: number) => hours.format(value),
      /** A duration given in milliseconds, written in seconds; a dash without reports. */
      startup: (ms: number | null) => (ms === null ? '—' : seconds.format(ms / 1000)),
      percent: (share: number) => percent.format(share),
      money: (paise: number) => rupees.format(paise / 100),
      compactMoney: (paise: number) => rupeesCompact.format(paise / 100),
    };
  }, [locale]);
}

export type DashboardFormats = ReturnType<typeof useDashboardFormats>;
