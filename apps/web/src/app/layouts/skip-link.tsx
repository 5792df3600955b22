import { useTranslation } from 'react-i18next';

/** The first thing a keyboard reaches: jumps past the header straight to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('actions.skipToContent')}
    </a>
  );
}
