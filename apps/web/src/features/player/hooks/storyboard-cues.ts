/** One seek-preview thumbnail: a tile of a sprite sheet shown for a span of the video. */
export interface StoryboardCue {
  start: number;
  end: number;
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const timing = /^(?:(\d+):)?(\d{2}):(\d{2}(?:\.\d+)?)\s+-->\s+(?:(\d+):)?(\d{2}):(\d{2}(?:\.\d+)?)/;

const seconds = (hours: string | undefined, minutes: string, rest: string) =>
  Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(rest);

/**
 * Reads a WebVTT thumbnails track (`sheet.jpg#xywh=x,y,w,h` cues); sheet URLs are resolved
 * against the track's own URL, so they carry its playback token.
 */
export function parseStoryboard(vtt: string, trackUrl: string): StoryboardCue[] {
  const cues: StoryboardCue[] = [];
  const lines = vtt.split(/\r?\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const time = timing.exec(lines[index] ?? '');
    const target = lines[index + 1]?.trim();
    if (!time || !target) continue;
    const [file, fragment] = target.split('#xywh=');
    const box = fragment?.split(',').map(Number);
    if (!file || box?.length !== 4 || box.some((value) => !Number.isFinite(value))) continue;
    const [x, y, width, height] = box as [number, number, number, number];
    cues.push({
      start: seconds(time[1], time[2] as string, time[3] as string),
      end: seconds(time[4], time[5] as string, time[6] as string),
      url: new URL(file, new URL(trackUrl, 'http://base.invalid')).pathname,
      x,
      y,
      width,
      height,
    });
  }
  return cues;
}

/** The thumbnail for a moment of the video (cues are in time order). */
export function cueAt(cues: StoryboardCue[], time: number): StoryboardCue | undefined {
  let low = 0;
  let high = cues.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const cue = cues[middle] as StoryboardCue;
    if (time < cue.start) high = middle - 1;
    else if (time >= cue.end) low = middle + 1;
    else return cue;
  }
  return time >= (cues.at(-1)?.end ?? Infinity) ? cues.at(-1) : undefined;
}
