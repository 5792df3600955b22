import type { TitleDetail } from '@reelhouse/contracts/catalogue';
import { Star } from 'lucide-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleTag } from '../../../../shared/i18n/use-locale-tag';
import { LoadError } from '../../../../shared/ui/load-error';
import { useReviews } from '../../api/catalogue-queries';
import { formatDate } from '../../format/runtime';
import { LoadWhenNear } from '../../../../shared/ui/load-when-near';
import './reviews-section.css';

/** Fetched as the reader scrolls near it: the title page's first load carries no form code. */
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

export function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} aria-hidden size={16} fill={star <= value ? 'currentColor' : 'none'} />
      ))}
    </span>
  );
}

/** Published reviews, a few at a time, and the form to add one. */
export function ReviewsSection({ title }: { title: TitleDetail }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleTag();
  const [page, setPage] = useState(1);
  const reviews = useReviews(title.slug, page);
  const data = reviews.data;

  return (
    <section className="detail-section" aria-labelledby="reviews-heading">
      <h2 className="detail-section__title" id="reviews-heading">
        {t('reviews.title')}
        {data && data.total > 0 && <span className="detail-section__count">{data.total}</span>}
      </h2>
      <div className="reviews-layout">
        <div>
          {reviews.isPending && <span className="skeleton" style={{ height: '6rem' }} />}
          {reviews.isError && <LoadError onRetry={() => void reviews.refetch()} />}
          {data?.total === 0 && <p className="text-muted-rh">{t('reviews.none')}</p>}
          {data && data.items.length > 0 && (
            <ol className="review-list" aria-busy={reviews.isPlaceholderData}>
              {data.items.map((review) => (
                <li key={review.id} className="review surface-card">
                  <div className="review__head">
                    <strong className="review__author" dir="auto">
                      {review.authorName}
                    </strong>
                    <time className="title-meta" dateTime={review.createdAt}>
                      {formatDate(review.createdAt, locale)}
                    </time>
                  </div>
                  <Stars value={review.rating} label={t('reviews.ratingOf', { rating: review.rating })} />
                  <p className="review__body" dir="auto">
                    {review.body}
                  </p>
                </li>
              ))}
            </ol>
          )}
          {data && data.totalPages > 1 && (
            <nav className="pager" aria-label={t('reviews.pages')}>
              <button
                type="button"
                className="btn btn-outline-light btn-sm"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t('common:pager.previous')}
              </button>
              <span className="title-meta">{t('common:pager.status', { page, total: data.totalPages })}</span>
              <button
                type="button"
                className="btn btn-outline-light btn-sm"
                disabled={page >= data.totalPages}
                onClick={() => setPage(page + 1)}
              >
                {t('common:pager.next')}
              </button>
            </nav>
          )}
        </div>
        {title.status === 'published' && (
          <LoadWhenNear reserve="30rem">
            <ReviewForm slug={title.slug} />
          </LoadWhenNear>
        )}
      </div>
    </section>
  );
}
