import { blogCommentInputSchema, type BlogCommentCreated } from '@reelhouse/contracts/blog';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formFailure } from '../../../shared/forms/field-problems';
import { HoneypotField } from '../../../shared/forms/honeypot-field';
import { NameEmailFields } from '../../../shared/forms/name-email-fields';
import { TextAreaField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useAddComment } from '../api/blog-queries';

const blank = { authorName: '', authorEmail: '', body: '', website: '' };

/** A comment on a post: name, e-mail (never shown) and text; it waits for moderation unless the blog publishes at once. */
export function CommentForm({ slug }: { slug: string }) {
  const { t } = useTranslation('blog');
  const id = useId();
  const add = useAddComment(slug);
  const form = useZodForm(blogCommentInputSchema, {
    defaultValues: blank,
    errorText: (key) => t(`comments.${key}`),
  });
  const [sent, setSent] = useState<BlogCommentCreated['status'] | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    setSent(null);
    add.mutate(values, {
      onSuccess: ({ status }) => {
        setSent(status);
        // Name and e-mail stay for the next comment.
        const { authorName, authorEmail } = form.getValues();
        form.reset({ ...blank, authorName, authorEmail });
      },
      onError: form.showServerProblems,
    });
  });

  const failure = formFailure(add.error);
  return (
    <form className="post-comments__form surface-card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="post-comments__form-title">
        {t('comments.write')}
      </h3>
      <p className="text-muted-rh">{t('comments.emailPrivate')}</p>
      <div className="row g-3">
        <NameEmailFields
          id={id}
          labels={{ name: t('comments.fields.authorName'), email: t('comments.fields.authorEmail') }}
          name={form.field('authorName')}
          email={form.field('authorEmail')}
        />
        <TextAreaField
          wrapperClassName="col-12"
          id={`${id}-body`}
          label={t('comments.fields.body')}
          rows={5}
          maxLength={4000}
          {...form.field('body')}
        />
        <HoneypotField id={`${id}-website`} {...form.register('website')} />
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
