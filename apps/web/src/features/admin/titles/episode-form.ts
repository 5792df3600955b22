import { episodeInputSchema, episodePatchSchema, type AdminEpisode } from '@reelhouse/contracts/catalogue-admin';
import { languages, type Language } from '@reelhouse/contracts/locales';
import { z } from 'zod';

/** What the episode form holds: numbers as typed, texts per language (no name: no texts). */
export interface EpisodeFormValues {
  number: string;
  durationMinutes: string;
  releaseDate: string;
  translations: Record<Language, { name: string; description: string }>;
}

export function episodeValues(episode?: AdminEpisode): EpisodeFormValues {
  return {
    number: episode ? String(episode.number) : '',
    durationMinutes: episode ? String(episode.durationMinutes) : '45',
    releaseDate: episode?.releaseDate ?? '',
    translations: Object.fromEntries(
      languages.map((lang) => {
        const texts = episode?.translations[lang];
        return [lang, { name: texts?.name ?? '', description: texts?.description ?? '' }];
      }),
    ) as EpisodeFormValues['translations'],
  };
}

const wholeOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

function toInput(values: EpisodeFormValues, removeUnnamed: boolean) {
  const translations: Partial<Record<Language, { name: string; description: string | null } | null>> = {};
  for (const lang of languages) {
    const { name, description } = values.translations[lang];
    if (lang !== 'en' && name.trim() === '') {
      if (removeUnnamed) translations[lang] = null;
    } else translations[lang] = { name, description: description.trim() === '' ? null : description.trim() };
  }
  return {
    number: wholeOrUndefined(values.number),
    durationMinutes: wholeOrUndefined(values.durationMinutes),
    releaseDate: values.releaseDate === '' ? null : values.releaseDate,
    translations,
  };
}

/** A new episode: languages without a name are not sent; an empty number takes the next one. */
export const newEpisodeSchema = z.preprocess((values: EpisodeFormValues) => toInput(values, false), episodeInputSchema);
/** An existing episode: a language emptied of its name loses its texts. */
export const episodeChangesSchema = z.preprocess(
  (values: EpisodeFormValues) => toInput(values, true),
  episodePatchSchema,
);
