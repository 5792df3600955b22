import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTheme } from '../theme/theme-context';
import { useScrollTrack } from './use-scroll-track';
import './slider-row.css';

interface SliderRowProps<T> {
  heading: ReactNode;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** "View all" target, when the row is a preview of a longer list. */
  viewAllTo?: string;
  className?: string;
}

/**
 * A horizontal row of cards: a list the browser scrolls and snaps (touch, trackpad and keyboard
 * scrolling come with it, mirrored in right-to-left pages), with arrow buttons, and the arrow keys
 * while focus is inside, moving a view at a time.
 */
export function SliderRow<T>({ heading, items, itemKey, renderItem, viewAllTo, className = '' }: SliderRowProps<T>) {
  const { t } = useTranslation();
  const { direction } = useTheme().settings;
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const { atStart, atEnd, step } = useScrollTrack(track, direction);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step((event.key === 'ArrowRight') === (direction === 'ltr') ? 1 : -1);
  };
  const [PrevIcon, NextIcon] = direction === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];

  return (
    <section className={`slider-row ${className}`} aria-labelledby={headingId}>
      <div className="slider-row__head">
        <h2 className="slider-row__title" id={headingId}>
          {heading}
        </h2>
        {viewAllTo && (
          <Link className="slider-row__all" to={viewAllTo}>
            {t('rail.viewAll')}
          </Link>
        )}
        <div className="slider-row__arrows">
          <button
            type="button"
            className="icon-button"
            onClick={() => step(-1)}
            disabled={atStart}
            aria-label={t('rail.previous')}
          >
            <PrevIcon aria-hidden size={20} />
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={() => step(1)}
            disabled={atEnd}
            aria-label={t('rail.next')}
          >
            <NextIcon aria-hidden size={20} />
          </button>
        </div>
      </div>
      <ul className="slider-row__track" ref={track} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <li key={itemKey(item)} className="slider-row__slide">
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
    </section>
  );
}
