/** One rendition as the master playlist describes it. */
export interface MasterEntry {
  height: number;
  width: number;
  peakBandwidth: number;
  averageBandwidth: number;
  codecs: string;
  frameRate: number;
}

/**
 * The master playlist of the finished renditions, lowest first (players start with the first
 * listed rung, and a small first segment gets the picture up sooner).
 */
export function masterPlaylist(entries: MasterEntry[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const entry of [...entries].sort((a, b) => a.height - b.height)) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${entry.peakBandwidth},AVERAGE-BANDWIDTH=${entry.averageBandwidth},` +
        `RESOLUTION=${entry.width}x${entry.height},FRAME-RATE=${entry.frameRate.toFixed(3)},CODECS="${entry.codecs}"`,
      `${entry.height}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The master playlist with only the renditions up to `maxHeight` (the viewer's plan allows no more). */
export function limitMasterPlaylist(master: string, maxHeight: number): string {
  const lines = master.trimEnd().split('\n');
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as string;
    if (!line.startsWith('#EXT-X-STREAM-INF:')) {
      kept.push(line);
      continue;
    }
    const height = Number(/RESOLUTION=\d+x(\d+)/.exec(line)?.[1]);
    const uri = lines[index + 1] ?? '';
    index += 1;
    if (height <= maxHeight) kept.push(line, uri);
  }
  return `${kept.join('\n')}\n`;
}

/** Segment files and their durations, read from a media playlist ffmpeg wrote. */
export function segmentsOf(mediaPlaylist: string): { uri: string; seconds: number }[] {
  const segments: { uri: string; seconds: number }[] = [];
  let seconds: number | null = null;
  for (const line of mediaPlaylist.split('\n')) {
    if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (seconds !== null && line && !line.startsWith('#')) {
      segments.push({ uri: line.trim(), seconds });
      seconds = null;
    }
  }
  return segments;
}

/** Peak and average bits per second over the segments, as EXT-X-STREAM-INF wants them. */
export function measureBandwidth(segments: { seconds: number; bytes: number }[]): { peak: number; average: number } {
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  for (const segment of segments) {
    if (segment.seconds <= 0) continue;
    peak = Math.max(peak, (segment.bytes * 8) / segment.seconds);
    bits += segment.bytes * 8;
    seconds += segment.seconds;
  }
  return { peak: Math.ceil(peak), average: seconds > 0 ? Math.ceil(bits / seconds) : 0 };
}
