/** The interface languages, in menu order. `gr` is the product's own code for Greek. */
export const languages = ['en', 'ar', 'gr', 'fr', 'de'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** The cookie the web app keeps the chosen language in, so pages drawn on the server use it too. */
export const LANGUAGE_COOKIE = 'rh_lang';

export const rightToLeftLanguages: ReadonlySet<Language> = new Set(['ar']);

/** BCP 47 tag for `<html lang>`: screen readers and fonts need `el`, not the product's `gr`. */
export const htmlLangOf: Record<Language, string> = {
  en: 'en',
  ar: 'ar',
  gr: 'el',
  fr: 'fr',
  de: 'de',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
