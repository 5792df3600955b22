/**
 * Rungs from Apple's HLS authoring specification (H.264 ladder), one per height. A source gets
 * every rung at or below its own height, and at least the lowest one.
 */
export const ladder = [
  { height: 360, videoKbps: 365, audioKbps: 96, profile: 'main', level: '3.0', codec: 'avc1.4d401e' },
  { height: 540, videoKbps: 2000, audioKbps: 128, profile: 'main', level: '3.1', codec: 'avc1.4d401f' },
  { height: 720, videoKbps: 3000, audioKbps: 128, profile: 'high', level: '3.1', codec: 'avc1.64001f' },
  { height: 1080, videoKbps: 6000, audioKbps: 160, profile: 'high', level: '4.0', codec: 'avc1.640028' },
] as const;

export type Rung = (typeof ladder)[number];

export const AUDIO_CODEC = 'mp4a.40.2';
/** An alternate audio rendition's bit rate: the ladder's middle rungs' stereo AAC. */
export const AUDIO_TRACK_KBPS = 128;
export const SEGMENT_SECONDS = 6;
export const KEYFRAME_SECONDS = 2;

export function rungsFor(sourceHeight: number): Rung[] {
  const fitting = ladder.filter((rung) => rung.height <= sourceHeight);
  return fitting.length > 0 ? fitting : [ladder[0]];
}

export function rungOf(height: number): Rung {
  const rung = ladder.find((candidate) => candidate.height === height);
  if (!rung) throw new Error(`no ladder rung is ${height} pixels high`);
  return rung;
}

/** Output width for a rung keeping the source's shape, even as H.264 needs. */
export function widthFor(rungHeight: number, source: { width: number; height: number }): number {
  return Math.round((source.width * rungHeight) / source.height / 2) * 2;
}
