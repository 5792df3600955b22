import type { Language } from '@reelhouse/contracts/locales';

/** A text in every interface language: the type makes a missing translation a compile error. */
export type Localized = Record<Language, string>;

export const l = (en: string, ar: string, gr: string, fr: string, de: string): Localized => ({ en, ar, gr, fr, de });
