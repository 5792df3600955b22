import { z } from 'zod';
import { imageSetSchema, titleKindSchema } from './catalogue';

/** How far back a new episode is still news, and how early a title's leaving is announced. */
export const NEW_EPISODE_DAYS = 30;
export const LEAVING_NOTICE_DAYS = 14;

export const noticeKinds = ['new_episode', 'leaving'] as const;

/**
 * One line of the header's bell: a new episode of a series or show on the profile's My List
 * (added after the title was), or a title on it that leaves the service soon.
 */
export const noticeSchema = z.object({
  kind: z.enum(noticeKinds),
  /** When it became news: the episode's publication, or the start of the title's last weeks. */
  at: z.string(),
  unread: z.boolean(),
  title: z.object({
    slug: z.string(),
    kind: titleKindSchema,
    name: z.string(),
    thumbnail: imageSetSchema.nullable(),
  }),
  episode: z
    .object({ id: z.number().int(), season: z.number().int(), number: z.number().int(), name: z.string() })
    .nullable(),
  /** When a leaving title goes; null for new episodes. */
  leavingAt: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticesSchema = z.object({ items: z.array(noticeSchema), unread: z.number().int() });
export type Notices = z.infer<typeof noticesSchema>;
