import { z } from 'zod';

export const sessionUserSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  role: z.enum(['member', 'admin']),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What `GET /api/session` answers: the server's view of who is signed in on this request. */
export const sessionSchema = z.object({
  authenticated: z.boolean(),
  user: sessionUserSchema.nullable(),
});
export type Session = z.infer<typeof sessionSchema>;
