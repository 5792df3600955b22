import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@reelhouse/contracts/locales';

/**
 * Content (catalogue, blog, shop, pages) follows the interface language; the server falls back to
 * English per text. The language content is asked for in: the interface's, as i18n resolved it, or (before its first
 * texts have loaded, when route loaders already ask for data) the language it was started with.
 */
export function contentLanguageOf(i18n: {
  resolvedLanguage?: string;
  language?: string;
  options: { lng?: string };
}): Language {
  const language = i18n.resolvedLanguage ?? i18n.language ?? i18n.options.lng;
  return isLanguage(language) ? language : 'en';
}

/** The content language of the interface now shown. */
export function useContentLanguage(): Language {
  return contentLanguageOf(useTranslation().i18n);
}
