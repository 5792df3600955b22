import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { Collapse } from '../../../shared/ui/collapse';
import { useBrandValues } from '../brand-values';
import { PageBanner } from '../components/page-banner';
import './faq-page.css';

interface Question {
  question: string;
  answer: string;
}

/** Questions with collapsible answers; one answer is open at a time. */
export function FaqPage() {
  const { t } = useTranslation('pages');
  const values = useBrandValues();
  const questions = t('faq.items', { returnObjects: true, ...values }) as Question[];
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  usePageTitle(t('faq.title'));

  return (
    <>
      <PageBanner title={t('faq.title')} lead={t('faq.intro', values)} />
      <div className="container-xxl faq-page">
        <div className="faq-list">
          {questions.map((item, index) => {
            const expanded = open === index;
            const answerId = `${baseId}-answer-${index}`;
            return (
              <div key={item.question} className={`faq-item${expanded ? ' is-open' : ''}`}>
                <h2 className="faq-item__heading">
                  <button
                    type="button"
                    className="faq-item__toggle"
                    aria-expanded={expanded}
                    aria-controls={answerId}
                    onClick={() => setOpen(expanded ? null : index)}
                  >
                    <span>{item.question}</span>
                    <Plus aria-hidden size={20} className="faq-item__icon" />
                  </button>
                </h2>
                <Collapse open={expanded} id={answerId}>
                  <p className="faq-item__answer">{item.answer}</p>
                </Collapse>
              </div>
            );
          })}
        </div>
      </div>
    </>
  );
}
