import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
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
] as const;

void i18n
  .use(LanguageDetector)
  .use(resourcesToBackend((language: string, namespace: string) => import(`./locales/${language}/${namespace}.json`)))
  .use(initReactI18next)
  .init({
    supportedLngs: [...languages],
    // Every locale is complete (a test enforces it), so a supported language needs no fallback download.
    fallbackLng: (code) => (isLanguage(code) ? [] : [defaultLanguage]),
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    detection: {
      order: ['querystring', 'localStorage'],
      lookupQuerystring: 'lang',
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    interpolation: { escapeValue: false },
  });

i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) document.documentElement.setAttribute('lang', htmlLangOf[language]);
});

export { i18n };
