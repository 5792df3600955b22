import type { TitleCard as TitleCardData } from '@reelhouse/contracts/catalogue';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTheme } from '../../../shared/theme/theme-context';
import { useScrollTrack } from '../../../shared/ui/use-scroll-track';
import { TitleCard, TitleCardSkeleton, type CardShape } from './title-card';
import './title-rail.css';

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
  const { t } = useTranslation('catalogue');
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

/** A rail of title cards; videos show as wide stills, everything else as posters. */
export function TitleRail({
  heading,
  titles,
  viewAllTo,
  ranked = false,
}: {
  heading: ReactNode;
  titles: readonly TitleCardData[];
  viewAllTo?: string;
  ranked?: boolean;
}) {
  const shape: CardShape =
    titles.length > 0 && titles.every((title) => title.kind === 'video') ? 'landscape' : 'poster';
  return (
    <SliderRow
      heading={heading}
      items={titles}
      itemKey={(title) => title.slug}
      viewAllTo={viewAllTo}
      className={`slider-row--${shape}`}
      renderItem={(title, index) =>
        ranked ? (
          <div className="ranked-card">
            <span className="ranked-card__number" data-digits={String(index + 1).length} aria-hidden>
              {index + 1}
            </span>
            <TitleCard title={title} shape={shape} />
          </div>
        ) : (
          <TitleCard title={title} shape={shape} />
        )
      }
    />
  );
}

export function TitleRailSkeleton({ shape = 'poster' }: { shape?: CardShape }) {
  return (
    <div className={`slider-row slider-row--${shape}`} aria-hidden>
      <div className="slider-row__head">
        <span className="skeleton slider-row__title-skeleton" />
      </div>
      <div className="slider-row__skeleton-track">
        {Array.from({ length: 7 }, (_, index) => (
          <div className="slider-row__slide" key={index}>
            <TitleCardSkeleton shape={shape} />
          </div>
        ))}
      </div>
    </div>
  );
}
