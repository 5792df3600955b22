import type { ContentPage } from '@reelhouse/contracts/content-pages';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Collapse } from '../../../shared/ui/collapse';
import './faq-questions.css';

/**
 * The FAQ's questions (section titles) with collapsible answers, one open at a time: on the site
 * and in the console's preview. Questions have no id of their own, so their place is their key.
 */
export function FaqQuestions({ sections }: Pick<ContentPage, 'sections'>) {
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  return (
    <div className="faq-list">
      {sections.map((item, index) => {
        const expanded = open === index;
        const answerId = `${baseId}-answer-${index}`;
        return (
          <div key={index} className={`faq-item${expanded ? ' is-open' : ''}`}>
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
              {item.paragraphs.map((paragraph, line) => (
                <p key={line} className="faq-item__answer">
                  {paragraph}
                </p>
              ))}
            </Collapse>
          </div>
        );
      })}
    </div>
  );
}
