import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useBrandValues } from '../brand-values';
import { PageBanner } from '../components/page-banner';
import './legal-page.css';

export type LegalDocument = 'terms' | 'privacy' | 'refund' | 'deleteAccount';

interface Section {
  title: string;
  paragraphs: string[];
}

/** A policy page: numbered sections with a contents list, the operator's details filled in. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('pages');
  const values = useBrandValues();
  const title = t(`${document}.title`);
  const sections = t(`${document}.sections`, { returnObjects: true, ...values }) as Section[];
  usePageTitle(title);

  return (
    <>
      <PageBanner title={title} lead={t(`${document}.intro`, values)} />
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
            <p className="legal-page__updated">{t('updated', { date: t(`${document}.updated`) })}</p>
            {sections.map((section, index) => (
              <section key={section.title} id={`section-${index + 1}`} className="legal-page__section">
                <h2>
                  <span className="legal-page__number">{index + 1}.</span> {section.title}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}
