import { htmlLangOf, isLanguage } from '@reelhouse/contracts/locales';

/**
 * The subtitles the "c" key turns on: those in `wanted` (the language the profile last chose, else
 * the interface's; Greek is `gr` in the interface and `el` on tracks) when the title has them, else
 * the first listed, else none.
 */
export function preferredSubtitle(tracks: readonly { lang: string }[], wanted: string): string {
  const tag = isLanguage(wanted) ? htmlLangOf[wanted] : wanted;
  return (tracks.find((track) => track.lang === tag) ?? tracks[0])?.lang ?? '';
}
