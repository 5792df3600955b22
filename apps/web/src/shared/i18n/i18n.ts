import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, htmlLangOf, isLanguage, languages } from '@reelhouse/contracts/locales';

/** Same key as boot.js, which reads it before the first paint. */
export const LANGUAGE_STORAGE_KEY = 'reelhouse.language';

/** Namespaces: `common` for the shell, one per content area, each loaded only when a page needs it. */
export const namespaces = [
  'common',
  'pages',
  'catalogue',
  'account',
  'library',
  'player',
  'plans',
  'blog',
  'shop',
  'admin',
  'profiles',
] as const;
export type TextNamespace = (typeof namespaces)[number];

/**
 * The language boot.js chose before the first paint (from `?lang=`, else the one remembered, else
 * English): read back from `<html lang>` rather than detected a second time.
 */
function bootLanguage(): string {
  const tag = document.documentElement.lang;
  return languages.find((language) => htmlLangOf[language] === tag) ?? defaultLanguage;
}

void i18n
  .use(resourcesToBackend((language: string, namespace: string) => import(`./locales/${language}/${namespace}.json`)))
  .use(initReactI18next)
  .init({
    supportedLngs: [...languages],
    // Every locale is complete (a test enforces it), so a supported language needs no fallback download.
    fallbackLng: (code) => (isLanguage(code) ? [] : [defaultLanguage]),
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    lng: bootLanguage(),
    interpolation: { escapeValue: false },
  });

/** Sets `<html lang>` and remembers the language (a `?lang=` link included) for the next visit. */
function followLanguage(language: string) {
  if (!isLanguage(language)) return;
  document.documentElement.setAttribute('lang', htmlLangOf[language]);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode, quota): the language holds for this visit only.
  }
}
followLanguage(i18n.language);
i18n.on('languageChanged', followLanguage);

export { i18n };
