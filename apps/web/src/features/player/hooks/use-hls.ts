import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ErrorData, default as HlsType } from 'hls.js';
import { withToken } from '../api/playback-api';

export interface QualityLevel {
  index: number;
  height: number;
  bitrate: number;
}

export interface HlsState {
  levels: QualityLevel[];
  /** The level playing now (-1 before the first one loads). */
  playingLevel: number;
  /** The level asked for, -1 for automatic. */
  chosenLevel: number;
  chooseLevel: (index: number) => void;
  fatal: string | null;
}

interface HlsOptions {
  /** The newest playback token, read for every request. */
  token: RefObject<string>;
  onLevelSwitch?: (height: number) => void;
  /** A fatal error hls.js could not recover from, by its details code. */
  onFatal?: (details: string) => void;
}

/**
 * Plays a master playlist in the video element. hls.js (loaded only here, on first use) wherever
 * Media Source Extensions exist — checked first, because Chromium also claims native HLS support
 * and would otherwise lose quality selection — else the browser's own HLS (Safari on iOS).
 */
export function useHls(video: RefObject<HTMLVideoElement | null>, url: string | null, options: HlsOptions): HlsState {
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [playingLevel, setPlayingLevel] = useState(-1);
  const [chosenLevel, setChosenLevel] = useState(-1);
  const [fatal, setFatal] = useState<string | null>(null);
  const hls = useRef<HlsType | null>(null);
  const { token, onLevelSwitch, onFatal } = options;

  // Fetched while the playback is being authorised, not after: both are on the way to the first frame.
  useEffect(() => void import('hls.js/light').catch(() => undefined), []);

  useEffect(() => {
    const element = video.current;
    if (!element || !url) return;
    let instance: HlsType | null = null;
    let cancelled = false;
    // The light build (no alternate audio, in-manifest subtitles or DRM, which we do not use) is a
    // third smaller.
    void import('hls.js/light').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        element.src = url;
        return;
      }
      instance = new Hls({
        // Every request goes out with the newest token: heartbeats renew it while playing.
        xhrSetup: (xhr, requestUrl) => xhr.open('GET', withToken(requestUrl, token.current), true),
        capLevelToPlayerSize: true,
        startLevel: -1,
        // Start on the first rung at once instead of first downloading a fragment only to measure
        // the bandwidth: the estimate from real fragments moves it up within seconds anyway.
        testBandwidth: false,
      });
      const hlsInstance = instance;
      let recoveredMedia = false;
      hlsInstance.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
        setLevels(data.levels.map((level, index) => ({ index, height: level.height, bitrate: level.bitrate })));
      });
      hlsInstance.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => {
        setPlayingLevel(data.level);
        const height = hlsInstance.levels[data.level]?.height;
        if (height) onLevelSwitch?.(height);
      });
      hlsInstance.on(Hls.Events.ERROR, (_event, data: ErrorData) => {
        if (!data.fatal) return;
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recoveredMedia) {
          recoveredMedia = true;
          hlsInstance.recoverMediaError();
          return;
        }
        onFatal?.(data.details);
        setFatal(data.details);
      });
      hlsInstance.loadSource(url);
      hlsInstance.attachMedia(element);
      hls.current = hlsInstance;
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      hls.current = null;
      setFatal(null);
      setLevels([]);
      setPlayingLevel(-1);
      setChosenLevel(-1);
      element.removeAttribute('src');
    };
    // The token is read through its ref on each request; a new one must not restart playback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [video, url]);

  return {
    levels,
    playingLevel,
    chosenLevel,
    fatal,
    chooseLevel: (index) => {
      if (!hls.current) return;
      // A choice takes effect at once (what is buffered at the old quality is dropped); -1 hands
      // the choice back to hls.js's bandwidth estimate.
      hls.current.currentLevel = index;
      setChosenLevel(index);
    },
  };
}
