import { numberFormat } from '../i18n/intl-formats';
import { useLocaleTag } from '../i18n/use-locale-tag';

/** Rupees from paise in the reader's language (₹1,499.00; Arabic digits stay Latin as Indian prices are). */
export function useMoney(): (paise: number) => string {
  const format = numberFormat(useLocaleTag(), { style: 'currency', currency: 'INR', numberingSystem: 'latn' });
  return (paise: number) => format.format(paise / 100);
}
