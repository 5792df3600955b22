// A synthetic test video made with ffmpeg: moving colour bars with a counter (testsrc2) and a
// tone whose pitch makes each clip's bytes distinct. Shared by the server tests and the benchmarks.
// `dubbedInto` (an ISO 639-2 code) adds a second, higher tone tagged with that language, after the
// first tagged English: a dubbed film's two soundtracks.
import { execFileSync } from 'node:child_process';

/**
 * Writes `file`; `quality` trades encoding time for size, as a test ('fast') or a realistic
 * source (a benchmark, 'source') needs.
 * @param {string} file
 * @param {{ width?: number, height?: number, seconds?: number, toneHz?: number, quality?: 'fast' | 'source', dubbedInto?: string | null }} [options]
 */
export function makeSyntheticClip(
  file,
  { width = 960, height = 540, seconds = 3, toneHz = 440, quality = 'fast', dubbedInto = null } = {},
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
    ...(dubbedInto
      ? [
          ...['-f', 'lavfi', '-i', `sine=frequency=${toneHz * 1.5}:sample_rate=48000`],
          ...['-map', '0:v', '-map', '1:a', '-map', '2:a'],
          ...['-metadata:s:a:0', 'language=eng', '-metadata:s:a:1', `language=${dubbedInto}`],
        ]
      : []),
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
