/**
 * Pages that other capabilities deliver (contact). The header and
 * footer link to them as the product requires; each resolves once its capability lands.
 */
export const upcomingPaths = {
  contactUs: '/contact-us',
} as const;
