import { genreTypes } from '@reelhouse/contracts/catalogue-values';
import { languages, type Language } from '@reelhouse/contracts/locales';
import { termCreateSchema, termPatchSchema, type AdminTerm, type TermKind } from '@reelhouse/contracts/terms-admin';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FieldFrame, TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useCreateTerm, useUpdateTerm } from '../api/catalogue-terms-queries';
import { FormDialog } from '../components/form-dialog';
import { LanguageTabs } from '../components/language-tabs';
import { useTermName } from './term-name';
import { useFormOutcome } from '../components/use-form-outcome';

interface TermFormValues {
  slug: string;
  type: string;
  names: Record<Language, string>;
}

const valuesOf = (term?: AdminTerm): TermFormValues => ({
  slug: term?.slug ?? '',
  type: term?.type ?? '',
  names: Object.fromEntries(languages.map((lang) => [lang, term?.names[lang] ?? ''])) as Record<Language, string>,
});

/** The form's values as the API takes them: a blank slug is made by the server, a blank name removes that language. */
function termOf(values: TermFormValues, creating: boolean) {
  const names = Object.fromEntries(
    languages.flatMap((lang): [Language, string | null][] => {
      const name = values.names[lang].trim();
      if (name) return [[lang, name]];
      return creating || lang === 'en' ? [] : [[lang, null]];
    }),
  );
  return {
    ...(values.slug.trim() && { slug: values.slug.trim() }),
    ...(values.type && { type: values.type }),
    names,
  };
}

/** A name in any language shares one message; a taken slug is another genre's or tag's, not a title's. */
const termErrorKey = (key: string) =>
  (languages as readonly string[]).includes(key.replace('fieldErrors.', ''))
    ? 'fieldErrors.termName'
    : key === 'fieldErrors.slugTaken'
      ? 'terms.slugTaken'
      : key;

/** Adding a genre or tag, or renaming one: its names per language, its slug, and a genre's type. */
export function TermDialog({ kind, term, onClose }: { kind: TermKind; term?: AdminTerm; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const creating = term === undefined;
  const nameOf = useTermName();
  const schema = z.preprocess(
    (values: TermFormValues) => termOf(values, creating),
    creating ? termCreateSchema : termPatchSchema,
  );
  const form = useZodForm(schema, {
    defaultValues: valuesOf(term),
    errorText: (key) => t(termErrorKey(key), { defaultValue: t('fieldErrors.invalid') }),
  });
  const create = useCreateTerm(kind);
  const update = useUpdateTerm(kind);
  const names = form.watch('names');

  const outcome = useFormOutcome(form);
  const onSubmit = form.handleSubmit((input) => {
    const done = outcome(t(creating ? 'terms.created' : 'terms.saved'), onClose);
    if (creating) create.mutate(input as Parameters<typeof create.mutate>[0], done);
    else update.mutate({ slug: term.slug, patch: input }, done);
  });

  return (
    <FormDialog
      open
      title={creating ? t(`terms.${kind}.add`) : t('terms.edit', { name: nameOf(term) })}
      submitLabel={creating ? t(`terms.${kind}.add`) : t('editor.save')}
      busy={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <LanguageTabs
        idPrefix="term"
        label={t('terms.names')}
        missing={(lang) => !names?.[lang]?.trim()}
        wrong={(lang) => Boolean(form.formState.errors.names?.[lang])}
      >
        {({ lang, dir, htmlLang }) => (
          <TextField
            id={`term-${lang}-name`}
            label={t('editor.texts.name')}
            dir={dir}
            lang={htmlLang}
            maxLength={60}
            {...form.field(`names.${lang}`)}
          />
        )}
      </LanguageTabs>
      <div className="title-fields mt-3">
        <TextField
          id="term-slug"
          label={t('editor.fields.slug')}
          hint={t('editor.hints.slug')}
          dir="ltr"
          maxLength={120}
          {...form.field('slug')}
        />
        {kind === 'genres' && (
          <FieldFrame id="term-type" label={t('terms.type')} error={form.errorOf('type')}>
            {(control) => (
              <select className="form-select" {...control} {...form.register('type')}>
                {creating && <option value="">—</option>}
                {genreTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`terms.types.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
        )}
      </div>
    </FormDialog>
  );
}
