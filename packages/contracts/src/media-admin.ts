import { z } from 'zod';
import { playbackSchema, subtitleTrackSchema } from './playback';

export const jobStateSchema = z.enum(['queued', 'running', 'done', 'failed']);

/** A transcoding job as the console follows it: its state, percent and why it failed. */
export const renditionStatusSchema = z.object({
  height: z.number().int(),
  state: jobStateSchema,
  progress: z.number().int(),
  reason: z.string().nullable(),
});

/** `GET /api/admin/media/:assetId`: what the probe found, what it takes on disk, how its jobs are going. */
export const adminMediaSchema = z.object({
  id: z.number().int(),
  durationSeconds: z.number(),
  width: z.number().int(),
  height: z.number().int(),
  frameRate: z.number(),
  videoCodec: z.string().nullable(),
  audioCodec: z.string().nullable(),
  audioTracks: z.number().int(),
  /** The source and everything made from it. */
  storageBytes: z.number().int(),
  renditions: z.array(renditionStatusSchema),
  storyboard: renditionStatusSchema.omit({ height: true }),
});
export type AdminMedia = z.infer<typeof adminMediaSchema>;

/**
 * `GET /api/admin/titles/:slug/preview` and `…/episodes/:id/preview`: the video that plays now, for
 * an operator in any status and at every quality, with its subtitles and skip markers. The links
 * last as long as a viewer's do; the console asks again before they run out.
 */
export const adminPreviewSchema = z.object({
  assetId: z.number().int(),
  url: z.string(),
  expiresAt: z.string(),
  durationSeconds: z.number(),
  subtitles: z.array(subtitleTrackSchema),
  markers: playbackSchema.shape.markers.extend({ previewStart: z.number().nullable() }),
});
export type AdminPreview = z.infer<typeof adminPreviewSchema>;
