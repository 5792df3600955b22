import { dateFormat } from '../../../shared/i18n/intl-formats';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';

/** The console's date formats in the operator's language. */
export function useConsoleDates() {
  const locale = useLocaleTag();
  return {
    day: dateFormat(locale, { dateStyle: 'medium' }),
    moment: dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    /** A calendar date (YYYY-MM-DD) read as that day wherever the operator is. */
    calendar: dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
  };
}
