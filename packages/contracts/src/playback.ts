import { z } from 'zod';
import { ageRatingSchema, titleCardSchema } from './catalogue';

/** Seconds into a video, as players report them. */
const seconds = z
  .number({ error: 'must be a number of seconds' })
  .min(0)
  .max(24 * 3600);

export const subtitleTrackSchema = z.object({ lang: z.string(), label: z.string(), url: z.string() });

/** The next episode, offered with a countdown when this one ends. */
export const nextEpisodeSchema = z.object({
  id: z.number().int(),
  season: z.number().int(),
  number: z.number().int(),
  name: z.string(),
});

/**
 * The answer to `POST /api/titles/:slug/playback` and `POST /api/episodes/:id/playback`. `url` is the
 * master playlist; it and every file below it carry a signed token that stops working at
 * `expiresAt` — heartbeats hand out fresh ones.
 */
export const playbackSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
  streamId: z.string(),
  heartbeatSeconds: z.number().int(),
  title: z.object({ slug: z.string(), name: z.string(), rating: ageRatingSchema }),
  episode: nextEpisodeSchema.nullable(),
  durationSeconds: z.number(),
  /** Where this member stopped last time, or null to start at the beginning. */
  resumeAt: z.number().nullable(),
  poster: z.string().nullable(),
  /** WebVTT track of seek-preview thumbnails (`#xywh=` tiles of sprite sheets). */
  thumbnails: z.string().nullable(),
  subtitles: z.array(subtitleTrackSchema),
  markers: z.object({
    introStart: z.number().nullable(),
    introEnd: z.number().nullable(),
    creditsStart: z.number().nullable(),
  }),
  next: nextEpisodeSchema.nullable(),
});
export type Playback = z.infer<typeof playbackSchema>;

export const playbackRenewalSchema = playbackSchema.pick({ url: true, expiresAt: true });
export type PlaybackRenewal = z.infer<typeof playbackRenewalSchema>;

export const playbackPositionSchema = z.object({ position: seconds });

export const playbackEventKinds = ['startup', 'stall', 'switch', 'error'] as const;
export const playbackEventsSchema = z.object({
  events: z
    .array(
      z.object({
        kind: z.enum(playbackEventKinds),
        /** Milliseconds for startup and stalls, the new height for a switch. */
        value: z.number().int().min(0).max(3_600_000).nullable().default(null),
        detail: z.string().max(300).nullable().default(null),
      }),
    )
    .min(1)
    .max(50),
});
export type PlaybackEventsInput = z.input<typeof playbackEventsSchema>;

/**
 * Intro and credits markers of a title or episode, in seconds, and where its muted preview starts;
 * null removes one (a preview then starts just past the intro). Leaving `previewStart` out keeps
 * the one set before.
 */
export const mediaMarkersSchema = z
  .object({
    introStart: seconds.nullable(),
    introEnd: seconds.nullable(),
    creditsStart: seconds.nullable(),
    previewStart: seconds.nullable().optional(),
  })
  .refine((markers) => (markers.introStart === null) === (markers.introEnd === null), {
    message: 'give the intro’s start and end together',
    path: ['introEnd'],
  })
  .refine(
    (markers) => markers.introStart === null || markers.introEnd === null || markers.introStart < markers.introEnd,
    {
      message: 'the intro must end after it starts',
      path: ['introEnd'],
    },
  );
export type MediaMarkers = z.infer<typeof mediaMarkersSchema>;

/**
 * A title on the member's Continue watching row: how far they got (a share, and the second the
 * player resumes from) and, for a series, the episode they were watching.
 */
export const startedTitleSchema = titleCardSchema.extend({
  progress: z.number(),
  positionSeconds: z.number(),
  episodeId: z.number().int().nullable(),
});
export type StartedTitle = z.infer<typeof startedTitleSchema>;
