import { vocabularyTermCreateSchema, type VocabularyTerm } from '@reelhouse/contracts/vocabularies-admin';
import { languages, type Language } from '@reelhouse/contracts/locales';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useContentLanguage } from '../../../shared/i18n/content-language';
import { LoadError } from '../../../shared/ui/load-error';
import { useDeleteTerm, useSaveTerm, useVocabulary, type VocabularyName } from '../api/vocabulary-queries';
import { FigureTable } from '../components/figure-table';
import { FormDialog } from '../components/form-dialog';
import { LanguageTabs } from '../components/language-tabs';
import { ConfirmDelete } from '../components/confirm-delete';
import { RowActions } from '../components/row-actions';
import { useFormOutcome } from '../components/use-form-outcome';
import { AdminPage, type Crumb } from '../layout/admin-page';

interface TermValues {
  slug: string;
  names: Record<Language, string>;
}

/** A term as the API takes it: a name left blank is not sent (its readers get the English one). */
const termSchema = z.preprocess(
  (values: TermValues) => ({
    slug: values.slug.trim(),
    names: Object.fromEntries(Object.entries(values.names).filter(([, name]) => name.trim())),
  }),
  vocabularyTermCreateSchema,
);

const valuesOf = (term: VocabularyTerm | null): TermValues => ({
  slug: term?.slug ?? '',
  names: Object.fromEntries(languages.map((lang) => [lang, term?.names[lang] ?? ''])) as Record<Language, string>,
});

/**
 * The shop's or the blog's categories or tags: each with its names and how much is filed under it;
 * added and renamed in a dialog, removed after a confirmation (what was filed stays, unfiled).
 */
export function VocabularyPage({
  name,
  title,
  crumbs,
  tabs,
}: {
  name: VocabularyName;
  title: string;
  crumbs: Crumb[];
  tabs: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const lang = useContentLanguage();
  const terms = useVocabulary(name);
  const remove = useDeleteTerm(name);
  const [editing, setEditing] = useState<VocabularyTerm | 'new' | null>(null);
  const [removing, setRemoving] = useState<VocabularyTerm | null>(null);
  if (terms.isError) return <LoadError onRetry={() => void terms.refetch()} />;
  const nameOf = (term: VocabularyTerm) => term.names[lang] ?? term.names.en ?? term.slug;
  return (
    <AdminPage
      title={title}
      crumbs={crumbs}
      actions={
        <button type="button" className="btn btn-accent" onClick={() => setEditing('new')}>
          <Plus aria-hidden size={16} /> {t('vocabularies.add')}
        </button>
      }
    >
      {tabs}
      {terms.isPending ? (
        <p className="text-muted-rh">{t('table.loading')}</p>
      ) : (
        <FigureTable
          caption={title}
          empty={t('vocabularies.none')}
          rows={terms.data.items}
          rowKey={(term) => term.slug}
          columns={[
            { header: t('vocabularies.name'), cell: (term) => <bdi>{nameOf(term)}</bdi> },
            { header: t('vocabularies.slug'), cell: (term) => <bdi dir="ltr">{term.slug}</bdi> },
            {
              header: t('vocabularies.languages'),
              cell: (term) =>
                t('vocabularies.written', { written: Object.keys(term.names).length, total: languages.length }),
            },
            { header: t('vocabularies.uses'), cell: (term) => term.uses, numeric: true },
            {
              header: t('coupons.columns.actions'),
              cell: (term) => (
                <RowActions
                  edit={{ label: t('vocabularies.edit', { name: nameOf(term) }), onClick: () => setEditing(term) }}
                  remove={{ label: t('vocabularies.delete', { name: nameOf(term) }), onClick: () => setRemoving(term) }}
                />
              ),
            },
          ]}
        />
      )}
      {editing !== null && (
        <TermDialog
          key={editing === 'new' ? 'new' : editing.slug}
          name={name}
          term={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDelete
        item={removing}
        keyOf={(term) => term.slug}
        remove={remove}
        details={(term) => <p>{t('vocabularies.deleteDetails', { count: term.uses })}</p>}
        deleted={(term) => t('vocabularies.deleted', { name: nameOf(term) })}
        onClose={() => setRemoving(null)}
      />
    </AdminPage>
  );
}

function TermDialog({
  name,
  term,
  onClose,
}: {
  name: VocabularyName;
  term: VocabularyTerm | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveTerm(name);
  const form = useZodForm(termSchema, {
    defaultValues: valuesOf(term),
    errorText: (key) => t([key.replace('fieldErrors.', 'vocabularies.errors.'), key, 'fieldErrors.invalid']),
  });
  const names = form.watch('names') as TermValues['names'];
  const outcome = useFormOutcome(form);
  const onSubmit = form.handleSubmit(({ slug, ...body }) =>
    save.mutate({ slug, isNew: term === null, body }, outcome(t('vocabularies.saved'), onClose)),
  );
  return (
    <FormDialog
      open
      title={term ? t('vocabularies.edit', { name: term.names.en ?? term.slug }) : t('vocabularies.add')}
      submitLabel={t('editor.save')}
      busy={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {!term && (
        <TextField
          id="term-slug"
          label={t('vocabularies.slug')}
          dir="ltr"
          maxLength={120}
          wrapperClassName="mb-3"
          {...form.field('slug')}
        />
      )}
      <LanguageTabs
        idPrefix="term"
        label={t('vocabularies.name')}
        missing={(lang) => !names[lang]?.trim()}
        wrong={(lang) => Boolean(form.formState.errors.names?.[lang])}
      >
        {({ lang, dir, htmlLang }) => (
          <TextField
            id={`term-${lang}-name`}
            label={t('vocabularies.name')}
            dir={dir}
            lang={htmlLang}
            maxLength={60}
            wrapperClassName="mt-3"
            {...form.field(`names.${lang}`)}
          />
        )}
      </LanguageTabs>
    </FormDialog>
  );
}
