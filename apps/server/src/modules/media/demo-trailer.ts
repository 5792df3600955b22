import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from '../../platform/storage/blob-store';
import { publicMediaKey } from '../../platform/storage/public-media';
import { runFfmpeg } from './ffmpeg';

/** The trailer starts after the clip's title card and lasts this long at most. */
const TRAILER_SECONDS = 8;

/**
 * A short, silent, small trailer cut from a demo clip, for the hero banner to play muted and for
 * the title page's Trailer section: 360 px high, H.264, moov first so it starts while it loads.
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
  const key = publicMediaKey('trailers', file);
  if (await options.store.head(key)) return file;
  // Its own scratch directory: the clip's clear and encrypted jobs may cut the same trailer at once.
  const scratch = await options.store.scratchDir(`trailer-${options.name}`);
  const cut = path.join(scratch, file);
  const seconds = Math.max(1, Math.min(TRAILER_SECONDS, options.clipSeconds - options.startSeconds));
  await runFfmpeg(options.ffmpeg, {
    signal: options.signal,
    args: [
      '-y',
      '-ss',
      String(options.startSeconds),
      '-t',
      String(seconds),
      '-i',
      options.clip,
      '-an',
      '-vf',
      'scale=-2:360',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '28',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      cut,
    ],
  });
  await options.store.putFile(key, cut);
  await rm(scratch, { recursive: true, force: true });
  return file;
}
