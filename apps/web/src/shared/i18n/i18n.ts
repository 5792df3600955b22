import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  LANGUAGE_COOKIE,
  defaultLanguage,
  htmlLangOf,
  isLanguage,
  languages,
  type Language,
} from '@reelhouse/contracts/locales';
import { pageState } from '../page-state';

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
 * English): read back from `<html lang>` rather than detected a second time. On the server, where
 * each page is drawn in its visitor's language by an instance of its own, English.
 */
export function bootLanguage(): Language {
  if (typeof document === 'undefined') return defaultLanguage;
  const tag = document.documentElement.lang;
  return languages.find((language) => htmlLangOf[language] === tag) ?? defaultLanguage;
}

/** The texts a page drawn on the server was drawn with, when they are in the boot language. */
function drawnTexts(language: Language) {
  const drawn = pageState();
  return drawn?.language === language ? { [language]: drawn.texts } : undefined;
}

/** Resolves once the starting language's texts are ready: hydration must draw what the server drew. */
export const i18nReady = i18n
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
    // Namespaces a drawn page came with need no download; the rest still load on demand.
    resources: drawnTexts(bootLanguage()),
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });

/**
 * Sets `<html lang>` and remembers the language (a `?lang=` link included) for the next visit: in
 * storage for boot.js, and in a cookie so the server draws the next page in it too.
 */
function followLanguage(language: string) {
  if (!isLanguage(language)) return;
  document.documentElement.setAttribute('lang', htmlLangOf[language]);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode, quota): the language holds for this visit only.
  }
}
if (typeof document !== 'undefined') {
  followLanguage(i18n.language);
  i18n.on('languageChanged', followLanguage);
}

export { i18n };
