import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from '../../platform/storage/blob-store';
import { publicMediaKey, type PublicMediaArea } from '../../platform/storage/public-media';
import { runFfmpeg } from './ffmpeg';
import { ladder } from './ladder';

/**
 * Cuts a silent stretch of a video into a small MP4 at the ladder's lowest rung (its height and,
 * as a ceiling, its bit rate) with the index first, so a muted <video> starts while it loads, and
 * stores it under `/media/<area>/<file>`. A file that is already stored is not made again: its name
 * says what it holds.
 */
export async function storeMutedClip(options: {
  ffmpeg: string;
  source: string;
  store: BlobStore;
  area: Extract<PublicMediaArea, 'trailers' | 'previews'>;
  file: string;
  startSeconds: number;
  seconds: number;
  signal?: AbortSignal;
  background?: boolean;
}): Promise<void> {
  const key = publicMediaKey(options.area, options.file);
  if (await options.store.head(key)) return;
  // A scratch directory per file: two jobs may cut the same clip at once.
  const scratch = await options.store.scratchDir(`${options.area}-${path.parse(options.file).name}`);
  const cut = path.join(scratch, options.file);
  const { height, videoKbps } = ladder[0];
  await runFfmpeg(options.ffmpeg, {
    signal: options.signal,
    background: options.background,
    args: [
      '-y',
      '-ss',
      String(options.startSeconds),
      '-t',
      String(options.seconds),
      '-i',
      options.source,
      '-an',
      '-sn',
      '-vf',
      `scale=-2:${height}`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '28',
      '-maxrate',
      `${videoKbps}k`,
      '-bufsize',
      `${videoKbps * 2}k`,
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      cut,
    ],
  });
  await options.store.putFile(key, cut);
  await rm(scratch, { recursive: true, force: true });
}
