import { z } from 'zod';
import { slugSchema } from './catalogue-admin';
import { genreTypes } from './catalogue-values';
import { languages } from './locales';
import { consolePageOf, consolePaging } from './console-lists';

/** The two vocabularies titles are filed under: genres (of a type) and free tags. */
export const termKinds = ['genres', 'tags'] as const;
export type TermKind = (typeof termKinds)[number];

export const genreTypeSchema = z.enum(genreTypes);

const termName = z.string().trim().min(1, 'enter a name').max(60, 'at most 60 characters');
const englishRequired = { message: 'an English name is required', path: ['en'] };

/** `POST /api/admin/genres` (with `type`) and `POST /api/admin/tags`: a slug is made from the English name when left out. */
export const termCreateSchema = z.object({
  slug: slugSchema.optional(),
  type: genreTypeSchema.optional(),
  names: z.partialRecord(z.enum(languages), termName).refine((names) => names.en !== undefined, englishRequired),
});
export type TermCreate = z.input<typeof termCreateSchema>;

/** `PATCH …/:slug`: what is sent changes; a language set to null loses its name (English cannot). */
export const termPatchSchema = z.object({
  slug: slugSchema.optional(),
  type: genreTypeSchema.optional(),
  names: z
    .partialRecord(z.enum(languages), termName.nullable())
    .refine((names) => names.en !== null, { message: 'the English name cannot be removed', path: ['en'] })
    .optional(),
});
export type TermPatch = z.input<typeof termPatchSchema>;

/** `POST …/:slug/merge`: the term's titles and rails move to `into`, then it is deleted. */
export const mergeSchema = z.object({ into: slugSchema });
export type MergeInput = z.infer<typeof mergeSchema>;

export const termSorts = ['name', 'titles'] as const;

/** `GET /api/admin/genres` and `/tags`: filtered by name or slug, sorted and paged on the server. */
export const termListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  type: genreTypeSchema.optional(),
  sort: z.enum(termSorts).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  ...consolePaging,
});
export type TermListQuery = z.infer<typeof termListQuerySchema>;

/** A genre or tag as the console lists and edits it, with how much uses it. */
export const adminTermSchema = z.object({
  slug: z.string(),
  /** Genres only: the kind of titles the genre files. */
  type: genreTypeSchema.nullable(),
  names: z.partialRecord(z.enum(languages), z.string()),
  missingLanguages: z.array(z.enum(languages)),
  titles: z.number().int(),
  rails: z.number().int(),
});
export type AdminTerm = z.infer<typeof adminTermSchema>;

export const adminTermPageSchema = consolePageOf(adminTermSchema);
export type AdminTermPage = z.infer<typeof adminTermPageSchema>;

const usedTitleSchema = z.object({ slug: z.string(), name: z.string() });

/** Where a genre or tag is used, so deleting it can say what it takes away. */
export const termUsageSchema = z.object({
  titles: z.object({ total: z.number().int(), first: z.array(usedTitleSchema) }),
  rails: z.array(z.object({ id: z.number().int(), placement: z.string(), name: z.string() })),
});
export type TermUsage = z.infer<typeof termUsageSchema>;
