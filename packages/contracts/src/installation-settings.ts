import { z } from 'zod';

/**
 * `GET /api/admin/settings`: how this installation is set up through its environment, for the
 * operator to read (changing it means changing the environment and restarting). Never a secret:
 * no keys, passwords or credentials, and addresses without their user and password.
 */
export const installationSettingsSchema = z.object({
  service: z.object({
    name: z.string(),
    company: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string().nullable(),
    arbitrationCity: z.string(),
    siteOrigin: z.string(),
    timeZone: z.string(),
    grievanceOfficer: z.object({ name: z.string(), email: z.string() }),
  }),
  /** `sandbox` is the PhonePe stand-in built into this server; the others are PhonePe's own. */
  payments: z.object({ mode: z.enum(['sandbox', 'uat', 'production']), api: z.enum(['v1', 'v2']) }),
  sms: z.object({ provider: z.enum(['demo', 'msg91', 'twilio']) }),
  /** `outbox` keeps mails on this server for the demo instead of sending them. */
  mail: z.object({ transport: z.enum(['outbox', 'smtp']), server: z.string().nullable(), from: z.string() }),
  /** Where the media live: this server's disk, or an S3-compatible bucket (endpoint null: AWS). */
  storage: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('local'), dataDir: z.string() }),
    z.object({ kind: z.literal('s3'), bucket: z.string(), endpoint: z.string().nullable() }),
  ]),
  database: z.object({ kind: z.enum(['embedded', 'postgresql']), server: z.string().nullable() }),
  /** Redis's host, when the server shares limits and jobs with other processes through it. */
  redis: z.object({ server: z.string().nullable() }),
});
export type InstallationSettings = z.infer<typeof installationSettingsSchema>;
