import { z } from 'zod';
import { languageSchema } from './catalogue';

/** The operator-editable pages: the policies, the delete-account instructions and the FAQ. */
export const contentPageKeys = ['terms', 'privacy', 'refund', 'deleteAccount', 'faq'] as const;
export const contentPageKeySchema = z.enum(contentPageKeys);
export type ContentPageKey = (typeof contentPageKeys)[number];

/** A numbered section of a policy, or a question (title) and its answer (paragraphs) in the FAQ. */
export const contentSectionSchema = z.object({
  title: z.string().trim().min(1, 'a section needs a title').max(300, 'at most 300 characters'),
  paragraphs: z
    .array(z.string().trim().min(1, 'a paragraph cannot be empty').max(5000, 'at most 5000 characters'))
    .min(1, 'a section needs at least one paragraph')
    .max(30, 'at most 30 paragraphs'),
});

/**
 * A page as readers get it, in their language (English where it has no translation), with the
 * operator's details from configuration written in where the text says {{service}}, {{company}},
 * {{email}} or {{city}}.
 */
export const contentPageSchema = z.object({
  key: contentPageKeySchema,
  lang: languageSchema,
  title: z.string(),
  intro: z.string(),
  sections: z.array(contentSectionSchema),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** An operator's new text for one language of a page; the {{…}} placeholders may be used. */
export const contentPageInputSchema = z.object({
  lang: languageSchema,
  title: z.string().trim().min(1, 'enter a title').max(200, 'at most 200 characters'),
  intro: z.string().trim().max(2000, 'at most 2000 characters'),
  sections: z.array(contentSectionSchema).min(1, 'a page needs at least one section').max(60, 'at most 60 sections'),
});
export type ContentPageInput = z.infer<typeof contentPageInputSchema>;

/** The operator's details a page's text may name. */
export const placeholderNames = ['service', 'company', 'email', 'city'] as const;
export type PlaceholderValues = Record<(typeof placeholderNames)[number], string>;
const placeholder = /{{\s*(service|company|email|city)\s*}}/g;

/** Writes the operator's details where a text names them (the site, and the console's preview). */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(placeholder, (_match, name: keyof PlaceholderValues) => values[name]);
}

/**
 * `GET /api/admin/pages/:key?lang=`: one language of a page as stored, placeholders unfilled. A
 * language never written yet comes with the English text to start from (`saved: false`).
 */
export const adminContentPageSchema = contentPageInputSchema.extend({
  key: contentPageKeySchema,
  saved: z.boolean(),
  /** When this language was last saved, or null. */
  updatedAt: z.string().nullable(),
});
export type AdminContentPage = z.infer<typeof adminContentPageSchema>;

/** `GET /api/admin/pages`: every page with the languages it has and when each was last saved. */
export const contentPageIndexSchema = z.object({
  items: z.array(
    z.object({
      key: contentPageKeySchema,
      /** The English title, to name the page by. */
      title: z.string(),
      languages: z.array(z.object({ lang: languageSchema, updatedAt: z.string() })),
    }),
  ),
});
export type ContentPageIndex = z.infer<typeof contentPageIndexSchema>;
