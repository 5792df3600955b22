import { describe, expect, it } from 'vitest';
import { storyboardLayout, storyboardVtt } from './storyboard';

describe('storyboard', () => {
  it('cuts a thumbnail every two seconds of a short clip and points each cue at its tile', () => {
    const layout = storyboardLayout({ durationSeconds: 25, width: 1280, height: 720 });
    expect(layout).toMatchObject({ intervalSeconds: 2, thumbWidth: 160, thumbHeight: 90 });
    const vtt = storyboardVtt(layout, 1);
    expect(vtt.startsWith('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nsheet_001.jpg#xywh=0,0,160,90\n')).toBe(true);
    expect(vtt).toContain('00:00:24.000 --> 00:00:25.000\nsheet_001.jpg#xywh=320,90,160,90');
  });

  it('spaces thumbnails out for long films and moves on to the next sheet after a hundred', () => {
    const layout = storyboardLayout({ durationSeconds: 7200, width: 1920, height: 800 });
    expect(layout.intervalSeconds).toBe(10);
    expect(layout.thumbHeight).toBe(66);
    const vtt = storyboardVtt(layout, 8);
    expect(vtt).toContain('00:16:40.000 --> 00:16:50.000\nsheet_002.jpg#xywh=0,0,160,66');
    expect(vtt).toContain('01:59:50.000 --> 02:00:00.000\nsheet_008.jpg#xywh=1440,66,160,66');
  });
});
