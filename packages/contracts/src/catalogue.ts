import { z } from 'zod';
import { languages } from './locales';
import {
  titleKinds,
  ageRatings,
  accessTiers,
  departments,
  genreTypes,
  placements,
  railRules,
  titleSorts,
} from './catalogue-values';

export { titleKinds, ageRatings, accessTiers, departments, placements, titleSorts } from './catalogue-values';

export const titleKindSchema = z.enum(titleKinds);
export type TitleKind = (typeof titleKinds)[number];
export const ageRatingSchema = z.enum(ageRatings);
export type AgeRating = (typeof ageRatings)[number];
export const accessTierSchema = z.enum(accessTiers);
export type AccessTier = (typeof accessTiers)[number];
export const departmentSchema = z.enum(departments);
export type Department = z.infer<typeof departmentSchema>;
export const placementSchema = z.enum(placements);
export const languageSchema = z.enum(languages);

/** A responsive image: files are `<path>-<width>.<format>` for each width and format. */
export const imageSetSchema = z.object({
  path: z.string(),
  widths: z.array(z.number().int()),
  formats: z.array(z.string()),
  width: z.number().int(),
  height: z.number().int(),
  color: z.string(),
});
export type ImageSet = z.infer<typeof imageSetSchema>;

export const namedRefSchema = z.object({ slug: z.string(), name: z.string() });

/** What a card in a list, rail or slider needs. */
export const titleCardSchema = z.object({
  slug: z.string(),
  kind: titleKindSchema,
  name: z.string(),
  tagline: z.string().nullable(),
  rating: ageRatingSchema,
  releaseDate: z.string().nullable(),
  runtimeMinutes: z.number().int().nullable(),
  accessTier: accessTierSchema,
  status: z.enum(['published', 'coming_soon']),
  availableAt: z.string().nullable(),
  genres: z.array(namedRefSchema),
  poster: imageSetSchema.nullable(),
  backdrop: imageSetSchema.nullable(),
  thumbnail: imageSetSchema.nullable(),
  /** A short muted clip that cards and the home banner play, or null when none is made yet. */
  previewUrl: z.string().nullable(),
});
export type TitleCard = z.infer<typeof titleCardSchema>;

export const episodeSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  durationMinutes: z.number().int(),
  releaseDate: z.string().nullable(),
  image: imageSetSchema.nullable(),
});

export const creditGroupSchema = z.object({
  department: departmentSchema,
  people: z.array(
    z.object({ slug: z.string(), name: z.string(), role: z.string(), profile: imageSetSchema.nullable() }),
  ),
});

export const titleDetailSchema = titleCardSchema.extend({
  description: z.string().nullable(),
  /** The title's name as a picture (transparent), shown in its place on the title page. */
  logo: imageSetSchema.nullable(),
  audioLanguages: z.array(z.string()),
  tags: z.array(namedRefSchema),
  trailerUrl: z.string().nullable(),
  viewCount: z.number().int(),
  links: z.array(z.object({ quality: z.string(), language: z.string(), player: z.string(), addedOn: z.string() })),
  awards: z.array(z.object({ name: z.string(), year: z.number().int(), outcome: z.enum(['win', 'nomination']) })),
  credits: z.array(creditGroupSchema),
  seasons: z.array(z.object({ number: z.number().int(), name: z.string(), episodes: z.array(episodeSchema) })),
  reviews: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type TitleDetail = z.infer<typeof titleDetailSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
export const titlePageSchema = pageOf(titleCardSchema);
export type TitlePage = z.infer<typeof titlePageSchema>;

/** `?lang=` on every catalogue read: texts in that language, English where a text is missing. */
export const langQuerySchema = z.object({ lang: languageSchema.default('en') });

const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug: lowercase letters, digits and dashes');
export const slugParamsSchema = z.object({ slug: slugSchema });

export const titleListQuerySchema = langQuerySchema.extend({
  kind: titleKindSchema.optional(),
  genre: slugSchema.optional(),
  tag: slugSchema.optional(),
  /** Audio language, ISO 639-1. */
  language: z
    .string()
    .regex(/^[a-z]{2}$/, 'must be a two-letter language code')
    .optional(),
  year: z.coerce.number().int().min(1900).max(2100).optional(),
  rating: ageRatingSchema.optional(),
  tier: accessTierSchema.optional(),
  sort: z.enum(titleSorts).default('latest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type TitleListQuery = z.infer<typeof titleListQuerySchema>;

export const railSchema = z.object({
  slug: z.string(),
  name: z.string(),
  placement: placementSchema,
  rule: z.enum(railRules),
  items: z.array(titleCardSchema),
});
export type Rail = z.infer<typeof railSchema>;

/** A hero slide: a title card with its trailer, which the banner plays muted when there is one. */
export const heroSlideSchema = titleCardSchema.extend({ trailerUrl: z.string().nullable() });
export type HeroSlide = z.infer<typeof heroSlideSchema>;
export const sliderSchema = z.object({ placement: placementSchema, items: z.array(heroSlideSchema) });

export const genreSchema = z.object({
  slug: z.string(),
  name: z.string(),
  type: z.enum(genreTypes),
  thumbnail: imageSetSchema.nullable(),
  titleCount: z.number().int(),
});
export const tagSchema = z.object({ slug: z.string(), name: z.string(), titleCount: z.number().int() });

export const personSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  designation: z.string(),
  knownFor: departmentSchema,
  profile: imageSetSchema.nullable(),
});
export const personDetailSchema = personSummarySchema.extend({
  birthday: z.string().nullable(),
  birthPlace: z.string().nullable(),
  alsoKnownAs: z.array(z.string()),
  heightCm: z.number().int().nullable(),
  relatives: z.array(z.object({ name: z.string(), relation: z.string() })),
  officialSites: z.array(z.string()),
  biography: z.string().nullable(),
  filmography: z.array(z.object({ title: titleCardSchema, department: departmentSchema, role: z.string() })),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

export const searchQuerySchema = langQuerySchema.extend({
  q: z.string().trim().min(1, 'type something to search for').max(100, 'at most 100 characters'),
  /** Results per group: a few for suggestions as you type, more for the results page. */
  limit: z.coerce.number().int().min(1).max(30).default(8),
});

export const episodeHitSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  seasonNumber: z.number().int(),
  name: z.string(),
  title: z.object({ slug: z.string(), name: z.string(), kind: titleKindSchema }),
});

/**
 * A line of dialogue found by the search: the title (and episode) it is said in, when, and what is
 * said. Playing from `startSeconds` (less a few seconds) lands on it.
 */
export const momentHitSchema = z.object({
  /** `accessTier` and `rating` say whether the viewer's plan plays it (the results mark those it does not). */
  title: z.object({
    slug: z.string(),
    name: z.string(),
    kind: titleKindSchema,
    accessTier: accessTierSchema,
    rating: ageRatingSchema,
  }),
  episode: z
    .object({ id: z.number().int(), number: z.number().int(), seasonNumber: z.number().int(), name: z.string() })
    .nullable(),
  startSeconds: z.number().nonnegative(),
  text: z.string(),
});
export type MomentHit = z.infer<typeof momentHitSchema>;

/** A blog post found by the search. */
export const postHitSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  publishedAt: z.string(),
  cover: imageSetSchema.nullable(),
});
export type PostHit = z.infer<typeof postHitSchema>;

/** A shop product found by the search: what a result line shows (price in paise before GST). */
export const productHitSchema = z.object({
  slug: z.string(),
  name: z.string(),
  image: imageSetSchema.nullable(),
  pricePaise: z.number().int(),
});
export type ProductHit = z.infer<typeof productHitSchema>;

/** Search results grouped by what they are. */
export const searchResultsSchema = z.object({
  query: z.string(),
  titles: z.array(titleCardSchema),
  episodes: z.array(episodeHitSchema),
  people: z.array(personSummarySchema),
  moments: z.array(momentHitSchema),
  posts: z.array(postHitSchema),
  products: z.array(productHitSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** A published review as anyone may read it: the reviewer's e-mail never leaves the server. */
export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export const reviewPageSchema = pageOf(reviewSchema);

export const reviewInputSchema = z.object({
  rating: z.number({ error: 'choose a rating from 1 to 5' }).int().min(1, 'at least 1').max(5, 'at most 5'),
  body: z.string().trim().min(10, 'write at least 10 characters').max(2000, 'at most 2000 characters'),
  authorName: z.string().trim().min(1, 'enter your name').max(80, 'at most 80 characters'),
  authorEmail: z.email({ error: 'enter a valid e-mail address' }).max(254),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewCreatedSchema = z.object({ id: z.number().int(), status: z.enum(['pending', 'published']) });

export type Genre = z.infer<typeof genreSchema>;
export type GenreType = Genre['type'];
export type Tag = z.infer<typeof tagSchema>;
export type PersonSummary = z.infer<typeof personSummarySchema>;
export type Review = z.infer<typeof reviewSchema>;
export type ReviewCreated = z.infer<typeof reviewCreatedSchema>;
export type EpisodeHit = z.infer<typeof episodeHitSchema>;
export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}
