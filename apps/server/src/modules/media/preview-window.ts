/** How long a preview runs when the video is long enough. */
export const PREVIEW_SECONDS = 20;

/** Where in its video a preview starts, as the video and its markers say. */
export interface PreviewSource {
  durationSeconds: number;
  /** The operator's choice, or null for the default. */
  previewStartSeconds: number | null;
  introEndSeconds: number | null;
}

/**
 * The stretch of the video its preview shows: from the operator's start, or else just past the
 * intro (a tenth of the way in when it has no intro marker, past most opening titles), for
 * `PREVIEW_SECONDS`. A start too close to the end moves back so the preview keeps its length; a
 * video shorter than that gives what follows the start, the start kept within its first third.
 */
export function previewWindow(source: PreviewSource): { startSeconds: number; seconds: number } {
  const duration = source.durationSeconds;
  const wanted = source.previewStartSeconds ?? source.introEndSeconds ?? duration * 0.1;
  const latest = duration >= PREVIEW_SECONDS ? duration - PREVIEW_SECONDS : duration / 3;
  const startSeconds = round(Math.min(Math.max(0, wanted), latest));
  return { startSeconds, seconds: round(Math.min(PREVIEW_SECONDS, duration - startSeconds)) };
}

/** To a tenth of a second: what ffmpeg is asked for and what names the file. */
const round = (seconds: number) => Math.round(seconds * 10) / 10;
