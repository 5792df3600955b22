import { accessTiers, ageRatings, titleKinds } from '@reelhouse/contracts/catalogue-values';
import { htmlLangOf } from '@reelhouse/contracts/locales';
import { useTranslation } from 'react-i18next';
import { FieldFrame, TextField } from '../../../shared/forms/text-field';
import { useContentLanguage } from '../../../shared/i18n/content-language';
import { useGenreChoices, useTagChoices } from '../api/admin-queries';
import { ChoiceGroup } from '../components/choice-group';
import type { TitleFields } from './title-form';

/** Audio languages offered as choices (ISO 639-1): India's main ones first, then the interface's. */
const audioLanguageCodes = ['hi', 'en', 'ta', 'te', 'ml', 'kn', 'bn', 'mr', 'pa', 'gu', 'ur', 'ar', 'fr', 'de', 'el'];

/** What a title is: kind, address, rating, access, dates, languages, genres, tags, trailer. */
export function TitleDetailsFields({ form, kindFixed }: { form: TitleFields; kindFixed: boolean }) {
  const { t } = useTranslation('admin');
  const { t: tCatalogue } = useTranslation('catalogue');
  const lang = useContentLanguage();
  const languageNames = new Intl.DisplayNames([htmlLangOf[lang]], { type: 'language' });
  const genres = useGenreChoices();
  const tags = useTagChoices();
  const select = (
    name: 'kind' | 'rating' | 'accessTier',
    label: string,
    options: readonly (readonly [string, string])[],
    disabled = false,
  ) => (
    <FieldFrame
      id={`title-${name}`}
      label={label}
      error={form.errorOf(name)}
      hint={disabled ? t('editor.fields.kindFixed') : undefined}
    >
      {(control) => (
        <select className="form-select" disabled={disabled} {...control} {...form.register(name)}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );

  return (
    <div className="title-fields">
      {select(
        'kind',
        t('editor.fields.kind'),
        titleKinds.map((kind) => [kind, tCatalogue(`kind.${kind}`)]),
        kindFixed,
      )}
      <TextField
        id="title-slug"
        label={t('editor.fields.slug')}
        hint={t('editor.fields.slugHint')}
        dir="ltr"
        maxLength={120}
        {...form.field('slug')}
      />
      {select(
        'rating',
        t('editor.fields.rating'),
        ageRatings.map((rating) => [rating, rating]),
      )}
      <TextField
        id="title-rating-reason"
        label={t('editor.fields.ratingReason')}
        hint={t('editor.fields.ratingReasonHint')}
        maxLength={200}
        {...form.field('ratingReason')}
      />
      {select(
        'accessTier',
        t('editor.fields.tier'),
        accessTiers.map((tier) => [tier, tCatalogue(`tier.${tier}`)]),
      )}
      <TextField id="title-release" type="date" label={t('editor.fields.releaseDate')} {...form.field('releaseDate')} />
      <TextField
        id="title-runtime"
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        label={t('editor.fields.runtime')}
        hint={t('editor.fields.runtimeHint')}
        {...form.field('runtimeMinutes')}
      />
      <TextField
        id="title-trailer"
        type="url"
        dir="ltr"
        label={t('editor.fields.trailerUrl')}
        maxLength={500}
        {...form.field('trailerUrl')}
      />
      <ChoiceGroup
        legend={t('editor.fields.audioLanguages')}
        choices={audioLanguageCodes.map((code) => [code, languageNames.of(code) ?? code] as const)}
        registration={form.register('audioLanguages')}
        error={form.errorOf('audioLanguages')}
      />
      <ChoiceGroup
        legend={t('editor.fields.genres')}
        choices={genres}
        registration={form.register('genres')}
        error={form.errorOf('genres')}
      />
      <ChoiceGroup
        legend={t('editor.fields.tags')}
        choices={tags}
        registration={form.register('tags')}
        error={form.errorOf('tags')}
      />
    </div>
  );
}
