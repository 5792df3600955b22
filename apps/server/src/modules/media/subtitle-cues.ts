import { parseText } from 'media-captions';

/** A cue as dialogue search keeps it: when it starts and what it says, without markup. */
export interface SubtitleCue {
  startSeconds: number;
  text: string;
}

/** The character references WebVTT cue text may use (the spec names only these). */
const references: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': ' ',
  '&lrm;': '',
  '&rlm;': '',
};

/**
 * The cues of a WebVTT file in order, each as one line of plain text: voice, class and timestamp
 * tags dropped, references decoded, line breaks joined. Cues with nothing to say are left out.
 */
export async function subtitleCuesOf(webVtt: string): Promise<SubtitleCue[]> {
  const { cues } = await parseText(webVtt, { type: 'vtt' });
  return cues
    .map((cue) => ({ startSeconds: cue.startTime, text: plainText(cue.text) }))
    .filter((cue) => cue.text !== '');
}

const plainText = (markup: string): string =>
  markup
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|nbsp|lrm|rlm);/g, (reference) => references[reference] ?? reference)
    .replace(/\s+/g, ' ')
    .trim();
