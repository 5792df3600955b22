/**
 * The catalogue's plain values, apart from its schemas: pages that only list, sort or label by
 * them load without the validation library.
 */
export const titleKinds = ['movie', 'series', 'show', 'video'] as const;
export const ageRatings = ['U', 'U/A 7+', 'U/A 13+', 'U/A 16+', 'A'] as const;
export const accessTiers = ['free', 'basic', 'premium'] as const;
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
export const placements = ['home', 'movies', 'tv', 'videos', 'banner'] as const;
export const titleSorts = ['latest', 'popular', 'title'] as const;
