import type { AdminEpisode } from '@reelhouse/contracts/catalogue-admin';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useAddEpisode, useUpdateEpisode } from '../api/admin-queries';
import { FormDialog } from '../components/form-dialog';
import { LanguageTabs } from '../components/language-tabs';
import { episodeChangesSchema, episodeValues, newEpisodeSchema } from './episode-form';
import { useFormOutcome } from '../components/use-form-outcome';

/** Adding an episode to a season, or changing one: number, running time, date, texts per language. */
export function EpisodeDialog({
  slug,
  season,
  episode,
  onClose,
}: {
  slug: string;
  season: number;
  /** The episode to change; absent to add one. */
  episode?: AdminEpisode;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const adding = episode === undefined;
  const form = useZodForm(adding ? newEpisodeSchema : episodeChangesSchema, {
    defaultValues: episodeValues(episode),
    errorText: (key) => t(key, { defaultValue: t('fieldErrors.invalid') }),
  });
  const add = useAddEpisode(slug);
  const update = useUpdateEpisode(slug);
  const texts = form.watch('translations');
  const outcome = useFormOutcome(form);
  const onSubmit = form.handleSubmit((input) => {
    const done = outcome(t(adding ? 'episodes.added' : 'editor.saved'), onClose);
    if (adding) add.mutate({ season, episode: input as Parameters<typeof add.mutate>[0]['episode'] }, done);
    else update.mutate({ id: episode.id, changes: input }, done);
  });

  return (
    <FormDialog
      open
      title={adding ? t('episodes.addTo', { season }) : t('episodes.edit', { number: episode.number })}
      submitLabel={adding ? t('episodes.add') : t('editor.save')}
      busy={add.isPending || update.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className="title-fields">
        <TextField
          id="episode-number"
          type="number"
          inputMode="numeric"
          min={1}
          label={t('episodes.number')}
          hint={adding ? t('episodes.numberHint') : undefined}
          {...form.field('number')}
        />
        <TextField
          id="episode-duration"
          type="number"
          inputMode="numeric"
          min={1}
          label={t('editor.fields.runtime')}
          hint={t('editor.fields.runtimeHint')}
          {...form.field('durationMinutes')}
        />
        <TextField
          id="episode-release"
          type="date"
          label={t('editor.fields.releaseDate')}
          {...form.field('releaseDate')}
        />
      </div>
      <LanguageTabs
        idPrefix="episode"
        label={t('editor.sections.texts')}
        missing={(lang) => !texts?.[lang]?.name?.trim()}
        wrong={(lang) => Boolean(form.formState.errors.translations?.[lang])}
      >
        {({ lang, dir, htmlLang }) => (
          <>
            <TextField
              id={`episode-${lang}-name`}
              label={t('editor.texts.name')}
              dir={dir}
              lang={htmlLang}
              maxLength={200}
              {...form.field(`translations.${lang}.name`)}
            />
            <TextAreaField
              id={`episode-${lang}-description`}
              label={t('editor.texts.description')}
              dir={dir}
              lang={htmlLang}
              rows={3}
              maxLength={2000}
              wrapperClassName="mt-3"
              {...form.field(`translations.${lang}.description`)}
            />
          </>
        )}
      </LanguageTabs>
    </FormDialog>
  );
}
