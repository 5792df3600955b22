import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { dateFormat } from '../../../shared/i18n/intl-formats';
import { LoadWhenNear } from '../../../shared/ui/load-when-near';
import { useProductReviews } from '../api/shop-queries';

/** Fetched as the reader scrolls near it: the product page's first load carries no form code. */
const ProductReviewForm = lazy(() =>
  import('./product-review-form').then((module) => ({ default: module.ProductReviewForm })),
);

/** A product's published reviews (the reviewer's e-mail never reaches the browser) and the review form. */
export function ProductReviews({ slug }: { slug: string }) {
  const { t } = useTranslation('shop');
  const locale = useLocaleTag();
  const reviews = useProductReviews(slug);
  const date = dateFormat(locale, { dateStyle: 'medium' });
  return (
    <div className="product-reviews">
      {reviews.data?.items.length === 0 && <p className="text-muted-rh">{t('reviews.none')}</p>}
      <ol className="product-reviews__list">
        {reviews.data?.items.map((review) => (
          <li key={review.id} className="product-reviews__item">
            <p className="mb-1">
              <span className="product-card__rating" aria-label={t('rating', { value: review.rating })}>
                {'★'.repeat(review.rating)}
                <span aria-hidden className="text-muted-rh">
                  {'★'.repeat(5 - review.rating)}
                </span>
              </span>{' '}
              <bdi>
                <strong>{review.name}</strong>
              </bdi>
              {review.verified && <span className="badge text-bg-success ms-2">{t('reviews.verified')}</span>}{' '}
              <time className="text-muted-rh small" dateTime={review.createdAt}>
                {date.format(new Date(review.createdAt))}
              </time>
            </p>
            <p dir="auto">{review.body}</p>
          </li>
        ))}
      </ol>
      <LoadWhenNear reserve="26rem">
        <ProductReviewForm slug={slug} />
      </LoadWhenNear>
    </div>
  );
}
