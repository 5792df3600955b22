/**
 * Pages that other capabilities deliver (plans, contact). The header and
 * footer link to them as the product requires; each resolves once its capability lands.
 */
export const upcomingPaths = {
  subscription: '/subscription',
  contactUs: '/contact-us',
} as const;
