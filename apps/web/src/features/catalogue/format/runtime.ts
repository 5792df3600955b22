import { dateFormat, numberFormat } from '../../../shared/i18n/intl-formats';

const unit = (locale: string, name: 'hour' | 'minute') =>
  numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' });

/** A runtime the way listings print it: "1h 52m", "45m", "2h" in English; CLDR's short units elsewhere. */
export function formatRuntime(totalMinutes: number, locale: string): string {
  const [hour, minute] = [unit(locale, 'hour'), unit(locale, 'minute')];
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return minute.format(minutes);
  if (minutes === 0) return hour.format(hours);
  return `${hour.format(hours)} ${minute.format(minutes)}`;
}

/** The year of an ISO date, in the locale's digits. */
export function formatYear(isoDate: string, locale: string): string {
  return dateFormat(locale, { year: 'numeric', timeZone: 'UTC' }).format(new Date(isoDate));
}

export function formatDate(isoDate: string, locale: string): string {
  return dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(isoDate));
}
