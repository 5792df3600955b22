import { describe, expect, it } from 'vitest';
import { demoSubtitleLanguages, demoSubtitles } from './demo-subtitles';
import { checkedWebVtt } from './subtitles';

const clip = { seconds: 45, titleCardSeconds: 4, hertz: 440 };

describe('demo subtitles', () => {
  it('gives most clips two or more languages, one of them right-to-left, and some clips none', () => {
    const counts = [0, 1, 2, 3, 4].map((index) => demoSubtitleLanguages(index).length);
    expect(counts.filter((count) => count >= 2).length).toBeGreaterThanOrEqual(3);
    expect(counts).toContain(0);
    expect([0, 1, 2].some((index) => demoSubtitleLanguages(index).includes('ar'))).toBe(true);
  });

  it('writes valid WebVTT that follows the clip: title card, pattern, clock, tone, end', () => {
    for (const index of [0, 1, 2]) {
      for (const lang of demoSubtitleLanguages(index)) {
        expect(() => checkedWebVtt(demoSubtitles(index, lang, clip))).not.toThrow();
      }
    }
    const english = demoSubtitles(0, 'en', clip);
    expect(english).toContain('00:00.500 --> 00:04.000\nReelhouse demo clip 1');
    expect(english).toContain('00:10.000 --> 00:14.000\nThe clock in the corner reads 0:10.');
    expect(english).toContain('00:15.000 --> 00:19.000\nA short tone sounds every second, at 440 hertz.');
    expect(english).toContain('00:41.500 --> 00:44.500\nEnd of demo clip 1.');
    expect(demoSubtitles(2, 'de', clip)).toContain('Die Uhr in der Ecke zeigt 0:20.');
  });

  it('keeps every cue inside a short clip', () => {
    const short = demoSubtitles(1, 'ar', { seconds: 12, titleCardSeconds: 4, hertz: 330 });
    const ends = [...short.matchAll(/--> (\d{2}):(\d{2})\.(\d{3})/g)].map(
      ([, m, s, ms]) => Number(m) * 60 + Number(s) + Number(ms) / 1000,
    );
    expect(Math.max(...ends)).toBeLessThanOrEqual(12);
    expect(short).toContain('مقطع تجريبي 2');
  });
});
