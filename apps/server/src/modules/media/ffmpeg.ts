import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';

export interface FfmpegRun {
  args: string[];
  /** Seconds of output expected, to turn `-progress` times into percent. */
  durationSeconds?: number;
  onProgress?: (percent: number) => void | Promise<void>;
  signal?: AbortSignal;
  /** Runs at a lower CPU priority, yielding to the web server and to work that is more urgent. */
  background?: boolean;
}

/** `nice` 10: about a tenth of the CPU share of a normal process when both want the same core. */
const BACKGROUND_NICENESS = 10;

/** The last lines ffmpeg wrote to stderr make the failure reason: they name what went wrong. */
const REASON_LINES = 3;

/**
 * Runs ffmpeg to completion. Progress comes from `-progress pipe:1` (key=value lines, `out_time_us`
 * among them); a non-zero exit rejects with ffmpeg's own last words.
 */
export function runFfmpeg(
  binary: string,
  { args, durationSeconds, onProgress, signal, background = false }: FfmpegRun,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-progress', 'pipe:1', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal,
    });
    if (background && child.pid !== undefined) lowerPriority(child.pid);
    const errors: string[] = [];
    createInterface({ input: child.stderr }).on('line', (line) => {
      errors.push(line);
      if (errors.length > REASON_LINES) errors.shift();
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      const [name, value] = line.split('=');
      if (name !== 'out_time_us' || !durationSeconds || !onProgress) return;
      const microseconds = Number(value);
      if (Number.isFinite(microseconds) && microseconds >= 0) {
        void Promise.resolve(onProgress(Math.min(100, (microseconds / 1e6 / durationSeconds) * 100))).catch(
          () => undefined,
        );
      }
    });
    child.on('error', (error) => reject(missingBinary(binary, error)));
    child.on('close', (code, killedBy) => {
      if (code === 0) resolve();
      else reject(new Error(errors.join(' ').trim() || `ffmpeg stopped (${killedBy ?? `exit code ${code}`})`));
    });
  });
}

export interface ProbedVideo {
  durationSeconds: number;
  width: number;
  height: number;
  frameRate: number;
  hasAudio: boolean;
  /** ffprobe's names of the codecs (h264, hevc, aac…), null when a stream lacks one. */
  videoCodec: string | null;
  audioCodec: string | null;
  audioTracks: number;
  /** Each audio stream's language and title, as the source tags them. */
  audio: ProbedAudio[];
}

export interface ProbedAudio {
  /** BCP 47 ('fr' from the source's ISO 639-2 'fra' or 'fre'); 'und' when untagged or unknown. */
  language: string;
  name: string | null;
}

/** Thrown for files that are not a video we can read; its message is meant for the uploader. */
export class NotAVideoError extends Error {}

interface ProbeOutput {
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    nb_read_frames?: string;
    tags?: { language?: string; title?: string };
  }[];
  format?: { duration?: string };
}

/**
 * Reads a file's streams with ffprobe and decodes its first video frame: a file that merely
 * claims to be a video (a renamed text file, a truncated upload) is refused here, not mid-transcode.
 */
export async function probeVideo(binary: string, file: string): Promise<ProbedVideo> {
  const [probe, decoded] = (
    await Promise.all([
      ffprobe(binary, ['-show_streams', '-show_format', file]),
      ffprobe(binary, ['-select_streams', 'v:0', '-count_frames', '-read_intervals', '%+#1', '-show_streams', file]),
    ])
  ).map((text) => JSON.parse(text) as ProbeOutput) as [ProbeOutput, ProbeOutput];
  const video = probe.streams?.find((stream) => stream.codec_type === 'video');
  const audio = probe.streams?.filter((stream) => stream.codec_type === 'audio') ?? [];
  const durationSeconds = Number(probe.format?.duration);
  if (!video?.width || !video.height || !(Number(decoded.streams?.[0]?.nb_read_frames) > 0)) {
    throw new NotAVideoError('The file has no video stream that can be decoded.');
  }
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) {
    throw new NotAVideoError('The video has no duration: it may be a single image or cut short.');
  }
  const [numerator, denominator] = (video.avg_frame_rate ?? '25/1').split('/').map(Number);
  const frameRate = numerator && denominator ? numerator / denominator : 25;
  return {
    durationSeconds,
    width: video.width,
    height: video.height,
    frameRate,
    hasAudio: audio.length > 0,
    videoCodec: video.codec_name ?? null,
    audioCodec: audio[0]?.codec_name ?? null,
    audioTracks: audio.length,
    audio: audio.map((stream) => ({
      language: languageTag(stream.tags?.language),
      name: stream.tags?.title?.trim().slice(0, 80) || null,
    })),
  };
}

/**
 * Containers tag audio with ISO 639-2 codes; the Unicode locale data maps those to BCP 47, as HLS
 * wants them ('fra' and 'fre' both become 'fr'). What is no language at all becomes 'und'.
 */
export function languageTag(tag: string | undefined): string {
  if (!tag || !/^[a-z]{2,3}$/i.test(tag)) return 'und';
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.toLowerCase());
    return canonical && new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(canonical)
      ? canonical
      : 'und';
  } catch {
    return 'und';
  }
}

function ffprobe(binary: string, args: string[]): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(binary, ['-v', 'error', '-of', 'json', ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', (error) => reject(missingBinary(binary, error)));
    child.on('close', (code) =>
      code === 0 ? resolve(text) : reject(new NotAVideoError('The file is not a video we can read.')),
    );
  });
}

function missingBinary(binary: string, error: Error): Error {
  return (error as NodeJS.ErrnoException).code === 'ENOENT'
    ? new Error(`${binary} is not installed (Debian: apt-get install ffmpeg)`)
    : error;
}

function lowerPriority(pid: number): void {
  try {
    setPriority(pid, BACKGROUND_NICENESS);
  } catch {
    // Already ended (its exit is reported as usual), or a system that has no priorities.
  }
}
