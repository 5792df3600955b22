import { z } from 'zod';
import { slugSchema } from './catalogue-admin';
import { languages } from './locales';

/**
 * The shop's and the blog's categories and tags: a slug and a name per language (English
 * required, the others shown where written). Operators keep them at `/api/admin/shop/categories`,
 * `/api/admin/shop/tags`, `/api/admin/blog/categories` and `/api/admin/blog/tags`.
 */
const termName = z.string().trim().min(1, 'enter a name').max(60, 'at most 60 characters');
const names = z
  .partialRecord(z.enum(languages), termName)
  .refine((given) => given.en !== undefined, { message: 'an English name is required', path: ['en'] });

export const vocabularyTermInputSchema = z.object({ names });
export type VocabularyTermInput = z.infer<typeof vocabularyTermInputSchema>;
export const vocabularyTermCreateSchema = vocabularyTermInputSchema.extend({ slug: slugSchema });
export type VocabularyTermCreate = z.infer<typeof vocabularyTermCreateSchema>;

export const vocabularyTermSchema = z.object({
  slug: z.string(),
  names: z.partialRecord(z.enum(languages), z.string()),
  /** How many products or posts are filed under it. */
  uses: z.number().int(),
});
export type VocabularyTerm = z.infer<typeof vocabularyTermSchema>;
export const vocabularyListSchema = z.object({ items: z.array(vocabularyTermSchema) });
export type VocabularyList = z.infer<typeof vocabularyListSchema>;
