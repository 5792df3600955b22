import type { AgeRating } from '@reelhouse/contracts/catalogue';
import { useTranslation } from 'react-i18next';

/** The age rating as printed on every card and detail page, with its meaning for screen readers. */
export function RatingBadge({ rating, className = '' }: { rating: AgeRating; className?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    // Ratings are Latin labels ("U/A 13+"): always laid out left to right, or Arabic pages show "+U/A 13".
    <span
      dir="ltr"
      className={`rating-badge ${className}`}
      data-rating={rating}
      title={t(`rating.${rating}`)}
      aria-label={t('rating.label', { rating, meaning: t(`rating.${rating}`) })}
    >
      {rating}
    </span>
  );
}
