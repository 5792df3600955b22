import type { Department } from '@reelhouse/contracts/catalogue';
import { languages, type Language } from '@reelhouse/contracts/locales';
import { personCreateSchema, personPatchSchema, type AdminPerson } from '@reelhouse/contracts/people-admin';
import { z } from 'zod';

interface TextsValues {
  designation: string;
  biography: string;
}

/** What the person form holds: text boxes as people edit them, empty meaning "none". */
export interface PersonFormValues {
  name: string;
  slug: string;
  knownFor: Department;
  birthday: string;
  birthPlace: string;
  /** One other name per line. */
  alsoKnownAs: string;
  translations: Record<Language, TextsValues>;
}

const emptyTexts: TextsValues = { designation: '', biography: '' };

export function personValues(person?: AdminPerson): PersonFormValues {
  return {
    name: person?.name ?? '',
    slug: person?.slug ?? '',
    knownFor: person?.knownFor ?? 'acting',
    birthday: person?.birthday ?? '',
    birthPlace: person?.birthPlace ?? '',
    alsoKnownAs: person?.alsoKnownAs.join('\n') ?? '',
    translations: Object.fromEntries(
      languages.map((lang) => {
        const texts = person?.translations[lang];
        return [lang, texts ? { designation: texts.designation, biography: texts.biography ?? '' } : emptyTexts];
      }),
    ) as Record<Language, TextsValues>,
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form's values as the API takes them; a language without a designation has no texts (null removes it). */
function toInput(values: PersonFormValues) {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    knownFor: values.knownFor,
    birthday: blankToNull(values.birthday),
    birthPlace: blankToNull(values.birthPlace),
    alsoKnownAs: values.alsoKnownAs
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    translations: Object.fromEntries(
      languages.map((lang) => {
        const texts = values.translations[lang];
        const given = lang === 'en' || texts.designation.trim() !== '';
        return [lang, given ? { designation: texts.designation, biography: blankToNull(texts.biography) } : null];
      }),
    ),
  };
}

/** A new person: languages left without a designation are not sent; an empty slug is made from the name. */
export const newPersonSchema = z.preprocess((values: PersonFormValues) => {
  const { slug, translations, ...input } = toInput(values);
  return {
    ...input,
    ...(slug && { slug }),
    translations: Object.fromEntries(Object.entries(translations).filter(([, texts]) => texts !== null)),
  };
}, personCreateSchema);

/** An existing person: everything is sent, and a language emptied of its designation loses its texts. */
export const personChangesSchema = z.preprocess(toInput, personPatchSchema);
