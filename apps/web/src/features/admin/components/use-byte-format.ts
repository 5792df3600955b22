import { numberFormat } from '../../../shared/i18n/intl-formats';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';

/** Bytes as people read them (byte, kB, MB, GB) in the console's language. */
export function useByteFormat() {
  const locale = useLocaleTag();
  return (bytes: number) => {
    const [value, unit] =
      bytes >= 1e9
        ? [bytes / 1e9, 'gigabyte']
        : bytes >= 1e6
          ? [bytes / 1e6, 'megabyte']
          : bytes >= 1e3
            ? [bytes / 1e3, 'kilobyte']
            : [bytes, 'byte'];
    return numberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
  };
}
