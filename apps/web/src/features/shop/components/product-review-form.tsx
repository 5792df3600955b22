import { createProductReviewSchema } from '@reelhouse/contracts/shop-products';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formFailure } from '../../../shared/forms/field-problems';
import { HoneypotField } from '../../../shared/forms/honeypot-field';
import { forgetReviewer, loadReviewer, saveReviewer } from '../../../shared/forms/reviewer-storage';
import { NameEmailFields } from '../../../shared/forms/name-email-fields';
import { RatingField } from '../../../shared/forms/rating-field';
import { CheckField, TextAreaField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useSendProductReview } from '../api/shop-queries';

/** The chosen star reaches the form as text like its other fields; the check turns it into a number. */
const formSchema = createProductReviewSchema.extend({ rating: z.coerce.number().int().min(1).max(5) });

/** A product review: rating, name, e-mail (kept with the review, never shown) and text. */
export function ProductReviewForm({ slug }: { slug: string }) {
  const { t } = useTranslation('shop');
  const id = useId();
  const saved = loadReviewer();
  const [remember, setRemember] = useState(saved !== null);
  const blank = { name: saved?.name ?? '', email: saved?.email ?? '', rating: '', body: '', website: '' };
  const form = useZodForm(formSchema, { defaultValues: blank, errorText: t });
  const send = useSendProductReview(slug);
  const onSubmit = form.handleSubmit((values) => {
    send.mutate(values, {
      onSuccess: () => {
        if (remember) saveReviewer({ name: values.name, email: values.email });
        else forgetReviewer();
        form.reset({ ...form.getValues(), rating: '', body: '', website: '' });
      },
      onError: form.showServerProblems,
    });
  });
  const failure = formFailure(send.error);
  return (
    <form className="surface-card product-reviews__form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h5">
        {t('reviews.write')}
      </h3>
      <p className="text-muted-rh small">{t('reviews.emailHint')}</p>
      <div className="row g-3">
        <RatingField
          className="col-md-4"
          id={id}
          legend={t('reviews.yourRating')}
          labelOf={(stars) => t('reviews.stars', { count: stars })}
          field={form.field('rating')}
        />
        <NameEmailFields
          id={id}
          wrapperClassName="col-md-4"
          labels={{ name: t('reviews.name'), email: t('reviews.email') }}
          name={form.field('name')}
          email={form.field('email')}
        />
        <TextAreaField
          wrapperClassName="col-12"
          id={`${id}-body`}
          label={t('reviews.text')}
          rows={4}
          maxLength={2000}
          {...form.field('body')}
        />
        <HoneypotField id={`${id}-website`} {...form.register('website')} />
        <CheckField
          className="col-12 ms-2"
          id={`${id}-remember`}
          label={t('reviews.saveDetails')}
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
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
