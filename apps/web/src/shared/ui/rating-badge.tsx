import type { AgeRating } from '@reelhouse/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import './rating-badge.css';

/** The age rating as printed on every card and detail page, with its meaning for screen readers. */
export function RatingBadge({ rating, className = '' }: { rating: AgeRating; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rating-badge ${className}`}
      data-rating={rating}
      title={t(`rating.${rating}`)}
      aria-label={t('rating.label', { rating, meaning: t(`rating.${rating}`) })}
    >
      {/* Ratings are Latin labels ("U/A 13+"): the text runs left to right, or Arabic pages show
          "+U/A 13"; the badge itself follows the page, so it sits at the start corner in Arabic too. */}
      <bdi dir="ltr">{rating}</bdi>
    </span>
  );
}
