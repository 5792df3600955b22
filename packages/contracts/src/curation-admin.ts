import { z } from 'zod';
import { imageSetSchema, placementSchema, titleCardSchema, titleKindSchema } from './catalogue';
import { railRules } from './catalogue-values';
import { languages } from './locales';
import { rowId, rowIdParam } from './numbers';

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug: lowercase letters, digits and dashes')
  .max(120);

/** A title as a curated list shows it in the console. */
export const curatedTitleSchema = z.object({
  slug: z.string(),
  name: z.string(),
  poster: imageSetSchema.nullable(),
});
export type CuratedTitle = z.infer<typeof curatedTitleSchema>;

/** What a rule needs besides its name: kinds for all, a window for most watched, a genre or tag for those. */
export const railParamsSchema = z.object({
  kinds: z.array(titleKindSchema).max(4).optional(),
  days: z.number().int().min(1).max(365).optional(),
  genre: slug.optional(),
  tag: slug.optional(),
});

const railFields = {
  names: z
    .partialRecord(z.enum(languages), z.string().trim().min(1, 'enter a name').max(100, 'at most 100 characters'))
    .refine((names) => names.en !== undefined, { message: 'an English name is required', path: ['en'] }),
  rule: z.enum(railRules),
  params: railParamsSchema,
  size: z.number().int().min(1).max(50),
  /** A curated rail's titles, in order. */
  titles: z.array(slug).max(50),
};

/** A genre rail needs its genre, a tag rail its tag; null when the rail has what its rule needs. */
export function missingRuleParam(rule: string | undefined, params: { genre?: string; tag?: string } | undefined) {
  if (rule === 'genre' && !params?.genre)
    return { path: 'genre', message: 'choose the genre this rail shows' } as const;
  if (rule === 'tag' && !params?.tag) return { path: 'tag', message: 'choose the tag this rail shows' } as const;
  return null;
}

const ruleParams = (
  rail: { rule?: string; params?: { genre?: string; tag?: string } },
  context: z.core.$RefinementCtx,
) => {
  const missing = missingRuleParam(rail.rule, rail.params);
  if (missing) context.addIssue({ code: 'custom', path: ['params', missing.path], message: missing.message });
};

/** `POST /api/admin/rails`. */
export const railCreateSchema = z
  .object({ placement: placementSchema, ...railFields, titles: railFields.titles.default([]) })
  .superRefine(ruleParams);
export type RailCreate = z.input<typeof railCreateSchema>;

/** `PATCH /api/admin/rails/:id`: only what is sent changes. */
export const railPatchSchema = z.object(railFields).partial().superRefine(ruleParams);
export type RailPatch = z.input<typeof railPatchSchema>;

/** `POST /api/admin/rails/preview`: the titles a rail with this rule would show viewers now. */
export const railPreviewSchema = z
  .object({
    placement: placementSchema,
    rule: railFields.rule,
    params: railFields.params,
    size: railFields.size,
    titles: railFields.titles.default([]),
  })
  .superRefine(ruleParams);
export type RailPreview = z.input<typeof railPreviewSchema>;

export const adminRailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  names: z.partialRecord(z.enum(languages), z.string()),
  rule: z.enum(railRules),
  params: railParamsSchema,
  size: z.number().int(),
  /** A curated rail's hand-picked titles; empty for the rules. */
  titles: z.array(curatedTitleSchema),
});
export type AdminRail = z.infer<typeof adminRailSchema>;

/** `GET /api/admin/curation/:placement`: a page's banner and its rails, in order. */
export const curationSchema = z.object({
  placement: placementSchema,
  slider: z.array(curatedTitleSchema),
  rails: z.array(adminRailSchema),
});
export type Curation = z.infer<typeof curationSchema>;

export const placementParamsSchema = z.object({ placement: placementSchema });
export const railParamsPathSchema = z.object({ id: rowIdParam() });
/** `PUT /api/admin/curation/:placement/slider`: the banner's titles, in order. */
export const sliderOrderSchema = z.object({ titles: z.array(slug).max(20, 'at most 20 titles') });
/** `PUT /api/admin/curation/:placement/rails`: the page's rails, in order (every rail of the page, once). */
export const railOrderSchema = z.object({ rails: z.array(rowId()).max(50) });
export const railPreviewAnswerSchema = z.object({ items: z.array(titleCardSchema) });
