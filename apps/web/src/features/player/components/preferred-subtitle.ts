import { htmlLangOf, isLanguage } from '@reelhouse/contracts/locales';

/**
 * The subtitles the "c" key turns on: those in the viewer's interface language when the title has
 * them (Greek is `gr` in the interface and `el` on tracks), else the first listed, else none.
 */
export function preferredSubtitle(tracks: readonly { lang: string }[], interfaceLanguage: string): string {
  const wanted = isLanguage(interfaceLanguage) ? htmlLangOf[interfaceLanguage] : interfaceLanguage;
  return (tracks.find((track) => track.lang === wanted) ?? tracks[0])?.lang ?? '';
}
