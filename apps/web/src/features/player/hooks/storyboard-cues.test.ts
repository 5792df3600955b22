import { describe, expect, it } from 'vitest';
import { cueAt, parseStoryboard } from './storyboard-cues';

const vtt = `WEBVTT

00:00:00.000 --> 00:00:02.000
sheet_001.jpg#xywh=0,0,160,90

00:00:02.000 --> 00:00:04.000
sheet_001.jpg#xywh=160,0,160,90

01:00:00.000 --> 01:00:02.500
sheet_002.jpg#xywh=0,90,160,90
`;

describe('storyboard cues', () => {
  const cues = parseStoryboard(vtt, '/media/hls/3/tok.en/storyboard/thumbnails.vtt');

  it('reads each tile and resolves its sheet next to the track, keeping the token', () => {
    expect(cues).toHaveLength(3);
    expect(cues[1]).toEqual({
      start: 2,
      end: 4,
      url: '/media/hls/3/tok.en/storyboard/sheet_001.jpg',
      x: 160,
      y: 0,
      width: 160,
      height: 90,
    });
    expect(cues[2]).toMatchObject({ start: 3600, end: 3602.5, y: 90 });
  });

  it('finds the tile for a moment, and the last one past the end', () => {
    expect(cueAt(cues, 0)?.x).toBe(0);
    expect(cueAt(cues, 3.9)?.x).toBe(160);
    expect(cueAt(cues, 100)).toBeUndefined();
    expect(cueAt(cues, 4000)?.y).toBe(90);
  });
});
