import { useTranslation } from 'react-i18next';
import { htmlLangOf, languages, type Language } from '@reelhouse/contracts/locales';
import { useTheme } from '../theme/theme-context';
import { naturalDirection } from '../theme/theme-settings';

/** Each language is named in itself, so a person can find theirs whatever is showing now. */
export const nativeNames: Record<Language, string> = {
  en: 'English',
  ar: 'العربية',
  gr: 'Ελληνικά',
  fr: 'Français',
  de: 'Deutsch',
};

/** Switches the interface language, and the page's direction with it (Arabic reads right to left). */
export function useSwitchLanguage() {
  const { i18n } = useTranslation();
  const { update } = useTheme();
  return (language: Language) => {
    void i18n.changeLanguage(language);
    update({ direction: naturalDirection(language) });
  };
}

export function LanguageSelect({ id, className = '' }: { id: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  return (
    <div className={className}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm language-select"
        value={i18n.resolvedLanguage}
        onChange={(event) => switchLanguage(event.target.value as Language)}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={htmlLangOf[language]}>
            {nativeNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
