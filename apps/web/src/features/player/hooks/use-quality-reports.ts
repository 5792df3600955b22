import { useEffect, useRef, type RefObject } from 'react';
import type { PlaybackEvent } from '../api/playback-api';

/**
 * Measures what the viewer lives through: startup (play asked for → first frame), each stall
 * (waiting → playing again) and reports them; switches and fatal errors are reported where they
 * happen (the HLS hook).
 */
export function useQualityReports(video: RefObject<HTMLVideoElement | null>, report: (event: PlaybackEvent) => void) {
  const playAskedAt = useRef<number | null>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let started = false;
    let stalledAt: number | null = null;
    const onPlay = () => {
      if (!started && playAskedAt.current === null) playAskedAt.current = performance.now();
    };
    const onPlaying = () => {
      const now = performance.now();
      if (!started && playAskedAt.current !== null) {
        started = true;
        report({ kind: 'startup', value: Math.round(now - playAskedAt.current) });
      } else if (stalledAt !== null) {
        report({ kind: 'stall', value: Math.round(now - stalledAt) });
      }
      stalledAt = null;
    };
    // Waiting after a seek is the viewer's doing, not a stall.
    const onWaiting = () => {
      if (started && !element.seeking) stalledAt = performance.now();
    };
    element.addEventListener('play', onPlay);
    element.addEventListener('playing', onPlaying);
    element.addEventListener('waiting', onWaiting);
    return () => {
      element.removeEventListener('play', onPlay);
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('waiting', onWaiting);
    };
  }, [video, report]);
  return {
    /** Call when the viewer presses play (or playback starts by itself), to time startup from there. */
    markPlayAsked: () => {
      playAskedAt.current ??= performance.now();
    },
  };
}
