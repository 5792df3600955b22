import { api } from '@reelhouse/contracts/api';
import type { ReviewInput } from '@reelhouse/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi } from '../../../../shared/api/api-client';
import { StarInput } from '../../../../shared/ui/star-input';
import { forgetReviewer, loadReviewer, saveReviewer } from './reviewer-storage';

type Field = keyof ReviewInput;
/** The form's rules, fetched when someone starts a review: the validation library stays off the title page's first load. */
const loadRules = () => import('@reelhouse/contracts/catalogue');

const fields: readonly Field[] = ['rating', 'body', 'authorName', 'authorEmail'];

/** Which fields a zod result or a problem document complains about (`body.authorName` → authorName). */
function fieldsIn(paths: readonly string[]): Set<Field> {
  return new Set(fields.filter((field) => paths.some((path) => path === field || path.endsWith(`.${field}`))));
}

/**
 * Rating, text, name and e-mail, checked here with the same schema the server uses; the e-mail is
 * stored with the review and never shown. "Save my details" keeps name and e-mail in this browser.
 */
export function ReviewForm({ slug }: { slug: string }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const queryClient = useQueryClient();
  const saved = loadReviewer();
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const [authorName, setAuthorName] = useState(saved?.name ?? '');
  const [authorEmail, setAuthorEmail] = useState(saved?.email ?? '');
  const [remember, setRemember] = useState(saved !== null);
  const [invalid, setInvalid] = useState<Set<Field>>(new Set());

  const submit = useMutation({
    mutationFn: (input: ReviewInput) => callApi(api.catalogue.addReview, { params: { slug }, body: input }),
    onSuccess: async () => {
      setRating(0);
      setBody('');
      await queryClient.invalidateQueries({ queryKey: ['reviews', slug] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.problem?.errors) {
        setInvalid(fieldsIn(error.problem.errors.map((issue) => issue.path)));
      }
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { reviewInputSchema } = await loadRules();
    const input = { rating, body, authorName, authorEmail };
    const parsed = reviewInputSchema.safeParse({ ...input, rating: rating || undefined });
    if (!parsed.success) {
      setInvalid(fieldsIn(parsed.error.issues.map((issue) => issue.path.join('.'))));
      return;
    }
    setInvalid(new Set());
    if (remember) saveReviewer({ name: parsed.data.authorName, email: parsed.data.authorEmail });
    else forgetReviewer();
    submit.mutate(parsed.data);
  };

  const errorOf = (field: Field) =>
    invalid.has(field) ? (
      <div className="invalid-feedback d-block" id={`${id}-${field}-error`}>
        {t(`reviews.errors.${field}`)}
      </div>
    ) : null;
  const describedBy = (field: Field) => (invalid.has(field) ? `${id}-${field}-error` : undefined);

  const failure = submit.error instanceof ApiError && !submit.error.problem?.errors;
  return (
    <form
      className="review-form surface-card"
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadRules()}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 className="review-form__title" id={`${id}-title`}>
        {t('reviews.write')}
      </h3>
      <p className="title-meta">{t('reviews.emailPrivate')}</p>

      <fieldset className="mb-3" aria-describedby={describedBy('rating')}>
        <legend className="form-label fs-6">
          {t('reviews.rating')} <span aria-hidden>*</span>
        </legend>
        <StarInput
          name={`${id}-rating`}
          value={rating}
          onChange={setRating}
          labelOf={(stars) => t('reviews.ratingOf', { rating: stars })}
        />
        {errorOf('rating')}
      </fieldset>

      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-body`}>
          {t('reviews.body')} <span aria-hidden>*</span>
        </label>
        <textarea
          id={`${id}-body`}
          className={`form-control ${invalid.has('body') ? 'is-invalid' : ''}`}
          rows={4}
          maxLength={2000}
          required
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={invalid.has('body')}
          aria-describedby={describedBy('body')}
        />
        {errorOf('body')}
      </div>
      <div className="row g-3 mb-3">
        <div className="col-sm-6">
          <label className="form-label" htmlFor={`${id}-name`}>
            {t('reviews.name')} <span aria-hidden>*</span>
          </label>
          <input
            id={`${id}-name`}
            className={`form-control ${invalid.has('authorName') ? 'is-invalid' : ''}`}
            autoComplete="name"
            maxLength={80}
            required
            value={authorName}
            onChange={(event) => setAuthorName(event.target.value)}
            aria-invalid={invalid.has('authorName')}
            aria-describedby={describedBy('authorName')}
          />
          {errorOf('authorName')}
        </div>
        <div className="col-sm-6">
          <label className="form-label" htmlFor={`${id}-email`}>
            {t('reviews.email')} <span aria-hidden>*</span>
          </label>
          <input
            id={`${id}-email`}
            type="email"
            dir="ltr"
            className={`form-control ${invalid.has('authorEmail') ? 'is-invalid' : ''}`}
            autoComplete="email"
            maxLength={254}
            required
            value={authorEmail}
            onChange={(event) => setAuthorEmail(event.target.value)}
            aria-invalid={invalid.has('authorEmail')}
            aria-describedby={describedBy('authorEmail')}
          />
          {errorOf('authorEmail')}
        </div>
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
        {failure && <p className="text-danger mt-3 mb-0">{t('reviews.failed')}</p>}
      </div>
    </form>
  );
}
