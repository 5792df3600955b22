import type { AdminSeason } from '@reelhouse/contracts/catalogue-admin';
import { languages, type Language } from '@reelhouse/contracts/locales';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useAddSeason, useRenameSeason } from '../api/admin-queries';
import { FormDialog } from '../components/form-dialog';
import { LanguageTabs } from '../components/language-tabs';
import { useFormOutcome } from '../components/use-form-outcome';

type Names = Record<Language, string>;
const name = z.string().trim().max(100, 'at most 100 characters');
/** A season's names; English is required, an empty name in another language means none. */
const seasonNamesSchema = z.object({
  names: z.object({ en: name.min(1, 'enter a name'), ar: name, gr: name, fr: name, de: name }),
});

/** Adding the next season, or renaming one, in every language. */
export function SeasonDialog({
  slug,
  season,
  nextNumber,
  onClose,
}: {
  slug: string;
  season?: AdminSeason;
  nextNumber: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const adding = season === undefined;
  const number = season?.number ?? nextNumber;
  const form = useZodForm(seasonNamesSchema, {
    defaultValues: {
      names: Object.fromEntries(
        languages.map((lang) => [lang, season?.names[lang] ?? (lang === 'en' ? `Season ${number}` : '')]),
      ) as Names,
    },
    errorText: (key) => t(key, { defaultValue: t('fieldErrors.invalid') }),
  });
  const add = useAddSeason(slug);
  const rename = useRenameSeason(slug);
  const names = form.watch('names');
  const outcome = useFormOutcome(form);
  const onSubmit = form.handleSubmit(({ names: given }) => {
    const entries = languages.map((lang) => [lang, given[lang]?.trim() || null] as const);
    const done = outcome(t(adding ? 'seasons.added' : 'editor.saved'), onClose);
    if (adding)
      add.mutate(
        { number, names: Object.fromEntries(entries.filter(([, text]) => text !== null)) as Partial<Names> },
        done,
      );
    else rename.mutate({ number, names: Object.fromEntries(entries) }, done);
  });
  return (
    <FormDialog
      open
      title={adding ? t('seasons.add') : t('seasons.rename', { number })}
      submitLabel={adding ? t('seasons.add') : t('editor.save')}
      busy={add.isPending || rename.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <LanguageTabs
        idPrefix="season"
        label={t('seasons.names')}
        missing={(lang) => !names?.[lang]?.trim()}
        wrong={(lang) => Boolean(form.formState.errors.names?.[lang])}
      >
        {({ lang, dir, htmlLang }) => (
          <TextField
            id={`season-${lang}-name`}
            label={t('editor.texts.name')}
            dir={dir}
            lang={htmlLang}
            maxLength={100}
            {...form.field(`names.${lang}`)}
          />
        )}
      </LanguageTabs>
    </FormDialog>
  );
}
