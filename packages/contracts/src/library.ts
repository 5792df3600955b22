import { z } from 'zod';
import { imageSetSchema, titleCardSchema } from './catalogue';

export const playlistPrivacySchema = z.enum(['public', 'private']);

/** Name, description and privacy, as a member writes them. */
export const playlistInputSchema = z.object({
  name: z.string({ error: 'enter a name' }).trim().min(1, 'enter a name').max(80, 'at most 80 characters'),
  description: z.string().trim().max(500, 'at most 500 characters').default(''),
  privacy: playlistPrivacySchema.default('private'),
});
export type PlaylistInput = z.input<typeof playlistInputSchema>;
export const playlistUpdateSchema = playlistInputSchema.partial();

/** Thumbnails: at most 5 MB, and WebP, GIF, PNG or JPEG by content (re-encoded on the server). */
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
export const thumbnailFormats = ['webp', 'gif', 'png', 'jpeg'] as const;

export const playlistSummarySchema = z.object({
  /** Random and stable: the playlist's address is /playlist?id=<id>. */
  id: z.string(),
  name: z.string(),
  description: z.string(),
  privacy: playlistPrivacySchema,
  thumbnail: imageSetSchema.nullable(),
  viewCount: z.number().int(),
  itemCount: z.number().int(),
  owner: z.string(),
  isOwner: z.boolean(),
  updatedAt: z.string(),
});
export type PlaylistSummary = z.infer<typeof playlistSummarySchema>;

export const playlistDetailSchema = playlistSummarySchema.extend({ items: z.array(titleCardSchema) });
export type PlaylistDetail = z.infer<typeof playlistDetailSchema>;
