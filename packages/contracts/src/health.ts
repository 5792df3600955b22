import { z } from 'zod';

export const databaseKindSchema = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof databaseKindSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  db: databaseKindSchema,
});
export type Health = z.infer<typeof healthSchema>;

/** `GET /api/ready`: this process should get traffic; each dependency it needs answered. */
export const readySchema = z.object({
  status: z.literal('ready'),
  checks: z.object({
    database: z.literal('ok'),
    /** Present when REDIS_URL is set. */
    redis: z.literal('ok').optional(),
    storage: z.literal('ok'),
  }),
});
export type Ready = z.infer<typeof readySchema>;
