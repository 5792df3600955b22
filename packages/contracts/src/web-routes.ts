/**
 * The web app's route patterns (React Router syntax). The web router is built from these and the
 * server matches them to answer unknown paths with a real 404 status, so the two never disagree.
 * Later capabilities add their pages here.
 */
export const webPaths = {
  home: '/',
  aboutUs: '/about-us',
  faq: '/faq',
  termsAndCondition: '/terms-and-condition',
  termsOfUse: '/terms-of-use',
  privacyPolicy: '/privacy-policy',
  privacyPolicyLegacy: '/PrivacyPolicy',
  refundPolicy: '/refund-policy',
  deleteAccount: '/delete-account',
  restrictedContent: '/restricted-content',
  comingSoon: '/coming-soon',
  errorPageOne: '/error-page-one',
  errorPageTwo: '/error-page-two',
} as const;

export type WebPath = (typeof webPaths)[keyof typeof webPaths];
export const allWebPaths: readonly string[] = Object.values(webPaths);
