import { z } from 'zod';
import { imageSetSchema, titleCardSchema } from './catalogue';

export const playlistPrivacySchema = z.enum(['public', 'private']);
export type PlaylistPrivacy = z.infer<typeof playlistPrivacySchema>;

const playlistFields = {
  name: z.string({ error: 'enter a name' }).trim().min(1, 'enter a name').max(80, 'at most 80 characters'),
  description: z.string().trim().max(500, 'at most 500 characters'),
  privacy: playlistPrivacySchema,
  showOwner: z.boolean(),
};

/** Name, description, privacy and whether others see who made it, as a member writes them. */
export const playlistInputSchema = z.object({
  ...playlistFields,
  description: playlistFields.description.default(''),
  privacy: playlistFields.privacy.default('private'),
  showOwner: playlistFields.showOwner.default(false),
});
export type PlaylistInput = z.input<typeof playlistInputSchema>;
/** A playlist's fields once validated. */
export type PlaylistFields = z.output<typeof playlistInputSchema>;
/** A change: only the fields sent (no defaults, or a rename would make a public playlist private). */
export const playlistUpdateSchema = z.object(playlistFields).partial();

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
  /** The owner's name, for the owner and when the owner chose to show it; otherwise null. */
  owner: z.string().nullable(),
  showOwner: z.boolean(),
  isOwner: z.boolean(),
  updatedAt: z.string(),
});
export type PlaylistSummary = z.infer<typeof playlistSummarySchema>;

export const playlistDetailSchema = playlistSummarySchema.extend({ items: z.array(titleCardSchema) });
export type PlaylistDetail = z.infer<typeof playlistDetailSchema>;
