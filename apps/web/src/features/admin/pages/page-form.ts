import {
  contentPageInputSchema,
  type AdminContentPage,
  type ContentPageInput,
} from '@reelhouse/contracts/content-pages';
import type { Language } from '@reelhouse/contracts/locales';
import { z } from 'zod';

/** What the page form holds: a section's paragraphs are one text, a blank line between two. */
export interface PageFormValues {
  lang: Language;
  title: string;
  intro: string;
  sections: { title: string; paragraphs: string }[];
}

export function pageValues(page: AdminContentPage): PageFormValues {
  return {
    lang: page.lang,
    title: page.title,
    intro: page.intro,
    sections: page.sections.map((section) => ({ title: section.title, paragraphs: section.paragraphs.join('\n\n') })),
  };
}

/** A section's text split into its paragraphs at blank lines. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** The form's values as the API takes them (also what the preview shows). */
export function pageInputOf(values: PageFormValues): ContentPageInput {
  return {
    lang: values.lang,
    title: values.title,
    intro: values.intro,
    sections: values.sections.map((section) => ({
      title: section.title,
      paragraphs: paragraphsOf(section.paragraphs),
    })),
  };
}

/** Checked by the API's own schema, so its messages land beside the same fields. */
export const pageFormSchema = z.preprocess((values: PageFormValues) => pageInputOf(values), contentPageInputSchema);
