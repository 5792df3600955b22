import { AppError } from '../../platform/errors/app-error';

export const SUBTITLE_MAX_BYTES = 1024 * 1024;

/** A cue timing line: `00:01.000 --> 00:04.000` (hours optional), settings may follow. */
const cueTiming = /^(?:\d{2,}:)?\d{2}:\d{2}\.\d{3}\s+-->\s+(?:\d{2,}:)?\d{2}:\d{2}\.\d{3}/m;

/**
 * Checks that a text is a WebVTT file with at least one cue, and normalises its line endings.
 * Browsers render cue text as text (with a few styling tags), never as HTML, so no cleaning is
 * needed for safety.
 */
export function checkedWebVtt(text: string): string {
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(normalised)) {
    throw new AppError('validation_failed', 'This is not a WebVTT file: it must begin with the line "WEBVTT".');
  }
  if (!cueTiming.test(normalised)) {
    throw new AppError('validation_failed', 'The file has no cues (lines such as "00:01.000 --> 00:04.000").');
  }
  return normalised;
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
