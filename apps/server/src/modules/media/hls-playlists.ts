/** One rendition as the master playlist describes it. */
export interface MasterEntry {
  height: number;
  width: number;
  peakBandwidth: number;
  averageBandwidth: number;
  codecs: string;
  frameRate: number;
}

/** One alternate audio rendition, under `audio/<position>/`. */
export interface AudioEntry {
  position: number;
  /** BCP 47, or 'und'. */
  language: string;
  name: string | null;
  peakBandwidth: number;
  averageBandwidth: number;
}

const AUDIO_GROUP = 'audio';
const englishNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * The master playlist of the finished renditions, lowest first (players start with the first
 * listed rung, and a small first segment gets the picture up sooner). With alternate audio, each
 * track is an `EXT-X-MEDIA` of one group (the source's first track the default) and every rung
 * names that group; its bandwidth then counts the largest track's too, as a player downloads both.
 */
export function masterPlaylist(entries: MasterEntry[], audio: AudioEntry[] = []): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  const names = new Set<string>();
  for (const track of audio) {
    // NAME must be unique in its group: two tracks of one language keep their own titles or numbers.
    let name = track.name ?? englishNames.of(track.language) ?? `Audio ${track.position + 1}`;
    if (names.has(name)) name = `${name} (${track.position + 1})`;
    names.add(name);
    const language = track.language === 'und' ? '' : `LANGUAGE="${track.language}",`;
    lines.push(
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="${AUDIO_GROUP}",${language}NAME="${name.replaceAll('"', "'")}",` +
        `DEFAULT=${track.position === 0 ? 'YES' : 'NO'},AUTOSELECT=YES,CHANNELS="2",URI="audio/${track.position}/index.m3u8"`,
    );
  }
  const audioPeak = Math.max(0, ...audio.map((track) => track.peakBandwidth));
  const audioAverage = Math.max(0, ...audio.map((track) => track.averageBandwidth));
  const group = audio.length > 0 ? `,AUDIO="${AUDIO_GROUP}"` : '';
  for (const entry of [...entries].sort((a, b) => a.height - b.height)) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${entry.peakBandwidth + audioPeak},AVERAGE-BANDWIDTH=${entry.averageBandwidth + audioAverage},` +
        `RESOLUTION=${entry.width}x${entry.height},FRAME-RATE=${entry.frameRate.toFixed(3)},CODECS="${entry.codecs}"${group}`,
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
