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
