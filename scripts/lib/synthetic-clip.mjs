// A synthetic test video made with ffmpeg: moving colour bars with a counter (testsrc2) and a
// tone whose pitch makes each clip's bytes distinct. Shared by the server tests and the benchmarks.
import { execFileSync } from 'node:child_process';

/**
 * Writes `file`; `quality` trades encoding time for size, as a test (fast) or a realistic
 * source (a benchmark) needs.
 */
export function makeSyntheticClip(
  file,
  { width = 960, height = 540, seconds = 3, toneHz = 440, quality = 'fast' } = {},
) {
  const encoding = quality === 'fast' ? ['-preset', 'ultrafast'] : ['-preset', 'veryfast', '-crf', '18'];
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=s=${width}x${height}:r=25`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${toneHz}:sample_rate=48000`,
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    ...encoding,
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    file,
  ]);
  return file;
}
