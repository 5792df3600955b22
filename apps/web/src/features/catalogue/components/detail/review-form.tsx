import { reviewInputSchema } from '@reelhouse/contracts/catalogue';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formFailure } from '../../../../shared/forms/field-problems';
import { forgetReviewer, loadReviewer, saveReviewer } from '../../../../shared/forms/reviewer-storage';
import { NameEmailFields } from '../../../../shared/forms/name-email-fields';
import { RatingField } from '../../../../shared/forms/rating-field';
import { TextAreaField } from '../../../../shared/forms/text-field';
import { useZodForm } from '../../../../shared/forms/use-zod-form';
import { useAddReview } from '../../api/catalogue-queries';

/** The chosen star reaches the form as text like its other fields; the check turns it into a number. */
const formSchema = reviewInputSchema.extend({ rating: z.coerce.number().pipe(reviewInputSchema.shape.rating) });

/** A label with the mark of a field that must be filled in. */
const required = (label: string) => (
  <>
    {label} <span aria-hidden>*</span>
  </>
);

/**
 * Rating, text, name and e-mail, checked here with the same schema the server uses; the e-mail is
 * stored with the review and never shown. "Save my details" keeps name and e-mail in this browser.
 */
export function ReviewForm({ slug }: { slug: string }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const saved = loadReviewer();
  const [remember, setRemember] = useState(saved !== null);
  const form = useZodForm(formSchema, {
    defaultValues: { rating: '', body: '', authorName: saved?.name ?? '', authorEmail: saved?.email ?? '' },
    errorText: (key) => t(key.replace('fieldErrors.', 'reviews.errors.')),
  });

  const submit = useAddReview(slug);
  const onSubmit = form.handleSubmit((review) => {
    if (remember) saveReviewer({ name: review.authorName, email: review.authorEmail });
    else forgetReviewer();
    submit.mutate(review, {
      onSuccess: () => form.reset({ ...form.getValues(), rating: '', body: '' }),
      onError: form.showServerProblems,
    });
  });

  return (
    <form className="review-form surface-card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 className="review-form__title" id={`${id}-title`}>
        {t('reviews.write')}
      </h3>
      <p className="title-meta">{t('reviews.emailPrivate')}</p>

      <RatingField
        className="mb-3"
        id={id}
        legend={required(t('reviews.rating'))}
        labelOf={(stars) => t('reviews.ratingOf', { rating: stars })}
        field={form.field('rating')}
      />
      <TextAreaField
        wrapperClassName="mb-3"
        id={`${id}-body`}
        label={required(t('reviews.body'))}
        rows={4}
        maxLength={2000}
        required
        {...form.field('body')}
      />
      <div className="row g-3 mb-3">
        <NameEmailFields
          id={id}
          wrapperClassName="col-sm-6"
          labels={{ name: required(t('reviews.name')), email: required(t('reviews.email')) }}
          name={form.field('authorName')}
          email={form.field('authorEmail')}
          required
        />
      </div>
      <div className="form-check mb-3">
        <input
          id={`${id}-remember`}
          type="checkbox"
          className="form-check-input"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={`${id}-remember`}>
          {t('reviews.remember')}
        </label>
      </div>
      <button type="submit" className="btn btn-accent" disabled={submit.isPending}>
        {t('reviews.submit')}
      </button>
      <div aria-live="polite">
        {submit.isSuccess && (
          <p className="review-form__done">
            {submit.data.status === 'published' ? t('reviews.published') : t('reviews.pending')}
          </p>
        )}
        {formFailure(submit.error) && <p className="text-danger mt-3 mb-0">{t('reviews.failed')}</p>}
      </div>
    </form>
  );
}
