import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { Collapse } from '../../../shared/ui/collapse';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useContentPage } from '../api/content-page-query';
import { PageBanner } from '../../../shared/ui/page-banner';
import './faq-page.css';

/** The operator's questions (section titles) with collapsible answers; one answer is open at a time. */
export function FaqPage() {
  const page = useContentPage('faq');
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  usePageTitle(page.data?.title ?? null);
  if (page.isError) return <LoadError onRetry={() => void page.refetch()} />;
  if (!page.data) return <PageLoading />;
  const questions = page.data.sections;

  return (
    <>
      <PageBanner title={page.data.title} lead={page.data.intro} />
      <div className="container-xxl faq-page">
        <div className="faq-list">
          {questions.map((item, index) => {
            const expanded = open === index;
            const answerId = `${baseId}-answer-${index}`;
            return (
              <div key={item.title} className={`faq-item${expanded ? ' is-open' : ''}`}>
                <h2 className="faq-item__heading">
                  <button
                    type="button"
                    className="faq-item__toggle"
                    aria-expanded={expanded}
                    aria-controls={answerId}
                    onClick={() => setOpen(expanded ? null : index)}
                  >
                    <span>{item.title}</span>
                    <Plus aria-hidden size={20} className="faq-item__icon" />
                  </button>
                </h2>
                <Collapse open={expanded} id={answerId}>
                  {item.paragraphs.map((paragraph) => (
                    <p key={paragraph} className="faq-item__answer">
                      {paragraph}
                    </p>
                  ))}
                </Collapse>
              </div>
            );
          })}
        </div>
      </div>
    </>
  );
}
