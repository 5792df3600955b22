import { blogCommentInputSchema, type BlogCommentCreated } from '@reelhouse/contracts/blog';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-client';
import { problemsOfError } from '../../../shared/forms/field-problems';
import { FieldFrame, TextField } from '../../../shared/forms/text-field';
import { HoneypotField } from '../../../shared/forms/honeypot-field';
import { useCheckedForm } from '../../../shared/forms/use-checked-form';
import { useAddComment, useComments } from '../api/blog-queries';
import { usePostDate } from './post-meta';

const PAGE = 10;
const blank = { authorName: '', authorEmail: '', body: '', website: '' };

/** The approved comments of a post, oldest first, and the form to add one. */
export function PostComments({ slug }: { slug: string }) {
  const { t } = useTranslation('blog');
  const [limit, setLimit] = useState(PAGE);
  const comments = useComments(slug, limit);
  const date = usePostDate();
  const id = useId();
  const total = comments.data?.total ?? 0;

  return (
    <section className="post-comments" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="post-section-title">
        {t('comments.title')} {total > 0 && <span className="text-muted-rh">({total})</span>}
      </h2>
      {comments.data && total === 0 && <p className="text-muted-rh">{t('comments.none')}</p>}
      <ol className="post-comments__list">
        {comments.data?.items.map((comment) => (
          <li key={comment.id} className="post-comments__item">
            <p className="post-comments__who">
              <bdi>
                <strong>{comment.authorName}</strong>
              </bdi>
              <time dateTime={comment.createdAt}>{date(comment.createdAt)}</time>
            </p>
            <p className="post-comments__body" dir="auto">
              {comment.body}
            </p>
          </li>
        ))}
      </ol>
      {comments.data && comments.data.items.length < total && (
        <button
          type="button"
          className="btn btn-outline-light btn-sm"
          onClick={() => setLimit((value) => value + PAGE)}
        >
          {t('comments.more')}
        </button>
      )}
      <CommentForm slug={slug} />
    </section>
  );
}

function CommentForm({ slug }: { slug: string }) {
  const { t } = useTranslation('blog');
  const id = useId();
  const add = useAddComment(slug);
  const { form, setForm, formRef, errorOf, change, submit, showServerProblems } = useCheckedForm(
    blogCommentInputSchema,
    blank,
    (key) => t(`comments.${key}`),
  );
  const [sent, setSent] = useState<BlogCommentCreated['status'] | null>(null);

  const onSubmit = submit((values) => {
    setSent(null);
    add.mutate(values, {
      onSuccess: ({ status }) => {
        setSent(status);
        // Name and e-mail stay for the next comment.
        setForm((current) => ({
          ...blank,
          authorName: current.authorName ?? '',
          authorEmail: current.authorEmail ?? '',
        }));
      },
      onError: showServerProblems,
    });
  });

  const failure = add.error instanceof ApiError && !problemsOfError(add.error) ? add.error : null;
  return (
    <form
      ref={formRef}
      className="post-comments__form surface-card"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="post-comments__form-title">
        {t('comments.write')}
      </h3>
      <p className="text-muted-rh">{t('comments.emailPrivate')}</p>
      <div className="row g-3">
        <TextField
          wrapperClassName="col-md-6"
          id={`${id}-name`}
          label={t('comments.fields.authorName')}
          autoComplete="name"
          maxLength={80}
          value={form.authorName}
          onChange={(event) => change('authorName')(event.target.value)}
          error={errorOf('authorName')}
        />
        <TextField
          wrapperClassName="col-md-6"
          id={`${id}-email`}
          type="email"
          dir="ltr"
          label={t('comments.fields.authorEmail')}
          autoComplete="email"
          maxLength={254}
          value={form.authorEmail}
          onChange={(event) => change('authorEmail')(event.target.value)}
          error={errorOf('authorEmail')}
        />
        <FieldFrame
          wrapperClassName="col-12"
          id={`${id}-body`}
          label={t('comments.fields.body')}
          error={errorOf('body')}
        >
          {(control) => (
            <textarea
              {...control}
              className={`form-control ${errorOf('body') ? 'is-invalid' : ''}`}
              rows={5}
              maxLength={4000}
              value={form.body}
              onChange={(event) => change('body')(event.target.value)}
            />
          )}
        </FieldFrame>
        <HoneypotField id={`${id}-website`} value={form.website} onChange={change('website')} />
      </div>
      {failure && (
        <p className="text-danger mt-3 mb-0" role="alert">
          {failure.status === 429 ? t('comments.rateLimited') : t('comments.failed')}
        </p>
      )}
      {sent && (
        <p className="post-comments__sent mt-3 mb-0" role="status">
          {t(sent === 'published' ? 'comments.published' : 'comments.pending')}
        </p>
      )}
      <button type="submit" className="btn btn-accent mt-3" disabled={add.isPending}>
        {add.isPending ? t('comments.sending') : t('comments.submit')}
      </button>
    </form>
  );
}
