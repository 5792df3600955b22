import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Playback } from '@reelhouse/contracts/playback';
import type { ApiError } from '../../../shared/api/api-client';
import {
  endPlayback,
  renewPlayback,
  reportEvents,
  saveProgress,
  startPlayback,
  tokenOf,
  type PlaybackEvent,
  type PlayTarget,
} from '../api/playback-api';
import { continueWatchingKey } from '../api/continue-watching';

const SAVE_EVERY_MS = 10_000;

export type SessionState =
  { status: 'starting' } | { status: 'ready'; playback: Playback } | { status: 'failed'; error: ApiError };

/**
 * One playback stream on the server: started when the target changes, kept alive by heartbeats
 * (which also bring fresh URL tokens), its position saved every ten seconds, on pause and on
 * leaving, its quality reports batched, and ended when the viewer leaves.
 */
export function usePlaybackSession(target: PlayTarget, lang: string) {
  const [attempt, setAttempt] = useState(0);
  const key = 'title' in target ? `t:${target.title}` : `e:${target.episode}`;
  // Answers are kept with the request they answer: a new target starts out "starting" by itself.
  const request = `${key}|${lang}|${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; state: SessionState } | null>(null);
  const state: SessionState = answer?.request === request ? answer.state : { status: 'starting' };
  /** The newest token: the HLS loader puts it into every URL it fetches. */
  const token = useRef('');
  const stream = useRef<string | null>(null);
  const position = useRef<() => number | null>(() => null);
  const events = useRef<PlaybackEvent[]>([]);
  const queryClient = useQueryClient();

  useEffect(() => {
    let cancelled = false;
    const heldTarget: PlayTarget = key.startsWith('t:') ? { title: key.slice(2) } : { episode: Number(key.slice(2)) };
    startPlayback(heldTarget, lang).then(
      (playback) => {
        if (cancelled) {
          void endPlayback(playback.streamId);
          return;
        }
        token.current = tokenOf(playback.url);
        stream.current = playback.streamId;
        setAnswer({ request, state: { status: 'ready', playback } });
      },
      (error: ApiError) => !cancelled && setAnswer({ request, state: { status: 'failed', error } }),
    );
    return () => {
      cancelled = true;
    };
  }, [key, lang, request]);

  const flush = useCallback(async () => {
    const id = stream.current;
    if (!id) return;
    if (events.current.length > 0) void reportEvents(id, events.current.splice(0));
    const at = position.current();
    if (at !== null) await saveProgress(id, at);
  }, []);

  const streamId = state.status === 'ready' ? state.playback.streamId : null;
  const heartbeatSeconds = state.status === 'ready' ? state.playback.heartbeatSeconds : 30;
  useEffect(() => {
    if (!streamId) return;
    const heartbeat = setInterval(() => {
      renewPlayback(streamId).then(
        (renewed) => (token.current = tokenOf(renewed.url)),
        // The server decides access again on every heartbeat: a refusal (plan ended, PIN set,
        // signed out) stops the player with its reason. A network blip is only retried.
        (error: ApiError) => error.status >= 400 && setAnswer({ request, state: { status: 'failed', error } }),
      );
      if (events.current.length > 0) void reportEvents(streamId, events.current.splice(0));
    }, heartbeatSeconds * 1000);
    const saving = setInterval(() => {
      const at = position.current();
      if (at !== null) void saveProgress(streamId, at);
    }, SAVE_EVERY_MS);
    // Leaving or reloading frees the stream's slot at once; coming back from the back-forward
    // cache starts a new stream. A hidden tab may never come back (phones discard them), so
    // its position is kept as it hides.
    const leave = () => {
      void flush();
      void endPlayback(streamId);
    };
    const hidden = () => document.visibilityState === 'hidden' && void flush();
    const back = (event: PageTransitionEvent) => event.persisted && setAttempt((count) => count + 1);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      clearInterval(heartbeat);
      clearInterval(saving);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      document.removeEventListener('visibilitychange', hidden);
      // Where the viewer stopped shows on the page they return to ("Resume at …", the row).
      void flush().then(() => queryClient.invalidateQueries({ queryKey: continueWatchingKey }));
      void endPlayback(streamId);
      stream.current = null;
    };
  }, [streamId, heartbeatSeconds, flush, request, queryClient]);

  const trackPosition = useCallback((read: () => number | null) => void (position.current = read), []);
  const saveNow = useCallback(() => void flush(), [flush]);

  return {
    state,
    token,
    /** Tells the session how to read the current position (the video element's). */
    trackPosition,
    saveNow,
    report: (event: PlaybackEvent) => void events.current.push(event),
    /** A fresh token now (after a failed request the old one may have expired). */
    renew: async () => {
      if (!stream.current) return;
      token.current = tokenOf((await renewPlayback(stream.current)).url);
    },
    retry: () => setAttempt((count) => count + 1),
  };
}
