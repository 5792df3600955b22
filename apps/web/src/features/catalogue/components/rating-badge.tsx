import type { AgeRating } from '@reelhouse/contracts/catalogue';
import { useTranslation } from 'react-i18next';

/** The age rating as printed on every card and detail page, with its meaning for screen readers. */
export function RatingBadge({ rating, className = '' }: { rating: AgeRating; className?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <span
      className={`rating-badge ${className}`}
      data-rating={rating}
      title={t(`rating.${rating}`)}
      aria-label={t('rating.label', { rating, meaning: t(`rating.${rating}`) })}
    >
      <bdi>{rating}</bdi>
    </span>
  );
}
