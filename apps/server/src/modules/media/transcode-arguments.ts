import path from 'node:path';
import { AUDIO_TRACK_KBPS, KEYFRAME_SECONDS, rungsFor, SEGMENT_SECONDS, widthFor, type Rung } from './ladder';

export interface RenditionOutput {
  rung: Rung;
  width: number;
  frameRate: number;
  /** Whether the source's (one) audio track goes inside this rung; false when it has none or several. */
  hasAudio: boolean;
  /** Where the media playlist, init section and segments go. */
  outDir: string;
}

/**
 * ffmpeg's output options for one HLS rendition (everything after `-i <source>`). The rendition
 * job uses them, and bench/transcode puts several in one command to compare against.
 */
export function renditionOutputArguments({ rung, width, frameRate, hasAudio, outDir }: RenditionOutput): string[] {
  const gop = String(Math.round(frameRate * KEYFRAME_SECONDS));
  return [
    '-map',
    '0:v:0',
    ...(hasAudio ? ['-map', '0:a:0', ...aacArguments(rung.audioKbps)] : []),
    '-vf',
    `scale=${width}:${rung.height}`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    rung.profile,
    '-level:v',
    rung.level,
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    `${rung.videoKbps}k`,
    '-maxrate',
    `${Math.round(rung.videoKbps * 1.1)}k`,
    '-bufsize',
    `${rung.videoKbps * 2}k`,
    // A keyframe every two seconds and nowhere else: segments cut cleanly and every rung's
    // segments line up, so switching rung never shows a broken picture.
    '-g',
    gop,
    '-keyint_min',
    gop,
    '-sc_threshold',
    '0',
    '-force_key_frames',
    `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
    ...hlsOutputArguments(outDir),
  ];
}

/** ffmpeg's output options for audio track `position` of the source as an audio-only rendition. */
export function audioRenditionArguments(position: number, outDir: string): string[] {
  return ['-map', `0:a:${position}`, ...aacArguments(AUDIO_TRACK_KBPS), ...hlsOutputArguments(outDir)];
}

/** Stereo AAC-LC at 48 kHz: what every HLS player decodes. */
function aacArguments(kbps: number): string[] {
  return ['-c:a', 'aac', '-b:a', `${kbps}k`, '-ac', '2', '-ar', '48000'];
}

/** fMP4 HLS in segments of the same length for every rendition, so that rungs and audio line up. */
function hlsOutputArguments(outDir: string): string[] {
  return [
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    path.join(outDir, 'seg_%05d.m4s'),
    path.join(outDir, 'index.m3u8'),
  ];
}

/** Every rung's output options for a source, each into `<outRoot>/<height>`: one command's worth. */
export function ladderOutputArguments(
  source: { width: number; height: number; frameRate: number; hasAudio: boolean },
  outRoot: string,
): { height: number; args: string[] }[] {
  return rungsFor(source.height).map((rung) => ({
    height: rung.height,
    args: renditionOutputArguments({
      rung,
      width: widthFor(rung.height, source),
      frameRate: source.frameRate,
      hasAudio: source.hasAudio,
      outDir: path.join(outRoot, String(rung.height)),
    }),
  }));
}
