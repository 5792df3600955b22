import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from './ffmpeg';

/** The trailer starts after the clip's title card and lasts this long at most. */
const TRAILER_SECONDS = 8;

/**
 * A short, silent, small trailer cut from a demo clip, for the hero banner to play muted and for
 * the title page's Trailer section: 360 px high, H.264, moov first so it starts while it loads.
 * Made once per clip and size; the file name never changes, so it may be cached for good.
 */
export async function makeDemoTrailer(options: {
  ffmpeg: string;
  clip: string;
  dir: string;
  name: string;
  startSeconds: number;
  clipSeconds: number;
  signal?: AbortSignal;
}): Promise<string> {
  const file = path.join(options.dir, `${options.name}.mp4`);
  if (existsSync(file)) return file;
  await mkdir(options.dir, { recursive: true });
  // Its own partial file: the clip's clear and encrypted jobs may cut the same trailer at once.
  const partial = `${file}.${randomUUID()}.part.mp4`;
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
      partial,
    ],
  });
  // Renamed when whole: a file under the final name is always complete.
  await rename(partial, file);
  return file;
}
