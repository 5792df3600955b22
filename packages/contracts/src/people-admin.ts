import { z } from 'zod';
import { departmentSchema, imageSetSchema } from './catalogue';
import { slugSchema } from './catalogue-admin';
import { languages } from './locales';
import { consolePageOf, consolePaging } from './console-lists';

/** A person's texts in one language; English is required and stands in for the others. */
export const personTextsSchema = z.object({
  /** What the person is presented as ("Actor", "Director"). */
  designation: z.string().trim().min(1, 'enter a designation').max(80, 'at most 80 characters'),
  biography: z.string().trim().max(10_000, 'at most 10,000 characters').nullable().default(null),
});
export type PersonTexts = z.output<typeof personTextsSchema>;

const personFields = {
  name: z.string().trim().min(1, 'enter a name').max(200, 'at most 200 characters'),
  /** Made from the name when left out on create; unique. */
  slug: slugSchema,
  knownFor: departmentSchema,
  birthday: z.iso.date({ error: 'enter a date as YYYY-MM-DD' }).nullable(),
  birthPlace: z.string().trim().max(200, 'at most 200 characters').nullable(),
  alsoKnownAs: z.array(z.string().trim().min(1).max(200)).max(20, 'at most 20 names'),
};

/** `POST /api/admin/people`. */
export const personCreateSchema = z.object({
  ...personFields,
  slug: personFields.slug.optional(),
  knownFor: personFields.knownFor.default('acting'),
  birthday: personFields.birthday.default(null),
  birthPlace: personFields.birthPlace.default(null),
  alsoKnownAs: personFields.alsoKnownAs.default([]),
  translations: z
    .partialRecord(z.enum(languages), personTextsSchema)
    .refine((texts) => texts.en !== undefined, { message: 'English texts are required', path: ['en'] }),
});
export type PersonCreate = z.input<typeof personCreateSchema>;

/** `PATCH /api/admin/people/:slug`: what is sent changes; a language set to null loses its texts (English cannot). */
export const personPatchSchema = z
  .object({
    ...personFields,
    translations: z
      .partialRecord(z.enum(languages), personTextsSchema.nullable())
      .refine((texts) => texts.en !== null, { message: 'English texts cannot be removed', path: ['en'] }),
  })
  .partial();
export type PersonPatch = z.input<typeof personPatchSchema>;

export const personSorts = ['name', 'credits'] as const;

/** `GET /api/admin/people`. */
export const personListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  knownFor: departmentSchema.optional(),
  sort: z.enum(personSorts).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  ...consolePaging,
});
export type PersonListQuery = z.infer<typeof personListQuerySchema>;

export const adminPersonRowSchema = z.object({
  slug: z.string(),
  name: z.string(),
  knownFor: departmentSchema,
  portrait: imageSetSchema.nullable(),
  credits: z.number().int(),
  /** Interface languages without a designation yet (English is always there). */
  missingLanguages: z.array(z.enum(languages)),
});
export type AdminPersonRow = z.infer<typeof adminPersonRowSchema>;

export const adminPersonPageSchema = consolePageOf(adminPersonRowSchema);
export type AdminPersonPage = z.infer<typeof adminPersonPageSchema>;

/** A person as the console edits them, with every title they are credited on. */
export const adminPersonSchema = z.object({
  slug: z.string(),
  name: z.string(),
  knownFor: departmentSchema,
  birthday: z.string().nullable(),
  birthPlace: z.string().nullable(),
  alsoKnownAs: z.array(z.string()),
  translations: z.partialRecord(z.enum(languages), personTextsSchema),
  portrait: imageSetSchema.nullable(),
  credits: z.array(
    z.object({
      title: z.object({ slug: z.string(), name: z.string() }),
      department: departmentSchema,
      role: z.string(),
    }),
  ),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;

/** An uploaded portrait's largest size; it is cropped square, as the cast lists show portraits. */
export const PORTRAIT_MAX_BYTES = 5 * 1024 * 1024;
