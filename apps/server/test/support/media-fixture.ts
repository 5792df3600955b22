import path from 'node:path';
import { makeSyntheticClip } from '../../../../scripts/lib/synthetic-clip.mjs';

/** A short 960×540 test clip (so the ladder has two rungs) in `dir`. */
export function makeClip(dir: string, name: string, { seconds = 3, toneHz = 440 } = {}): string {
  return makeSyntheticClip(path.join(dir, `${name}.mp4`), { seconds, toneHz }) as string;
}
