/** The largest WebVTT file the server takes: an hour of dense dialogue is well under it. */
export const SUBTITLE_MAX_BYTES = 1024 * 1024;

/** A cue timing line: `00:01.000 --> 00:04.000` (hours optional), settings may follow. */
const cueTiming = /^(?:\d{2,}:)?\d{2}:\d{2}\.\d{3}\s+-->\s+(?:\d{2,}:)?\d{2}:\d{2}\.\d{3}/m;

/** Without a byte-order mark and with `\n` line ends, as the files are stored. */
export const normalisedWebVtt = (text: string): string => text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');

/**
 * What keeps a text from being a WebVTT file a player can show, or null: the server refuses such
 * a file, and the console says so before sending it.
 */
export function webVttProblem(text: string): 'notWebVtt' | 'noCues' | null {
  const normalised = normalisedWebVtt(text);
  if (!/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(normalised)) return 'notWebVtt';
  return cueTiming.test(normalised) ? null : 'noCues';
}

/**
 * Languages the console offers for subtitles (ISO 639-1, as `<track srclang>` wants: Greek is
 * `el` here, not the site's `gr`): India's most spoken first, then the site's and other common ones.
 */
// prettier-ignore
export const subtitleLanguages = [
  'en', 'hi', 'bn', 'te', 'mr', 'ta', 'ur', 'gu', 'kn', 'ml', 'or', 'pa', 'as',
  'ar', 'el', 'fr', 'de', 'es', 'pt', 'it', 'ru', 'tr', 'zh', 'ja', 'ko', 'id', 'ms', 'th',
] as const;
