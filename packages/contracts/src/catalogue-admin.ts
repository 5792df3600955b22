import { z } from 'zod';
import {
  accessTierSchema,
  ageRatingSchema,
  departmentSchema,
  imageSetSchema,
  titleDetailSchema,
  titleKindSchema,
} from './catalogue';
import { awardOutcomes, titleStatuses } from './catalogue-values';
import { languages } from './locales';
import { rowIdParam } from './numbers';
import { consolePageOf, consolePaging } from './console-lists';

export const titleStatusSchema = z.enum(titleStatuses);
export type TitleStatus = z.infer<typeof titleStatusSchema>;

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug: lowercase letters, digits and dashes')
  .max(120, 'at most 120 characters');

/** What the console's title list can be sorted by. */
export const adminTitleSorts = ['updated', 'name', 'released', 'status'] as const;

/** `GET /api/admin/titles`: server-side filters, sorting and paging, as the list's URL holds them. */
export const adminTitleListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  kind: titleKindSchema.optional(),
  status: titleStatusSchema.optional(),
  rating: ageRatingSchema.optional(),
  tier: accessTierSchema.optional(),
  genre: slugSchema.optional(),
  sort: z.enum(adminTitleSorts).default('updated'),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...consolePaging,
});
export type AdminTitleListQuery = z.infer<typeof adminTitleListQuerySchema>;

/** Where a title's video stands: none yet, being made, playable, or its making failed. */
export const videoStates = ['none', 'processing', 'ready', 'failed'] as const;
export type VideoState = (typeof videoStates)[number];

export const adminTitleRowSchema = z.object({
  slug: z.string(),
  name: z.string(),
  kind: titleKindSchema,
  status: titleStatusSchema,
  rating: ageRatingSchema,
  accessTier: accessTierSchema,
  releaseDate: z.string().nullable(),
  genres: z.array(z.string()),
  poster: imageSetSchema.nullable(),
  video: z.enum(videoStates),
  /** Interface languages the title has no name in yet (English is always there). */
  missingLanguages: z.array(z.enum(languages)),
  updatedAt: z.string(),
});
export type AdminTitleRow = z.infer<typeof adminTitleRowSchema>;

export const adminTitlePageSchema = consolePageOf(adminTitleRowSchema);
export type AdminTitlePage = z.infer<typeof adminTitlePageSchema>;

/** A title's texts in one language; English is required and stands in for the others. */
export const titleTextsSchema = z.object({
  name: z.string().trim().min(1, 'enter a name').max(200, 'at most 200 characters'),
  tagline: z.string().trim().max(300, 'at most 300 characters').nullable().default(null),
  description: z.string().trim().max(5000, 'at most 5,000 characters').nullable().default(null),
});
export type TitleTexts = z.output<typeof titleTextsSchema>;

const isoDate = z.iso.date({ error: 'enter a date as YYYY-MM-DD' });
const isoMoment = z.iso.datetime({ offset: true, error: 'enter a date and time (ISO 8601)' });

/** A title's fields as an operator sends them; creating fills in the defaults. */
const titleFields = {
  kind: titleKindSchema,
  /** Derived from the English name when left out on create; unique. */
  slug: slugSchema,
  rating: ageRatingSchema,
  /** Why the title has its rating ("mild violence"), shown beside it. */
  ratingReason: z.string().trim().max(200, 'at most 200 characters').nullable(),
  accessTier: accessTierSchema,
  status: titleStatusSchema,
  /** When a scheduled title publishes itself. */
  publishAt: isoMoment.nullable(),
  /** When a title announced as coming soon becomes available. */
  availableAt: isoMoment.nullable(),
  /** When the title leaves the service: archived then, and "leaving soon" on My Lists before. */
  leavingAt: isoMoment.nullable(),
  releaseDate: isoDate.nullable(),
  runtimeMinutes: z.number().int('a whole number of minutes').min(1).max(1000).nullable(),
  /** Audio languages, ISO 639-1. */
  audioLanguages: z.array(z.string().regex(/^[a-z]{2}$/, 'a two-letter language code')).max(20),
  genres: z.array(slugSchema).max(10, 'at most 10 genres'),
  tags: z.array(slugSchema).max(20, 'at most 20 tags'),
  /** A web address, or a trailer this service keeps itself (`/media/trailers/…`, as the demo's are). */
  trailerUrl: z
    .union(
      [
        z.url({ protocol: /^https?$/ }).max(500),
        z.string().regex(/^\/media\/trailers\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/),
      ],
      { error: 'enter a web address (https://…)' },
    )
    .nullable(),
  translations: z
    .partialRecord(z.enum(languages), titleTextsSchema)
    .refine((texts) => texts.en !== undefined, { message: 'English texts are required', path: ['en'] }),
};

/** A title's kind stays what it was made as: seasons belong to series and shows, a video to the others. */
const { kind: _kind, ...editableFields } = titleFields;

/** A scheduled title needs its time, and a time in the future; a title can only leave in the future. */
const scheduleRule = <T extends { status?: TitleStatus; publishAt?: string | null; leavingAt?: string | null }>(
  title: T,
  context: z.core.$RefinementCtx,
) => {
  if (title.leavingAt && Date.parse(title.leavingAt) <= Date.now())
    context.addIssue({ code: 'custom', path: ['leavingAt'], message: 'the time it leaves must be in the future' });
  if (title.status !== 'scheduled') return;
  if (!title.publishAt)
    context.addIssue({ code: 'custom', path: ['publishAt'], message: 'a scheduled title needs a time to publish' });
  else if (Date.parse(title.publishAt) <= Date.now())
    context.addIssue({ code: 'custom', path: ['publishAt'], message: 'the time to publish must be in the future' });
};

/** `POST /api/admin/titles`. */
export const adminTitleCreateSchema = z
  .object({
    ...titleFields,
    slug: titleFields.slug.optional(),
    ratingReason: titleFields.ratingReason.default(null),
    accessTier: titleFields.accessTier.default('free'),
    status: titleFields.status.default('draft'),
    publishAt: titleFields.publishAt.default(null),
    availableAt: titleFields.availableAt.default(null),
    leavingAt: titleFields.leavingAt.default(null),
    releaseDate: titleFields.releaseDate.default(null),
    runtimeMinutes: titleFields.runtimeMinutes.default(null),
    audioLanguages: titleFields.audioLanguages.default([]),
    genres: titleFields.genres.default([]),
    tags: titleFields.tags.default([]),
    trailerUrl: titleFields.trailerUrl.default(null),
  })
  .superRefine(scheduleRule);
export type AdminTitleCreate = z.input<typeof adminTitleCreateSchema>;

/**
 * `PATCH /api/admin/titles/:slug`: only what is sent changes. `translations` changes the languages
 * it names; a language set to null loses its texts (English cannot).
 */
export const adminTitlePatchSchema = z
  .object({
    ...editableFields,
    translations: z
      .partialRecord(z.enum(languages), titleTextsSchema.nullable())
      .refine((texts) => texts.en !== null, { message: 'English texts cannot be removed', path: ['en'] }),
  })
  .partial()
  .superRefine(scheduleRule);
export type AdminTitlePatch = z.input<typeof adminTitlePatchSchema>;

/** The video of a title (movies, videos) or an episode: what plays, and a replacement on its way. */
const playableFields = {
  assetId: z.number().int().nullable(),
  /** A new video being made: viewers keep the current one until its first rendition is ready. */
  nextAssetId: z.number().int().nullable(),
};

/** An episode's texts in one language; English is required. */
export const episodeTextsSchema = z.object({
  name: z.string().trim().min(1, 'enter a name').max(200, 'at most 200 characters'),
  description: z.string().trim().max(2000, 'at most 2,000 characters').nullable().default(null),
});

const seasonNames = z.partialRecord(z.enum(languages), z.string().trim().min(1, 'enter a name').max(100));

/** `POST /api/admin/titles/:slug/seasons`: the next number unless one is given; names per language. */
export const seasonInputSchema = z.object({
  number: z.number().int().min(1).max(200).optional(),
  names: seasonNames.refine((names) => names.en !== undefined, {
    message: 'an English name is required',
    path: ['en'],
  }),
});
export type SeasonInput = z.input<typeof seasonInputSchema>;

/** `POST …/seasons/:number/episodes` and, every field optional, `PATCH /api/admin/episodes/:id`. */
const episodeFields = {
  number: z.number().int().min(1).max(1000),
  durationMinutes: z.number().int('a whole number of minutes').min(1).max(600),
  releaseDate: isoDate.nullable(),
  translations: z
    .partialRecord(z.enum(languages), episodeTextsSchema)
    .refine((texts) => texts.en !== undefined, { message: 'English texts are required', path: ['en'] }),
};
export const episodeInputSchema = z.object({
  ...episodeFields,
  number: episodeFields.number.optional(),
  releaseDate: episodeFields.releaseDate.default(null),
});
export type EpisodeInput = z.input<typeof episodeInputSchema>;
export const episodePatchSchema = z
  .object({
    ...episodeFields,
    translations: z
      .partialRecord(z.enum(languages), episodeTextsSchema.nullable())
      .refine((texts) => texts.en !== null, { message: 'English texts cannot be removed', path: ['en'] }),
  })
  .partial();
export type EpisodePatch = z.input<typeof episodePatchSchema>;

export const seasonParamsSchema = z.object({ slug: slugSchema, number: z.coerce.number().int().min(1).max(200) });
export const episodeParamsSchema = z.object({ id: rowIdParam() });

export const adminEpisodeSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  durationMinutes: z.number().int(),
  releaseDate: z.string().nullable(),
  translations: z.partialRecord(z.enum(languages), episodeTextsSchema),
  video: z.enum(videoStates),
  ...playableFields,
});
export type AdminEpisode = z.infer<typeof adminEpisodeSchema>;

export const adminSeasonSchema = z.object({
  number: z.number().int(),
  names: z.partialRecord(z.enum(languages), z.string()),
  episodes: z.array(adminEpisodeSchema),
});
export type AdminSeason = z.infer<typeof adminSeasonSchema>;

/** One credit on a title: who (by slug), in which department, as what (a job, or the character played). */
export const titleCreditSchema = z.object({
  person: slugSchema,
  department: departmentSchema,
  role: z.string().trim().min(1, 'enter a role').max(200, 'at most 200 characters'),
});
/** `PUT /api/admin/titles/:slug/credits`: the whole cast and crew, each department in the order given. */
export const titleCreditsInputSchema = z.object({
  credits: z.array(titleCreditSchema).max(200, 'at most 200 credits'),
});
export type TitleCreditsInput = z.input<typeof titleCreditsInputSchema>;

/** One award a title won or was nominated for. */
export const titleAwardSchema = z.object({
  name: z.string().trim().min(1, 'enter the award').max(200, 'at most 200 characters'),
  year: z.number().int('a year').min(1888).max(2200),
  outcome: z.enum(awardOutcomes),
});
/** `PUT /api/admin/titles/:slug/awards`: every award, replacing the list. */
export const titleAwardsInputSchema = z.object({ awards: z.array(titleAwardSchema).max(50, 'at most 50 awards') });
export type TitleAwardsInput = z.input<typeof titleAwardsInputSchema>;

/** One row of the title page's "links" table: a version that exists (quality, audio language, player). */
export const titleLinkSchema = z.object({
  quality: z.string().trim().min(1, 'enter a quality').max(20, 'at most 20 characters'),
  language: z.string().trim().min(1, 'enter a language').max(40, 'at most 40 characters'),
  player: z.string().trim().min(1, 'enter a player').max(40, 'at most 40 characters'),
  addedOn: isoDate,
});
/** `PUT /api/admin/titles/:slug/links`: every link, replacing the list. */
export const titleLinksInputSchema = z.object({ links: z.array(titleLinkSchema).max(50, 'at most 50 links') });
export type TitleLinksInput = z.input<typeof titleLinksInputSchema>;

/** A title as the console edits it: every field, the texts in each language it has, its pictures. */
export const adminTitleSchema = z.object({
  slug: z.string(),
  kind: titleKindSchema,
  status: titleStatusSchema,
  rating: ageRatingSchema,
  ratingReason: z.string().nullable(),
  accessTier: accessTierSchema,
  publishAt: z.string().nullable(),
  availableAt: z.string().nullable(),
  leavingAt: z.string().nullable(),
  releaseDate: z.string().nullable(),
  runtimeMinutes: z.number().int().nullable(),
  audioLanguages: z.array(z.string()),
  genres: z.array(z.string()),
  tags: z.array(z.string()),
  trailerUrl: z.string().nullable(),
  translations: z.partialRecord(z.enum(languages), titleTextsSchema),
  images: z.object({
    poster: imageSetSchema.nullable(),
    backdrop: imageSetSchema.nullable(),
    logo: imageSetSchema.nullable(),
  }),
  video: z.enum(videoStates),
  ...playableFields,
  /** Series and TV shows: their seasons and episodes, in order; empty for the other kinds. */
  seasons: z.array(adminSeasonSchema),
  /** Cast and crew, by department, each in its order. */
  credits: z.array(
    z.object({
      person: z.object({ slug: z.string(), name: z.string() }),
      department: departmentSchema,
      role: z.string(),
    }),
  ),
  awards: z.array(titleAwardSchema),
  links: z.array(titleLinkSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminTitle = z.infer<typeof adminTitleSchema>;

/** One line of a title's history in the console: who changed what, when. */
export const auditLineSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  /** The operator's name as their account shows it, or null when the account is gone. */
  actor: z.string().nullable(),
  at: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditLine = z.infer<typeof auditLineSchema>;

/** The pictures a title has besides its video: poster (2:3), backdrop (16:9) and logo (transparent). */
export const artworkKinds = ['poster', 'backdrop', 'logo'] as const;
export type ArtworkKind = (typeof artworkKinds)[number];
/** An uploaded picture's largest size. */
export const ARTWORK_MAX_BYTES = 10 * 1024 * 1024;

/**
 * `GET /api/admin/titles/:slug/page`: a title's page as visitors will see it once it is public,
 * whatever its status now (which `status` says); the page reads "coming soon" only for a title
 * announced as such.
 */
export const titlePagePreviewSchema = z.object({
  status: z.enum(titleStatuses),
  page: titleDetailSchema,
});
export type TitlePagePreview = z.infer<typeof titlePagePreviewSchema>;
