import { createProductReviewSchema } from '@reelhouse/contracts/shop-products';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/api-client';
import { problemsOfError } from '../../../shared/forms/field-problems';
import { HoneypotField } from '../../../shared/forms/honeypot-field';
import { CheckField, FieldFrame, TextField } from '../../../shared/forms/text-field';
import { useCheckedForm } from '../../../shared/forms/use-checked-form';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { StarInput } from '../../../shared/ui/star-input';
import { dateFormat } from '../../../shared/i18n/intl-formats';
import { useProductReviews, useSendProductReview } from '../api/shop-queries';

/** The form keeps the rating as text like its other fields; the check turns it into a number. */
const formSchema = createProductReviewSchema.extend({ rating: z.coerce.number().int().min(1).max(5) });
const DETAILS_KEY = 'reelhouse.reviewer';

function savedDetails(): { name: string; email: string } {
  try {
    const saved = JSON.parse(localStorage.getItem(DETAILS_KEY) ?? 'null') as { name?: string; email?: string } | null;
    return { name: saved?.name ?? '', email: saved?.email ?? '' };
  } catch {
    return { name: '', email: '' };
  }
}

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
      <ReviewForm slug={slug} />
    </div>
  );
}

function ReviewForm({ slug }: { slug: string }) {
  const { t } = useTranslation('shop');
  const id = useId();
  const details = savedDetails();
  const [remember, setRemember] = useState(details.name !== '');
  const blank = { name: details.name, email: details.email, rating: '', body: '', website: '' };
  const { form, setForm, formRef, errorOf, change, submit, showServerProblems } = useCheckedForm(formSchema, blank, t);
  const send = useSendProductReview(slug);
  const onSubmit = submit((values) => {
    send.mutate(values, {
      onSuccess: () => {
        if (remember) localStorage.setItem(DETAILS_KEY, JSON.stringify({ name: values.name, email: values.email }));
        else localStorage.removeItem(DETAILS_KEY);
        setForm((current) => ({ ...current, rating: '', body: '', website: '' }));
      },
      onError: showServerProblems,
    });
  });
  const failure = send.error instanceof ApiError && !problemsOfError(send.error) ? send.error : null;
  return (
    <form
      ref={formRef}
      className="surface-card product-reviews__form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="h5">
        {t('reviews.write')}
      </h3>
      <p className="text-muted-rh small">{t('reviews.emailHint')}</p>
      <div className="row g-3">
        <fieldset className="col-md-4">
          <legend className="form-label fs-6">{t('reviews.yourRating')}</legend>
          <StarInput
            name={`${id}-rating`}
            value={Number(form.rating) || 0}
            onChange={(stars) => change('rating')(String(stars))}
            labelOf={(stars) => t('reviews.stars', { count: stars })}
            invalid={Boolean(errorOf('rating'))}
            describedBy={errorOf('rating') ? `${id}-rating-error` : undefined}
          />
          {errorOf('rating') && (
            <div className="invalid-feedback d-block" id={`${id}-rating-error`}>
              {errorOf('rating')}
            </div>
          )}
        </fieldset>
        <TextField
          wrapperClassName="col-md-4"
          id={`${id}-name`}
          label={t('reviews.name')}
          autoComplete="name"
          maxLength={80}
          value={form.name}
          onChange={(event) => change('name')(event.target.value)}
          error={errorOf('name')}
        />
        <TextField
          wrapperClassName="col-md-4"
          id={`${id}-email`}
          type="email"
          dir="ltr"
          label={t('reviews.email')}
          autoComplete="email"
          maxLength={254}
          value={form.email}
          onChange={(event) => change('email')(event.target.value)}
          error={errorOf('email')}
        />
        <FieldFrame wrapperClassName="col-12" id={`${id}-body`} label={t('reviews.text')} error={errorOf('body')}>
          {(control) => (
            <textarea
              {...control}
              className={`form-control ${errorOf('body') ? 'is-invalid' : ''}`}
              rows={4}
              maxLength={2000}
              value={form.body}
              onChange={(event) => change('body')(event.target.value)}
            />
          )}
        </FieldFrame>
        <HoneypotField id={`${id}-website`} value={form.website} onChange={change('website')} />
        <CheckField
          className="col-12 ms-2"
          id={`${id}-remember`}
          label={t('reviews.saveDetails')}
          checked={remember}
          onChange={setRemember}
        />
      </div>
      {send.data && (
        <p className="text-success mt-3 mb-0" role="status">
          {send.data.status === 'published' ? t('reviews.thanksPublished') : t('reviews.thanksPending')}
        </p>
      )}
      {failure && (
        <p className="text-danger mt-3 mb-0" role="alert">
          {failure.status === 429 ? t('reviews.rateLimited') : t('reviews.failed')}
        </p>
      )}
      <button type="submit" className="btn btn-accent mt-3" disabled={send.isPending}>
        {t('reviews.submit')}
      </button>
    </form>
  );
}
