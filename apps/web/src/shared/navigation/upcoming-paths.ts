/**
 * Pages that other capabilities deliver (plans, player, contact). The header and
 * footer link to them as the product requires; each resolves once its capability lands.
 */
export const upcomingPaths = {
  subscription: '/subscription',
  contactUs: '/contact-us',
  player: '/Player',
} as const;
