import { describe, expect, it } from 'vitest';
import { checkedWebVtt, subtitleLabel } from './subtitles';

describe('subtitles', () => {
  it('accepts WebVTT with cues, dropping a byte-order mark and Windows line ends', () => {
    expect(checkedWebVtt('\uFEFFWEBVTT\r\n\r\n00:01.000 --> 00:04.000\r\nHello\r\n')).toBe(
      'WEBVTT\n\n00:01.000 --> 00:04.000\nHello\n',
    );
    expect(checkedWebVtt('WEBVTT - film\n\n01:00:01.000 --> 01:00:04.000 align:start\nHi\n')).toContain('Hi');
  });

  it('refuses other files with a reason', () => {
    expect(() => checkedWebVtt('1\n00:00:01,000 --> 00:00:04,000\nHello\n')).toThrow(
      /must begin with the line "WEBVTT"/,
    );
    expect(() => checkedWebVtt('WEBVTT\n\nno cues here\n')).toThrow(/no cues/);
  });

  it('names languages in their own language', () => {
    expect(subtitleLabel('de')).toBe('Deutsch');
    expect(subtitleLabel('fr')).toBe('Français');
    expect(subtitleLabel('ar')).toBe('العربية');
  });
});
