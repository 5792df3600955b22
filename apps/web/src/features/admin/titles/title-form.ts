import {
  adminTitleCreateSchema,
  adminTitlePatchSchema,
  type AdminTitle,
  type TitleStatus,
} from '@reelhouse/contracts/catalogue-admin';
import type { AccessTier, AgeRating, TitleKind } from '@reelhouse/contracts/catalogue';
import { languages, type Language } from '@reelhouse/contracts/locales';
import { z } from 'zod';
import { fromLocalInput, toLocalInput } from '../components/local-moments';
import type { ZodForm } from '../../../shared/forms/use-zod-form';

interface TextsValues {
  name: string;
  tagline: string;
  description: string;
}

/** What the title form holds: text boxes and lists as people edit them, empty meaning "none". */
export interface TitleFormValues {
  kind: TitleKind;
  slug: string;
  rating: AgeRating;
  ratingReason: string;
  accessTier: AccessTier;
  status: TitleStatus;
  /** `datetime-local` values, in the operator's own time zone. */
  publishAt: string;
  availableAt: string;
  leavingAt: string;
  releaseDate: string;
  runtimeMinutes: string;
  audioLanguages: string[];
  genres: string[];
  tags: string[];
  trailerUrl: string;
  translations: Record<Language, TextsValues>;
}

const emptyTexts: TextsValues = { name: '', tagline: '', description: '' };

export const newTitleValues = (): TitleFormValues => ({
  kind: 'movie',
  slug: '',
  rating: 'U',
  ratingReason: '',
  accessTier: 'free',
  status: 'draft',
  publishAt: '',
  availableAt: '',
  leavingAt: '',
  releaseDate: '',
  runtimeMinutes: '',
  audioLanguages: [],
  genres: [],
  tags: [],
  trailerUrl: '',
  translations: Object.fromEntries(languages.map((lang) => [lang, emptyTexts])) as Record<Language, TextsValues>,
});

export function titleValues(title: AdminTitle): TitleFormValues {
  return {
    kind: title.kind,
    slug: title.slug,
    rating: title.rating,
    ratingReason: title.ratingReason ?? '',
    accessTier: title.accessTier,
    status: title.status,
    publishAt: toLocalInput(title.publishAt),
    availableAt: toLocalInput(title.availableAt),
    leavingAt: toLocalInput(title.leavingAt),
    releaseDate: title.releaseDate ?? '',
    runtimeMinutes: title.runtimeMinutes === null ? '' : String(title.runtimeMinutes),
    audioLanguages: title.audioLanguages,
    genres: title.genres,
    tags: title.tags,
    trailerUrl: title.trailerUrl ?? '',
    translations: Object.fromEntries(
      languages.map((lang) => {
        const texts = title.translations[lang];
        return [
          lang,
          texts ? { name: texts.name, tagline: texts.tagline ?? '', description: texts.description ?? '' } : emptyTexts,
        ];
      }),
    ) as Record<Language, TextsValues>,
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form's values as the API takes them; a language without a name has no texts (null removes it). */
function toInput(values: TitleFormValues) {
  return {
    kind: values.kind,
    slug: values.slug.trim(),
    rating: values.rating,
    ratingReason: blankToNull(values.ratingReason),
    accessTier: values.accessTier,
    status: values.status,
    publishAt: values.status === 'scheduled' ? fromLocalInput(values.publishAt) : null,
    availableAt: values.status === 'coming_soon' ? fromLocalInput(values.availableAt) : null,
    leavingAt: values.status === 'archived' ? null : fromLocalInput(values.leavingAt),
    releaseDate: blankToNull(values.releaseDate),
    runtimeMinutes: values.runtimeMinutes.trim() === '' ? null : Number(values.runtimeMinutes),
    audioLanguages: values.audioLanguages,
    genres: values.genres,
    tags: values.tags,
    trailerUrl: blankToNull(values.trailerUrl),
    translations: Object.fromEntries(
      languages.map((lang) => {
        const texts = values.translations[lang];
        const named = lang === 'en' || texts.name.trim() !== '';
        return [
          lang,
          named
            ? { name: texts.name, tagline: blankToNull(texts.tagline), description: blankToNull(texts.description) }
            : null,
        ];
      }),
    ),
  };
}

/** A new title: languages left without a name are not sent; an empty slug is made from the English name. */
export const newTitleSchema = z.preprocess((values: TitleFormValues) => {
  const { slug, translations, ...input } = toInput(values);
  return {
    ...input,
    ...(slug && { slug }),
    translations: Object.fromEntries(Object.entries(translations).filter(([, texts]) => texts !== null)),
  };
}, adminTitleCreateSchema);

/** An existing title: everything is sent, and a language emptied of its name loses its texts. */
export const titleChangesSchema = z.preprocess(toInput, adminTitlePatchSchema);

/** What a section of the title form uses: its fields, their values and messages (the same for a new and an existing title). */
export type TitleFields = Pick<
  ZodForm<typeof newTitleSchema>,
  'field' | 'errorOf' | 'watch' | 'formState' | 'register'
>;
