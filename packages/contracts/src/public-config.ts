import { z } from 'zod';

/** Operator configuration the web app may show: names, contacts, links, dates. Nothing secret. */
export const publicConfigSchema = z.object({
  serviceName: z.string(),
  companyName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  /** Named on /grievance, as India's IT Rules 2021 ask of an OTT publisher. */
  grievanceOfficer: z.object({ name: z.string(), email: z.string() }),
  arbitrationCity: z.string(),
  androidAppUrl: z.string().nullable(),
  comingSoonAt: z.string().datetime({ offset: true }),
  /** Sign-in codes go to the demo outbox (GET /api/dev/sms-outbox), not to phones. */
  demoSms: z.boolean(),
  /** Some demo facility is on (outboxes, the PhonePe sandbox): the site says so, so nobody takes it for a live service. */
  demoMode: z.boolean(),
  /** Plans can renew by themselves through a UPI Autopay mandate (PhonePe's v2 API). */
  autopay: z.boolean(),
  /** The demo operator's mobile number, shown on the login page, when the demo seed made one and codes go to the outbox. */
  demoOperatorMobile: z.string().nullable(),
  social: z.object({
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    x: z.string().nullable(),
    youtube: z.string().nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
