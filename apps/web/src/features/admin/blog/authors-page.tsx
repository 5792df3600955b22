import { blogAuthorCreateSchema, type AdminBlogAuthor } from '@reelhouse/contracts/blog-admin';
import { languages, type Language } from '@reelhouse/contracts/locales';
import { PORTRAIT_MAX_BYTES } from '@reelhouse/contracts/people-admin';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextAreaField, TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { LoadError } from '../../../shared/ui/load-error';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { useBlogAuthors, useSaveAuthor, useSetAuthorAvatar } from '../api/blog-queries';
import { FigureTable } from '../components/figure-table';
import { FormDialog } from '../components/form-dialog';
import { PictureField } from '../components/picture-field';
import { LanguageTabs } from '../components/language-tabs';
import { RowActions } from '../components/row-actions';
import { useFormOutcome } from '../components/use-form-outcome';
import { AdminPage } from '../layout/admin-page';
import { BlogTabs } from './blog-tabs';
import './blog-console.css';

interface AuthorValues {
  slug: string;
  name: string;
  bios: Record<Language, string>;
}

/** An author as the API takes them: a bio left blank is not sent (readers get the English one). */
const authorSchema = z.preprocess(
  (values: AuthorValues) => ({
    slug: values.slug.trim(),
    name: values.name,
    bios: Object.fromEntries(Object.entries(values.bios).filter(([, bio]) => bio.trim())),
  }),
  blogAuthorCreateSchema,
);

const valuesOf = (author: AdminBlogAuthor | null): AuthorValues => ({
  slug: author?.slug ?? '',
  name: author?.name ?? '',
  bios: Object.fromEntries(languages.map((lang) => [lang, author?.bios[lang] ?? ''])) as Record<Language, string>,
});

/** `/admin/blog/authors`: who writes the blog, with avatars and bios per language; added and changed in a dialog. */
export function AuthorsPage() {
  const { t } = useTranslation('admin');
  const authors = useBlogAuthors();
  // The author is named by slug, so the open dialog shows them as saved now (an avatar just uploaded).
  const [editing, setEditing] = useState<string | { adding: true } | null>(null);
  if (authors.isError) return <LoadError onRetry={() => void authors.refetch()} />;
  const adding = editing !== null && typeof editing === 'object';
  const edited =
    typeof editing === 'string' ? authors.data?.items.find((author) => author.slug === editing) : undefined;
  return (
    <AdminPage
      title={t('blog.tabs.authors')}
      crumbs={[{ label: t('nav.blog'), to: '/admin/blog' }]}
      actions={
        <button type="button" className="btn btn-accent" onClick={() => setEditing({ adding: true })}>
          <Plus aria-hidden size={16} /> {t('blog.authors.add')}
        </button>
      }
    >
      <BlogTabs />
      {authors.isPending ? (
        <p className="text-muted-rh">{t('table.loading')}</p>
      ) : (
        <FigureTable
          caption={t('blog.tabs.authors')}
          empty={t('blog.authors.none')}
          rows={authors.data.items}
          rowKey={(author) => author.slug}
          columns={[
            {
              header: t('blog.authors.name'),
              cell: (author) => (
                <span className="author-cell">
                  {author.avatar && (
                    <ResponsiveImage image={author.avatar} alt="" sizes="40px" className="author-cell__avatar" />
                  )}
                  <bdi>{author.name}</bdi>
                </span>
              ),
            },
            { header: t('blog.authors.bio'), cell: (author) => <span dir="auto">{author.bios.en}</span> },
            { header: t('blog.authors.posts'), cell: (author) => author.postCount, numeric: true },
            {
              header: t('coupons.columns.actions'),
              cell: (author) => (
                <RowActions
                  edit={{
                    label: t('blog.authors.edit', { name: author.name }),
                    onClick: () => setEditing(author.slug),
                  }}
                />
              ),
            },
          ]}
        />
      )}
      {(adding || edited) && (
        <AuthorDialog key={edited?.slug ?? 'new'} author={edited ?? null} onClose={() => setEditing(null)} />
      )}
    </AdminPage>
  );
}

function AuthorDialog({ author, onClose }: { author: AdminBlogAuthor | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveAuthor();
  const form = useZodForm(authorSchema, {
    defaultValues: valuesOf(author),
    errorText: (key) => t([key.replace('fieldErrors.', 'blog.errors.'), key, 'fieldErrors.invalid']),
  });
  const bios = form.watch('bios') as AuthorValues['bios'];
  const outcome = useFormOutcome(form);
  const onSubmit = form.handleSubmit(({ slug, ...body }) =>
    save.mutate(
      { slug, isNew: author === null, body },
      outcome((saved: AdminBlogAuthor) => t('blog.authors.saved', { name: saved.name }), onClose),
    ),
  );
  return (
    <FormDialog
      open
      title={author ? t('blog.authors.edit', { name: author.name }) : t('blog.authors.add')}
      submitLabel={t('editor.save')}
      busy={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {!author && (
        <TextField
          id="author-slug"
          label={t('blog.fields.slug')}
          dir="ltr"
          maxLength={120}
          wrapperClassName="mb-3"
          {...form.field('slug')}
        />
      )}
      <TextField id="author-name" label={t('blog.authors.name')} maxLength={120} {...form.field('name')} />
      {author && <AuthorAvatar author={author} />}
      <LanguageTabs
        idPrefix="author"
        label={t('blog.authors.bio')}
        missing={(lang) => !bios[lang]?.trim()}
        wrong={(lang) => Boolean(form.formState.errors.bios?.[lang])}
      >
        {({ lang, dir, htmlLang }) => (
          <TextAreaField
            id={`author-${lang}-bio`}
            label={t('blog.authors.bio')}
            dir={dir}
            lang={htmlLang}
            rows={4}
            maxLength={2000}
            wrapperClassName="mt-3"
            {...form.field(`bios.${lang}`)}
          />
        )}
      </LanguageTabs>
    </FormDialog>
  );
}

/** The author's avatar, cropped square (bylines show it round); sent on its own, before Save. */
function AuthorAvatar({ author }: { author: AdminBlogAuthor }) {
  const { t } = useTranslation('admin');
  const upload = useSetAuthorAvatar(author.slug);
  return (
    <div className="mt-3">
      <PictureField
        heading={t('blog.authors.avatar')}
        field="avatar"
        frame="square"
        maxBytes={PORTRAIT_MAX_BYTES}
        current={author.avatar}
        upload={upload}
      />
    </div>
  );
}
