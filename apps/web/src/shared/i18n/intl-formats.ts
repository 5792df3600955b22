/**
 * Intl formatters, built once per locale and options and then kept: building one costs far more
 * than using it, and a page of cards formats a date or a price on every card (a profile of the
 * home page had the per-card formatter among its heaviest functions).
 */
const kept = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function keptFormat<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = kept.get(key) as T | undefined;
  if (!format) {
    format = make();
    kept.set(key, format);
  }
  return format;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return keptFormat(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return keptFormat(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}
