/**
 * The catalogue's plain values, apart from its schemas: pages that only list, sort or label by
 * them load without the validation library.
 */
export const titleKinds = ['movie', 'series', 'show', 'video'] as const;
export const ageRatings = ['U', 'U/A 7+', 'U/A 13+', 'U/A 16+', 'A'] as const;
export const accessTiers = ['free', 'basic', 'premium'] as const;
/**
 * A title's life: a draft only operators see; scheduled, it publishes itself at its time; coming
 * soon is announced to viewers before it plays; published; archived, gone from viewers again.
 */
export const titleStatuses = ['draft', 'scheduled', 'coming_soon', 'published', 'archived'] as const;
/** The statuses viewers see a title in. */
export const publicTitleStatuses = ['coming_soon', 'published'] as const;
export const isPublicTitleStatus = (status: string) => (publicTitleStatuses as readonly string[]).includes(status);
export const departments = [
  'production',
  'art',
  'writing',
  'editing',
  'sound',
  'camera',
  'acting',
  'directing',
] as const;
/** The kind of titles a genre files (the viewer's genre pages are per type). */
export const genreTypes = ['movie', 'tv-show', 'video'] as const;
/** What became of a title at an award. */
export const awardOutcomes = ['win', 'nomination'] as const;
export const placements = ['home', 'movies', 'tv', 'videos', 'banner'] as const;
/** How a rail fills itself: by hand, or newest, most watched, coming soon, one genre, one tag, top ten. */
export const railRules = ['curated', 'latest', 'most_watched', 'upcoming', 'genre', 'tag', 'top10'] as const;
export const titleSorts = ['latest', 'popular', 'title'] as const;
