import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * A short test clip made with ffmpeg: 960×540 (so the ladder has two rungs), `seconds` long, with
 * a tone whose pitch makes each clip's bytes (and so its asset) distinct.
 */
export function makeClip(dir: string, name: string, { seconds = 3, toneHz = 440 } = {}): string {
  const file = path.join(dir, `${name}.mp4`);
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=s=960x540:r=25',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${toneHz}:sample_rate=48000`,
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    file,
  ]);
  return file;
}
