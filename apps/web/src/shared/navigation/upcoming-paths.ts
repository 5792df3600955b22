/**
 * Pages that other capabilities deliver (sign-in, plans, catalogue, contact). The header and
 * footer link to them as the product requires; each resolves once its capability lands.
 */
export const upcomingPaths = {
  login: '/login',
  account: '/account',
  subscription: '/subscription',
  allMovies: '/all-movies',
  contactUs: '/contact-us',
} as const;
