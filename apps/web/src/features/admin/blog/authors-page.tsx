import { blogAuthorCreateSchema, type AdminBlogAuthor } from '@reelhouse/contracts/blog-admin';
import { languages, type Language } from '@reelhouse/contracts/locales';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextAreaField, TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { LoadError } from '../../../shared/ui/load-error';
import { useBlogAuthors, useSaveAuthor } from '../api/blog-queries';
import { FigureTable } from '../components/figure-table';
import { FormDialog } from '../components/form-dialog';
import { LanguageTabs } from '../components/language-tabs';
import { useToast } from '../components/toasts';
import { AdminPage } from '../layout/admin-page';
import { BlogTabs } from './blog-tabs';

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

/** `/admin/blog/authors`: who writes the blog, with their bios per language; added and changed in a dialog. */
export function AuthorsPage() {
  const { t } = useTranslation('admin');
  const authors = useBlogAuthors();
  const [editing, setEditing] = useState<AdminBlogAuthor | 'new' | null>(null);
  if (authors.isError) return <LoadError onRetry={() => void authors.refetch()} />;
  return (
    <AdminPage
      title={t('blog.tabs.authors')}
      crumbs={[{ label: t('nav.blog'), to: '/admin/blog' }]}
      actions={
        <button type="button" className="btn btn-accent" onClick={() => setEditing('new')}>
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
            { header: t('blog.authors.name'), cell: (author) => <bdi>{author.name}</bdi> },
            { header: t('blog.authors.bio'), cell: (author) => <span dir="auto">{author.bios.en}</span> },
            { header: t('blog.authors.posts'), cell: (author) => author.postCount, numeric: true },
            {
              header: t('coupons.columns.actions'),
              cell: (author) => (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-light"
                  aria-label={t('blog.authors.edit', { name: author.name })}
                  onClick={() => setEditing(author)}
                >
                  <Pencil aria-hidden size={14} />
                </button>
              ),
            },
          ]}
        />
      )}
      {editing !== null && (
        <AuthorDialog
          key={editing === 'new' ? 'new' : editing.slug}
          author={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </AdminPage>
  );
}

function AuthorDialog({ author, onClose }: { author: AdminBlogAuthor | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const save = useSaveAuthor();
  const form = useZodForm(authorSchema, {
    defaultValues: valuesOf(author),
    errorText: (key) => t([key.replace('fieldErrors.', 'blog.errors.'), key, 'fieldErrors.invalid']),
  });
  const bios = form.watch('bios') as AuthorValues['bios'];
  const onSubmit = form.handleSubmit(({ slug, ...body }) =>
    save.mutate(
      { slug, isNew: author === null, body },
      {
        onSuccess: (saved) => {
          toast.success(t('blog.authors.saved', { name: saved.name }));
          onClose();
        },
        onError: (error) => {
          if (!form.showServerProblems(error)) toast.error(t('editor.failed'));
        },
      },
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
