import type { TitleCard as TitleCardData } from '@reelhouse/contracts/catalogue';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { A11y, FreeMode } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useTheme } from '../../../shared/theme/theme-context';
import { TitleCard, TitleCardSkeleton, type CardShape } from './title-card';
import 'swiper/css';
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
 * A horizontal row of cards on Swiper: swipe on touch, arrow buttons a page at a time, arrow keys
 * while focus is inside, and mirrored in right-to-left layouts (Swiper reads `dir` at start, so
 * the row is rebuilt when the direction changes).
 */
export function SliderRow<T>({ heading, items, itemKey, renderItem, viewAllTo, className = '' }: SliderRowProps<T>) {
  const { t } = useTranslation('catalogue');
  const { direction } = useTheme().settings;
  const headingId = useId();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const trackEdges = (instance: SwiperInstance) => setEdges({ start: instance.isBeginning, end: instance.isEnd });

  const onKeyDown = (event: KeyboardEvent) => {
    if (!swiper || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    const towardsEnd = (event.key === 'ArrowRight') === (direction === 'ltr');
    if (towardsEnd) swiper.slideNext();
    else swiper.slidePrev();
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
            onClick={() => swiper?.slidePrev()}
            disabled={edges.start}
            aria-label={t('rail.previous')}
          >
            <PrevIcon aria-hidden size={20} />
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={() => swiper?.slideNext()}
            disabled={edges.end}
            aria-label={t('rail.next')}
          >
            <NextIcon aria-hidden size={20} />
          </button>
        </div>
      </div>
      {/* Arrow keys only matter to someone already tabbing through the cards. */}
      <div onKeyDown={onKeyDown}>
        <Swiper
          key={direction}
          dir={direction}
          modules={[A11y, FreeMode]}
          slidesPerView="auto"
          slidesPerGroupAuto
          spaceBetween={16}
          freeMode={{ enabled: true, sticky: false, momentumRatio: 0.6 }}
          breakpoints={{ 992: { freeMode: { enabled: false } } }}
          // The WAI-ARIA carousel pattern: each card a group announced as "n / total". A list role
          // on the container would also hold Swiper's live-region notice, which is no list item.
          a11y={{ enabled: true, containerRoleDescriptionMessage: null }}
          watchSlidesProgress
          onSwiper={(instance) => {
            setSwiper(instance);
            trackEdges(instance);
          }}
          onSlideChange={trackEdges}
          onResize={trackEdges}
          onProgress={trackEdges}
        >
          {items.map((item, index) => (
            <SwiperSlide key={itemKey(item)} className="slider-row__slide">
              {renderItem(item, index)}
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
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
