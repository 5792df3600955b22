import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';

/** Where a data directory from before decision 0023 kept what the store now holds, by store prefix. */
const EARLIER = [
  ['media/images', 'images'],
  ['media/audio', 'audio'],
  ['media/trailers', 'trailers'],
  ['downloads', 'downloads'],
] as const;

/**
 * Pictures, audio, trailers and bought files had directories of their own under DATA_DIR; they
 * are now keys in the media store. A data directory from before is moved into the local store once,
 * at start: a rename on the same disk, so nothing is copied. (For a bucket, copy them in with the
 * S3 tools: README, Video.)
 */
export async function moveEarlierMediaIntoStore(dataDir: string, storeRoot: string): Promise<void> {
  await mkdir(storeRoot, { recursive: true });
  for (const [from, to] of EARLIER) {
    // Refused when there is nothing to move or the store has it already (or another process of a
    // cluster sharing the disk moved it first): then there is nothing to do.
    await rename(path.join(dataDir, from), path.join(storeRoot, to)).catch((error: NodeJS.ErrnoException) => {
      if (!['ENOENT', 'EEXIST', 'ENOTEMPTY'].includes(error.code ?? '')) throw error;
    });
  }
}
