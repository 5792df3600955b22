import path from 'node:path';
import { makeSyntheticClip } from '../../../../scripts/lib/synthetic-clip.mjs';

/**
 * A short test clip in `dir`: 960×540 unless told, so the ladder has two rungs; `dubbedInto` (ISO
 * 639-2) gives it a second audio track in that language.
 */
export function makeClip(
  dir: string,
  name: string,
  { seconds = 3, toneHz = 440, height = 540, dubbedInto = null as string | null } = {},
): string {
  const width = Math.round((height * 16) / 9 / 2) * 2;
  return makeSyntheticClip(path.join(dir, `${name}.mp4`), { seconds, toneHz, width, height, dubbedInto }) as string;
}
