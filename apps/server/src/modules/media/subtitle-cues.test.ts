import { describe, expect, it } from 'vitest';
import { subtitleCuesOf } from './subtitle-cues';

describe('subtitleCuesOf', () => {
  it('keeps each cue’s start and its words, without tags, references or line breaks', async () => {
    const cues = await subtitleCuesOf(
      [
        'WEBVTT',
        '',
        'intro',
        '00:00:01.500 --> 00:00:04.000 align:start',
        'The <b>river</b> ends &amp; begins',
        '',
        '01:02:41.250 --> 01:02:44.000',
        '<v Asha>Not here,',
        '<i>not</i> yet&nbsp;&lt;3</v>',
        '',
        '01:03:00.000 --> 01:03:02.000',
        '<c.music></c>',
        '',
      ].join('\n'),
    );
    expect(cues).toEqual([
      { startSeconds: 1.5, text: 'The river ends & begins' },
      { startSeconds: 3761.25, text: 'Not here, not yet <3' },
    ]);
  });

  it('reads right-to-left text as it is written', async () => {
    const cues = await subtitleCuesOf('WEBVTT\n\n00:05.000 --> 00:07.000\n&rlm;النهر ينتهي هنا\n');
    expect(cues).toEqual([{ startSeconds: 5, text: 'النهر ينتهي هنا' }]);
  });
});
