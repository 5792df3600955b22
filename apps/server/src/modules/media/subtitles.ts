import { normalisedWebVtt, webVttProblem } from '@reelhouse/contracts/subtitles';
import { AppError } from '../../platform/errors/app-error';

const refusals = {
  notWebVtt: 'This is not a WebVTT file: it must begin with the line "WEBVTT".',
  noCues: 'The file has no cues (lines such as "00:01.000 --> 00:04.000").',
} as const;

/**
 * Checks that a text is a WebVTT file with at least one cue, and normalises its line endings.
 * Browsers render cue text as text (with a few styling tags), never as HTML, so no cleaning is
 * needed for safety.
 */
export function checkedWebVtt(text: string): string {
  const problem = webVttProblem(text);
  if (problem) throw new AppError('validation_failed', refusals[problem]);
  return normalisedWebVtt(text);
}

/** A language's name in that language ("Deutsch", "العربية"), for the subtitles menu. */
export function subtitleLabel(lang: string): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang);
    return name && name !== lang ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : lang;
  } catch {
    return lang;
  }
}
