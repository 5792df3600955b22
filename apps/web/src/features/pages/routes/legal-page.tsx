import type { ContentPageKey } from '@reelhouse/contracts/content-pages';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useContentPage } from '../api/content-page-query';
import { PageBanner } from '../../../shared/ui/page-banner';
import { dateFormat } from '../../../shared/i18n/intl-formats';
import { LegalSections } from '../components/legal-sections';

export type LegalDocument = Exclude<ContentPageKey, 'faq'>;

/** A policy page as the operator keeps it: numbered sections with a contents list. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('pages');
  const locale = useLocaleTag();
  const page = useContentPage(document);
  usePageTitle(page.data?.title ?? null);
  if (page.isError) return <LoadError onRetry={() => void page.refetch()} />;
  if (!page.data) return <PageLoading />;
  const { title, intro, sections, updatedAt } = page.data;
  const updated = dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(updatedAt));

  return (
    <>
      <PageBanner title={title} lead={intro} />
      <div className="container-xxl legal-page">
        <div className="row gx-4 gy-5">
          <aside className="col-lg-4 col-xl-3 d-none d-lg-block">
            <nav className="legal-page__toc surface-card" aria-label={t('contents')}>
              <h2 className="legal-page__toc-title">{t('contents')}</h2>
              <ol>
                {sections.map((section, index) => (
                  <li key={section.title}>
                    <a href={`#section-${index + 1}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
          </aside>
          <article className="col-lg-8 col-xl-9">
            <p className="legal-page__updated">{t('updated', { date: updated })}</p>
            <LegalSections sections={sections} />
          </article>
        </div>
      </div>
    </>
  );
}
