import { useEffect, useState, type RefObject } from 'react';

export interface VideoState {
  playing: boolean;
  currentTime: number;
  duration: number;
  buffered: number;
  volume: number;
  muted: boolean;
  rate: number;
  waiting: boolean;
  ended: boolean;
}

const initial: VideoState = {
  playing: false,
  currentTime: 0,
  duration: 0,
  buffered: 0,
  volume: 1,
  muted: false,
  rate: 1,
  waiting: false,
  ended: false,
};

const watched = [
  'play',
  'pause',
  'timeupdate',
  'durationchange',
  'progress',
  'volumechange',
  'ratechange',
  'waiting',
  'playing',
  'seeked',
  'ended',
  'loadedmetadata',
] as const;

/** The video element's state, read from its own events so the controls always show the truth. */
export function useVideoState(video: RefObject<HTMLVideoElement | null>): VideoState {
  const [state, setState] = useState(initial);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const read = (event: Event) =>
      setState((previous) => ({
        playing: !element.paused,
        currentTime: element.currentTime,
        duration: Number.isFinite(element.duration) ? element.duration : 0,
        buffered: element.buffered.length > 0 ? element.buffered.end(element.buffered.length - 1) : 0,
        volume: element.volume,
        muted: element.muted,
        rate: element.playbackRate,
        waiting:
          event.type === 'waiting'
            ? true
            : event.type === 'playing' || event.type === 'pause'
              ? false
              : previous.waiting,
        ended: element.ended,
      }));
    for (const name of watched) element.addEventListener(name, read);
    return () => {
      for (const name of watched) element.removeEventListener(name, read);
    };
  }, [video]);
  return state;
}
