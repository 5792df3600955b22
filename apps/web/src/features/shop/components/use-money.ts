import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';

/** Rupees from paise in the reader's language (₹1,499.00; Arabic digits stay Latin as Indian prices are). */
export function useMoney(): (paise: number) => string {
  const locale = useLocaleTag();
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', numberingSystem: 'latn' });
  return (paise: number) => format.format(paise / 100);
}
