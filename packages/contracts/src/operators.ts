import { z } from 'zod';

/** `POST /api/operator-setup`: the token from a first-operator link (its fragment). */
export const operatorSetupClaimSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'This is not a setup link’s token: copy the whole link from the server’s log.'),
});
export type OperatorSetupClaim = z.infer<typeof operatorSetupClaimSchema>;

export const operatorSetupDoneSchema = z.object({ role: z.literal('admin') });

/** `POST /api/local/operators`: what `npm run admin:create` asks of a server running on the same data. */
export const localOperatorGrantSchema = z.object({ mobile: z.string().min(1).max(32) });
export const localOperatorGrantedSchema = z.object({ id: z.number().int(), created: z.boolean() });
