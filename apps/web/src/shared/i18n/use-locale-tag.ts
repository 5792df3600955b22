import { useTranslation } from 'react-i18next';
import { htmlLangOf, isLanguage } from '@reelhouse/contracts/locales';

/** The BCP 47 tag of the current language, for Intl formatters (`gr` → `el`). */
export function useLocaleTag(): string {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? htmlLangOf[i18n.language] : 'en';
}
