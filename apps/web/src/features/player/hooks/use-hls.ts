import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ErrorData, default as HlsType } from 'hls.js';
import { withToken } from '../api/playback-api';
import { loadHls } from './load-hls';

export interface QualityLevel {
  index: number;
  height: number;
  bitrate: number;
}

/** An alternate audio rendition of the master playlist (a dubbed language, a commentary). */
export interface AudioTrack {
  index: number;
  /** BCP 47 as the master says it; empty when it does not. */
  lang: string;
  name: string;
}

export interface HlsState {
  levels: QualityLevel[];
  audioTracks: AudioTrack[];
  /** The audio track playing (-1 when the video has no alternate audio). */
  audioTrack: number;
  chooseAudio: (index: number) => void;
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
  /** The audio language to start in when the video has it (the profile's last choice). */
  preferredAudio?: string | null;
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
  const [audioTracks, setAudioTracks] = useState<AudioTrack[]>([]);
  const [audioTrack, setAudioTrack] = useState(-1);
  const [fatal, setFatal] = useState<string | null>(null);
  const hls = useRef<HlsType | null>(null);
  const { token, onLevelSwitch, onFatal } = options;
  // Read when the tracks are known; a new preference must not restart playback.
  const preferredAudio = useRef(options.preferredAudio ?? null);
  useEffect(() => {
    preferredAudio.current = options.preferredAudio ?? null;
  }, [options.preferredAudio]);

  // Fetched while the playback is being authorised, not after: both are on the way to the first frame.
  useEffect(() => void loadHls().catch(() => undefined), []);

  useEffect(() => {
    const element = video.current;
    if (!element || !url) return;
    let instance: HlsType | null = null;
    let cancelled = false;
    void loadHls().then(({ default: Hls }) => {
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
      hlsInstance.on(Hls.Events.AUDIO_TRACKS_UPDATED, (_event, data) => {
        setAudioTracks(data.audioTracks.map((track, index) => ({ index, lang: track.lang ?? '', name: track.name })));
        // Before the first audio segment loads: the viewer hears the remembered language from the start.
        const preferred = data.audioTracks.findIndex((track) => track.lang === preferredAudio.current);
        if (preferred >= 0 && preferred !== hlsInstance.audioTrack) hlsInstance.audioTrack = preferred;
      });
      hlsInstance.on(Hls.Events.AUDIO_TRACK_SWITCHED, (_event, data) => setAudioTrack(data.id));
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
      setAudioTracks([]);
      setAudioTrack(-1);
      setPlayingLevel(-1);
      setChosenLevel(-1);
      element.removeAttribute('src');
    };
    // The token (and the preferred audio) are read through refs; a new one must not restart playback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [video, url]);

  return {
    levels,
    audioTracks,
    audioTrack,
    chooseAudio: (index) => {
      if (hls.current) hls.current.audioTrack = index;
    },
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
