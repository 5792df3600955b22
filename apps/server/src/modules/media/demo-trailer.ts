import type { BlobStore } from '../../platform/storage/blob-store';
import { storeMutedClip } from './muted-clip';

/** The trailer starts after the clip's title card and lasts this long at most. */
const TRAILER_SECONDS = 8;

/**
 * A short, silent, small trailer cut from a demo clip, for the title page's Trailer section.
 * Made once per clip and size; the file name never changes, so it may be cached for good.
 * Answers the file's name under /media/trailers/.
 */
export async function makeDemoTrailer(options: {
  ffmpeg: string;
  clip: string;
  store: BlobStore;
  name: string;
  startSeconds: number;
  clipSeconds: number;
  signal?: AbortSignal;
}): Promise<string> {
  const file = `${options.name}.mp4`;
  await storeMutedClip({
    ffmpeg: options.ffmpeg,
    source: options.clip,
    store: options.store,
    area: 'trailers',
    file,
    startSeconds: options.startSeconds,
    seconds: Math.max(1, Math.min(TRAILER_SECONDS, options.clipSeconds - options.startSeconds)),
    signal: options.signal,
  });
  return file;
}
