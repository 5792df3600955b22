import { useTranslation } from 'react-i18next';
import { rightToLeftLanguages, type Language } from '@reelhouse/contracts/locales';

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * For values put into translated sentences (service name, company, e-mail). In right-to-left text
 * a Latin name would otherwise pull neighbouring punctuation to the wrong side; Unicode isolates
 * keep it in place. Left-to-right text gets the value unchanged.
 */
export function useIsolate(): (text: string) => string {
  const { i18n } = useTranslation();
  const rtl = rightToLeftLanguages.has(i18n.language as Language);
  return (text) => (rtl ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text);
}
