import type { TitleCard as TitleCardData } from '@reelhouse/contracts/catalogue';
import type { ReactNode } from 'react';
import { SliderRow } from '../../../shared/ui/slider-row';
import { TakeOverWhenNear } from '../../../shared/ui/take-over-when-near';
import { TitleCard, TitleCardSkeleton, type CardShape } from './title-card';
import './title-rail.css';

/**
 * A rail of title cards; videos show as wide stills, everything else as posters. On a drawn page a
 * rail is taken over when it comes near the screen (most rails start below the fold).
 */
export function TitleRail<T extends TitleCardData>({
  heading,
  titles,
  viewAllTo,
  ranked = false,
  noteOf,
}: {
  heading: ReactNode;
  titles: readonly T[];
  viewAllTo?: string;
  ranked?: boolean;
  /** A line under each card (why it is recommended). */
  noteOf?: (title: T) => ReactNode;
}) {
  const shape: CardShape =
    titles.length > 0 && titles.every((title) => title.kind === 'video') ? 'landscape' : 'poster';
  return (
    <TakeOverWhenNear>
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
            <TitleCard title={title} shape={shape} note={noteOf?.(title)} />
          )
        }
      />
    </TakeOverWhenNear>
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
