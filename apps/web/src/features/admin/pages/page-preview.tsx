import {
  fillPlaceholders,
  type ContentPageInput,
  type ContentPageKey,
  type PlaceholderValues,
} from '@reelhouse/contracts/content-pages';
import { htmlLangOf, rightToLeftLanguages } from '@reelhouse/contracts/locales';
import { useTranslation } from 'react-i18next';
import { FaqQuestions, LegalSections, useBrandValues } from '../../pages';

/**
 * The page as visitors will read it, drawn by the site's own components with this installation's
 * details filled in, in the page's language and direction.
 */
export function PagePreview({ pageKey, page }: { pageKey: ContentPageKey; page: ContentPageInput }) {
  const { t } = useTranslation('admin');
  const values: PlaceholderValues = useBrandValues();
  const fill = (text: string) => fillPlaceholders(text, values);
  const sections = page.sections
    .filter((section) => section.title.trim() || section.paragraphs.length > 0)
    .map((section) => ({ title: fill(section.title), paragraphs: section.paragraphs.map(fill) }));
  return (
    <aside className="page-preview" aria-labelledby="page-preview-heading">
      <h2 id="page-preview-heading" className="page-preview__label">
        {t('pages.preview')}
      </h2>
      <div
        className="page-preview__body"
        dir={rightToLeftLanguages.has(page.lang) ? 'rtl' : 'ltr'}
        lang={htmlLangOf[page.lang]}
      >
        <p className="page-preview__title">{fill(page.title)}</p>
        {page.intro && <p className="page-preview__intro">{fill(page.intro)}</p>}
        {pageKey === 'faq' ? <FaqQuestions sections={sections} /> : <LegalSections sections={sections} />}
      </div>
    </aside>
  );
}
