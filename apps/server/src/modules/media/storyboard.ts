/** How seek-preview thumbnails are cut from a video and packed into sprite sheets. */
export interface StoryboardLayout {
  durationSeconds: number;
  intervalSeconds: number;
  thumbWidth: number;
  thumbHeight: number;
  columns: number;
  rows: number;
}

const THUMB_WIDTH = 160;
const GRID = 10;

/**
 * About a hundred thumbnails per video, never more often than every two seconds nor rarer than
 * every ten: enough to find a scene while dragging, small enough to load in a few sheets.
 */
export function storyboardLayout(video: { durationSeconds: number; width: number; height: number }): StoryboardLayout {
  const intervalSeconds = Math.min(10, Math.max(2, Math.round(video.durationSeconds / 100)));
  return {
    durationSeconds: video.durationSeconds,
    intervalSeconds,
    thumbWidth: THUMB_WIDTH,
    thumbHeight: Math.round((THUMB_WIDTH * video.height) / video.width / 2) * 2,
    columns: GRID,
    rows: GRID,
  };
}

/** The WebVTT thumbnails track: one cue per thumbnail pointing at its tile (`#xywh=`). */
export function storyboardVtt(layout: StoryboardLayout, sheets: number): string {
  const perSheet = layout.columns * layout.rows;
  const count = Math.min(Math.ceil(layout.durationSeconds / layout.intervalSeconds), sheets * perSheet);
  const cues = ['WEBVTT', ''];
  for (let index = 0; index < count; index += 1) {
    const start = index * layout.intervalSeconds;
    const end = Math.min(layout.durationSeconds, start + layout.intervalSeconds);
    const tile = index % perSheet;
    const x = (tile % layout.columns) * layout.thumbWidth;
    const y = Math.floor(tile / layout.columns) * layout.thumbHeight;
    const sheet = String(Math.floor(index / perSheet) + 1).padStart(3, '0');
    cues.push(
      `${vttTime(start)} --> ${vttTime(end)}`,
      `sheet_${sheet}.jpg#xywh=${x},${y},${layout.thumbWidth},${layout.thumbHeight}`,
      '',
    );
  }
  return cues.join('\n');
}

function vttTime(seconds: number): string {
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = (seconds - hours * 3600 - minutes * 60).toFixed(3).padStart(6, '0');
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${rest}`;
}
