import type { AdminBlogPost, BlogPostCreate } from '@reelhouse/contracts/blog-admin';
import { blogFormats, blogStatuses } from '@reelhouse/contracts/blog-values';
import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FieldFrame, TextAreaField, TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useContentLanguage } from '../../../shared/i18n/content-language';
import { useBlogAuthors, useBlogTerms, useCreatePost, useReplacePost } from '../api/blog-queries';
import { ChoiceGroup } from '../components/choice-group';
import { LanguageTabs } from '../components/language-tabs';
import { useToast } from '../components/toasts';
import { MarkdownField } from './markdown-field';
import { newPostSchema, newPostValues, postChangeSchema, postValues, type PostFormValues } from './post-form';

/**
 * A post's format, status and moment, author, texts in every language (the body in Markdown
 * beside its preview), the format's own parts, and its categories and tags.
 */
export function PostDetailsForm({ post, firstAuthor }: { post: AdminBlogPost | null; firstAuthor: string }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const navigate = useNavigate();
  const terms = useBlogTerms(useContentLanguage());
  const authors = useBlogAuthors();
  const create = useCreatePost();
  const replace = useReplacePost(post?.slug ?? '');
  const saving = create.isPending || replace.isPending;
  const form = useZodForm(post ? postChangeSchema : newPostSchema, {
    defaultValues: post ? postValues(post) : newPostValues(firstAuthor),
    errorText: (key) => t([key.replace('fieldErrors.', 'blog.errors.'), key, 'fieldErrors.invalid']),
  });
  const values = form.watch() as PostFormValues;
  const onError = (error: unknown) => {
    if (!form.showServerProblems(error)) toast.error(t('editor.failed'));
  };
  const onSubmit = form.handleSubmit((input) => {
    if (!post)
      create.mutate(input as BlogPostCreate, {
        onSuccess: (created) => {
          toast.success(t('blog.created'));
          void navigate(`/admin/blog/${created.slug}`, { replace: true });
        },
        onError,
      });
    else
      replace.mutate(input, {
        onSuccess: (saved) => {
          form.reset(postValues(saved));
          toast.success(t(saved.status === 'scheduled' ? 'blog.scheduledSaved' : 'editor.saved'));
        },
        onError,
      });
  });

  return (
    <form className="title-form" onSubmit={onSubmit} noValidate>
      <section className="admin-card" aria-labelledby="post-settings">
        <h2 id="post-settings">{t('blog.settings')}</h2>
        <div className="title-fields">
          {!post && (
            <TextField
              id="post-slug"
              label={t('blog.fields.slug')}
              hint={t('blog.slugHint')}
              dir="ltr"
              maxLength={120}
              {...form.field('slug')}
            />
          )}
          <FieldFrame id="post-format" label={t('blog.fields.format')} error={form.errorOf('format')}>
            {(control) => (
              <select className="form-select" {...control} {...form.register('format')}>
                {blogFormats.map((format) => (
                  <option key={format} value={format}>
                    {t(`blog.formats.${format}`)}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <FieldFrame id="post-status" label={t('blog.fields.status')} error={form.errorOf('status')}>
            {(control) => (
              <select className="form-select" {...control} {...form.register('status')}>
                {blogStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`blog.statuses.${status}`)}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          {values.status !== 'draft' && (
            <TextField
              id="post-published-at"
              type="datetime-local"
              label={t(values.status === 'scheduled' ? 'blog.fields.comesOut' : 'blog.fields.publishedAt')}
              hint={t(values.status === 'scheduled' ? 'blog.comesOutHint' : 'blog.publishedAtHint')}
              dir="ltr"
              {...form.field('publishedAt')}
            />
          )}
          <FieldFrame id="post-author" label={t('blog.fields.author')} error={form.errorOf('author')}>
            {(control) => (
              <select className="form-select" {...control} {...form.register('author')}>
                {(authors.data?.items ?? []).map((author) => (
                  <option key={author.slug} value={author.slug}>
                    {author.name}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          {values.format === 'link' && (
            <TextField
              id="post-link"
              type="url"
              label={t('blog.fields.linkUrl')}
              dir="ltr"
              {...form.field('linkUrl')}
            />
          )}
          {values.format === 'quote' && (
            <TextField
              id="post-attribution"
              label={t('blog.fields.quoteAttribution')}
              maxLength={200}
              {...form.field('quoteAttribution')}
            />
          )}
        </div>
      </section>

      <section className="admin-card" aria-labelledby="post-texts">
        <h2 id="post-texts">{t('blog.texts')}</h2>
        <LanguageTabs
          idPrefix="post"
          label={t('blog.texts')}
          missing={(lang) => !values.translations[lang].title.trim()}
          wrong={(lang) => Boolean(form.formState.errors.translations?.[lang])}
        >
          {({ lang, dir, htmlLang }) => (
            <>
              <TextField
                id={`post-${lang}-title`}
                label={t('blog.fields.title')}
                dir={dir}
                lang={htmlLang}
                maxLength={200}
                {...form.field(`translations.${lang}.title`)}
              />
              <TextAreaField
                id={`post-${lang}-excerpt`}
                label={t('blog.fields.excerpt')}
                dir={dir}
                lang={htmlLang}
                rows={2}
                maxLength={500}
                wrapperClassName="mt-3"
                {...form.field(`translations.${lang}.excerpt`)}
              />
              {values.format === 'link' && (
                <TextAreaField
                  id={`post-${lang}-link-summary`}
                  label={t('blog.fields.linkSummary')}
                  dir={dir}
                  lang={htmlLang}
                  rows={2}
                  maxLength={500}
                  wrapperClassName="mt-3"
                  {...form.field(`translations.${lang}.linkSummary`)}
                />
              )}
              {values.format === 'quote' && (
                <TextAreaField
                  id={`post-${lang}-quote`}
                  label={t('blog.fields.quoteText')}
                  dir={dir}
                  lang={htmlLang}
                  rows={3}
                  maxLength={1000}
                  wrapperClassName="mt-3"
                  {...form.field(`translations.${lang}.quoteText`)}
                />
              )}
              <MarkdownField
                id={`post-${lang}-body`}
                label={t('blog.fields.body')}
                value={values.translations[lang].body}
                dir={dir}
                lang={htmlLang}
                field={form.field(`translations.${lang}.body`)}
              />
            </>
          )}
        </LanguageTabs>
      </section>

      <section className="admin-card" aria-labelledby="post-listing">
        <h2 id="post-listing">{t('blog.listing')}</h2>
        <ChoiceGroup
          legend={t('blog.fields.categories')}
          choices={(terms.categories ?? []).map((term) => [term.slug, term.name])}
          registration={form.register('categories')}
          error={form.errorOf('categories')}
        />
        <ChoiceGroup
          legend={t('blog.fields.tags')}
          choices={(terms.tags ?? []).map((term) => [term.slug, term.name])}
          registration={form.register('tags')}
          error={form.errorOf('tags')}
        />
      </section>

      <div className="title-form__actions">
        {form.formState.isDirty && !saving && <span className="title-form__unsaved">{t('editor.unsaved')}</span>}
        <button type="submit" className="btn btn-accent" disabled={saving}>
          <Save aria-hidden size={16} />
          {saving ? t('editor.saving') : post ? t('editor.save') : t('blog.create')}
        </button>
      </div>
    </form>
  );
}
