import { htmlLangOf, languages, rightToLeftLanguages, type Language } from '@reelhouse/contracts/locales';
import { useEffect, useRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { REVEAL_FIELD_EVENT } from '../../../shared/forms/reveal-field';
import { useTabs } from '../../../shared/ui/use-tabs';
import './language-tabs.css';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';

/** How a language's fields are written: its direction and its BCP 47 tag. */
export interface LanguageField {
  lang: Language;
  dir: 'ltr' | 'rtl';
  htmlLang: string;
}

/**
 * Texts in every interface language, one WAI-ARIA tab each, named in the console's language: English
 * marked required, another language marked missing until it has text (viewers then read English),
 * a tab with a wrong field marked too. Every language's fields stay rendered (in the form); only
 * the selected one shows. A right-to-left language's fields are written right to left. A form that
 * must focus a field in a hidden language (the first wrong one) gets its tab selected first.
 */
export function LanguageTabs({
  idPrefix,
  label,
  missing,
  wrong,
  children,
}: {
  idPrefix: string;
  label: string;
  missing: (lang: Language) => boolean;
  wrong: (lang: Language) => boolean;
  children: (field: LanguageField) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const tabs = useTabs(languages.length);
  const names = new Intl.DisplayNames([useLocaleTag()], { type: 'language' });
  const selected = languages[tabs.selected] ?? 'en';
  const container = useRef<HTMLDivElement>(null);
  const { setSelected } = tabs;
  useEffect(() => {
    const element = container.current;
    const reveal = (event: Event) => {
      const panel = (event.target as Element).closest('[role=tabpanel]');
      const index = languages.findIndex((lang) => panel?.id === `${idPrefix}-panel-${lang}`);
      // Synchronously, so the field is shown by the time the form focuses it.
      if (index >= 0) flushSync(() => setSelected(index));
    };
    element?.addEventListener(REVEAL_FIELD_EVENT, reveal);
    return () => element?.removeEventListener(REVEAL_FIELD_EVENT, reveal);
  }, [idPrefix, setSelected]);
  return (
    <div className="language-tabs" ref={container}>
      <div role="tablist" className="language-tabs__tabs" aria-label={label} onKeyDown={tabs.onKeyDown}>
        {languages.map((lang, index) => (
          <button
            key={lang}
            ref={tabs.tabRef(index)}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${lang}`}
            aria-selected={tabs.selected === index}
            aria-controls={`${idPrefix}-panel-${lang}`}
            tabIndex={tabs.selected === index ? 0 : -1}
            className={`language-tabs__tab ${wrong(lang) ? 'language-tabs__tab--wrong' : ''}`}
            onClick={() => tabs.setSelected(index)}
          >
            {names.of(htmlLangOf[lang])}
            {lang === 'en' && <span className="language-tabs__flag">{t('editor.texts.required')}</span>}
            {lang !== 'en' && missing(lang) && (
              <span className="language-tabs__flag language-tabs__flag--missing">{t('editor.texts.missing')}</span>
            )}
          </button>
        ))}
      </div>
      {languages.map((lang) => (
        <div
          key={lang}
          role="tabpanel"
          id={`${idPrefix}-panel-${lang}`}
          aria-labelledby={`${idPrefix}-tab-${lang}`}
          hidden={lang !== selected}
        >
          {lang !== 'en' && <p className="form-text">{t('editor.texts.fallback')}</p>}
          {children({ lang, dir: rightToLeftLanguages.has(lang) ? 'rtl' : 'ltr', htmlLang: htmlLangOf[lang] })}
        </div>
      ))}
    </div>
  );
}
