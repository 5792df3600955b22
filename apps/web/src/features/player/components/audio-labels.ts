import type { AudioTrack } from '../hooks/use-hls';

/**
 * Each audio track by its language in the viewer's own (Français, الفرنسية…); a track without a
 * language, or one of two in the same language, by the name the video gives it as well.
 */
export function audioLabels(tracks: AudioTrack[], localeTag: string): { value: number; label: string }[] {
  const names = new Intl.DisplayNames([localeTag], { type: 'language', fallback: 'none' });
  const languageOf = (track: AudioTrack) => (track.lang ? names.of(track.lang) : undefined);
  return tracks.map((track) => {
    const language = languageOf(track);
    const shared = tracks.some((other) => other !== track && other.lang === track.lang);
    return { value: track.index, label: !language ? track.name : shared ? `${language} · ${track.name}` : language };
  });
}
