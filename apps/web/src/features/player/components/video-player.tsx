import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Playback } from '@reelhouse/contracts/playback';
import { RatingBadge } from '../../../shared/ui/rating-badge';
import { useContentLanguage } from '../../../shared/i18n/content-language';
import { useSessionKnown } from '../../../shared/session/session-query';
import { withToken, type PlayTarget } from '../api/playback-api';
import { useHls } from '../hooks/use-hls';
import { usePlaybackSession } from '../hooks/use-playback-session';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts';
import { useQualityReports } from '../hooks/use-quality-reports';
import { useVideoState } from '../hooks/use-video-state';
import { NextEpisodeCard } from './next-episode-card';
import { PlaybackProblem } from './playback-problem';
import { PlayerControls } from './player-controls';
import { preferredSubtitle } from './preferred-subtitle';
import { usePlayerSettings } from '../api/player-settings';
import './player.css';

/** How long the rating shows when playback starts, as broadcasters do. */
const RATING_SECONDS = 6;
/** Controls hide after this long without the pointer moving, while playing. */
const IDLE_MS = 3000;

export interface VideoPlayerProps {
  target: PlayTarget;
  /** `page` fills the screen (/Player) and takes keyboard shortcuts page-wide; `inline` sits in a page. */
  mode: 'page' | 'inline';
  /** Where the next episode plays: the page navigates, an inline player changes target. */
  onNextEpisode: (episodeId: number) => void;
  /** Told what is playing once it starts (the page shows its name). */
  onStarted?: (playback: Playback) => void;
  /** Where to start (seconds), as a link to a moment asks; otherwise where the viewer left off. */
  startAt?: number | undefined;
}

/** The whole player: the video, its controls, and the overlays for rating, skipping, next episode and problems. */
export function VideoPlayer({ target, mode, onNextEpisode, onStarted, startAt }: VideoPlayerProps) {
  const { t, i18n } = useTranslation('player');
  const lang = useContentLanguage();
  const session = usePlaybackSession(target, lang);
  const container = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const state = useVideoState(video);
  const playback = session.state.status === 'ready' ? session.state.playback : null;
  const { report } = session;
  const quality = useQualityReports(video, report);
  const [settings, saveSettings] = usePlayerSettings();
  // The stream is granted while the page still asks who is watching; it is only loaded once that
  // is known, so the profile's remembered audio language is there before the first audio segment.
  const sessionKnown = useSessionKnown();
  const hls = useHls(video, sessionKnown ? (playback?.url ?? null) : null, {
    token: session.token,
    preferredAudio: settings.audio,
    onLevelSwitch: (height) => report({ kind: 'switch', value: height }),
    onFatal: (details) => report({ kind: 'error', detail: details }),
  });
  const [chosenSubtitle, setChosenSubtitle] = useState<{ for: Playback; lang: string } | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [idle, setIdle] = useState(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [nextDismissed, setNextDismissed] = useState(false);
  const [autoplayBlocked, setAutoplayBlocked] = useState(false);

  // The element itself, not the ref: when the player unmounts, React clears the ref before the
  // session's clean-up saves the last position, and reading through it then found nothing.
  const { trackPosition, saveNow } = session;
  useEffect(() => {
    const element = video.current;
    trackPosition(() => (element && element.currentTime > 0 ? element.currentTime : null));
  }, [trackPosition]);

  // A seek is a deliberate new place: keep it at once rather than at the next ten-second save.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.addEventListener('seeked', saveNow);
    return () => element.removeEventListener('seeked', saveNow);
  }, [saveNow]);

  // The subtitles shown: what the viewer chose for this playback, else what the profile last
  // chose when this title has it (the profile may be known only after the playback is).
  const remembered = settings.subtitles;
  const subtitle =
    chosenSubtitle && chosenSubtitle.for === playback
      ? chosenSubtitle.lang
      : remembered && playback?.subtitles.some((track) => track.lang === remembered)
        ? remembered
        : '';
  // The language "c" turns back on: the last one shown in this player.
  const lastShown = useRef('');
  useEffect(() => {
    const tracks = video.current?.textTracks;
    for (const track of tracks ? Array.from(tracks) : []) {
      if (track.kind === 'subtitles') track.mode = track.language === subtitle ? 'showing' : 'disabled';
    }
    if (subtitle) lastShown.current = subtitle;
  }, [subtitle, playback]);

  // Start at the moment asked for, else where the viewer left off, then play.
  useEffect(() => {
    const element = video.current;
    if (!element || !playback) return;
    onStarted?.(playback);
    setNextDismissed(false);
    const begin = () => {
      const from = startAt ?? playback.resumeAt;
      if (from !== null) element.currentTime = from;
      quality.markPlayAsked();
      element.play().catch(() => setAutoplayBlocked(true));
    };
    element.addEventListener('loadedmetadata', begin, { once: true });
    return () => element.removeEventListener('loadedmetadata', begin);
    // A new playback (not each render) restarts this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playback]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === container.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Each pointer movement shows the controls and restarts the wait before they hide again; a
  // timer, not state, so that moving the pointer does not re-render the player.
  const wake = useCallback(() => {
    setIdle(false);
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => setIdle(true), IDLE_MS);
  }, []);
  useEffect(() => {
    if (!state.playing) return;
    idleTimer.current = setTimeout(() => setIdle(true), IDLE_MS);
    return () => clearTimeout(idleTimer.current);
  }, [state.playing]);

  const actions = {
    togglePlay: useCallback(() => {
      const element = video.current;
      if (!element) return;
      if (element.paused) {
        quality.markPlayAsked();
        setAutoplayBlocked(false);
        void element.play();
      } else {
        element.pause();
        session.saveNow();
      }
    }, [quality, session]),
    seekTo: (time: number) => {
      if (video.current) video.current.currentTime = time;
    },
    seekBy: (seconds: number) => {
      const element = video.current;
      if (element) element.currentTime = Math.min(Math.max(0, element.currentTime + seconds), element.duration || 0);
    },
    toggleMute: () => {
      if (video.current) video.current.muted = !video.current.muted;
    },
    setVolume: (volume: number) => {
      if (!video.current) return;
      video.current.volume = volume;
      video.current.muted = volume === 0;
    },
    chooseLevel: hls.chooseLevel,
    chooseAudio: (index: number) => {
      hls.chooseAudio(index);
      // Remembered by language: the profile's next dubbed title starts in it too.
      const lang = hls.audioTracks[index]?.lang;
      if (lang) saveSettings({ ...settings, audio: lang });
    },
    chooseSubtitle: (lang: string) => {
      if (playback) setChosenSubtitle({ for: playback, lang });
      // The profile keeps the choice: its next title starts with the same subtitles (when it has them).
      saveSettings({ ...settings, subtitles: lang || null });
    },
    setSubtitleStyle: (subtitleStyle: typeof settings.subtitleStyle) => saveSettings({ ...settings, subtitleStyle }),
    setRate: (rate: number) => {
      if (video.current) video.current.playbackRate = rate;
    },
    toggleFullscreen: () => {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void container.current?.requestFullscreen();
    },
    togglePictureInPicture: document.pictureInPictureEnabled
      ? () => {
          if (document.pictureInPictureElement) void document.exitPictureInPicture();
          else void video.current?.requestPictureInPicture();
        }
      : null,
  };

  usePlayerShortcuts(mode === 'page' ? null : container, {
    togglePlay: actions.togglePlay,
    seekBy: actions.seekBy,
    toggleFullscreen: actions.toggleFullscreen,
    toggleMute: actions.toggleMute,
    toggleSubtitles: () =>
      actions.chooseSubtitle(
        subtitle
          ? ''
          : preferredSubtitle(playback?.subtitles ?? [], lastShown.current || settings.subtitles || i18n.language),
      ),
  });

  const markers = playback?.markers;
  const inIntro =
    markers?.introStart != null &&
    markers.introEnd != null &&
    state.currentTime >= markers.introStart &&
    state.currentTime < markers.introEnd - 0.5;
  const inCredits = markers?.creditsStart != null && state.currentTime >= markers.creditsStart && !state.ended;
  const showNext = playback?.next && !nextDismissed && (state.ended || inCredits);
  const problem =
    session.state.status === 'failed'
      ? (session.state.error.problem?.code ?? 'network')
      : hls.fatal
        ? 'playback'
        : null;

  return (
    <div
      ref={container}
      className="video-player"
      data-mode={mode}
      data-cue-size={settings.subtitleStyle.size}
      data-cue-colour={settings.subtitleStyle.colour}
      data-cue-background={settings.subtitleStyle.background}
      data-idle={idle && state.playing && !showNext ? '' : undefined}
      onPointerMove={wake}
      tabIndex={mode === 'inline' ? 0 : -1}
      aria-label={playback ? playback.title.name : t('loading')}
      role="region"
    >
      <video
        ref={video}
        className="video-player__video"
        playsInline
        poster={playback?.poster ? withToken(playback.poster, session.token.current) : undefined}
        onClick={actions.togglePlay}
      >
        {playback?.subtitles.map((track) => (
          <track
            key={track.lang}
            kind="subtitles"
            src={withToken(track.url, session.token.current)}
            srcLang={track.lang}
            label={track.label}
          />
        ))}
      </video>

      {playback && state.playing && state.currentTime < RATING_SECONDS && (
        <div className="video-player__rating">
          <RatingBadge rating={playback.title.rating} />
        </div>
      )}
      {(session.state.status === 'starting' || (state.waiting && !problem)) && (
        <div className="video-player__spinner" role="status" aria-label={t('loading')} />
      )}
      {autoplayBlocked && !state.playing && !problem && (
        <button type="button" className="video-player__big-play btn btn-accent btn-lg" onClick={actions.togglePlay}>
          {t('play')}
        </button>
      )}
      {inIntro && (
        <button
          type="button"
          className="video-player__skip btn btn-light"
          onClick={() => actions.seekTo(markers?.introEnd ?? 0)}
        >
          {t('skipIntro')}
        </button>
      )}
      {inCredits && !showNext && (
        <button
          type="button"
          className="video-player__skip btn btn-light"
          onClick={() => (playback?.next ? onNextEpisode(playback.next.id) : actions.seekTo(state.duration))}
        >
          {t('skipCredits')}
        </button>
      )}
      {showNext && playback.next && (
        <NextEpisodeCard
          next={playback.next}
          onPlay={() => playback.next && onNextEpisode(playback.next.id)}
          onCancel={() => setNextDismissed(true)}
        />
      )}
      {problem && (
        <PlaybackProblem
          code={problem}
          onRetry={() => {
            setAutoplayBlocked(false);
            session.retry();
          }}
        />
      )}
      {playback && !problem && (
        <PlayerControls
          video={state}
          levels={hls.levels}
          chosenLevel={hls.chosenLevel}
          playingLevel={hls.playingLevel}
          audioTracks={hls.audioTracks}
          audioTrack={hls.audioTrack}
          subtitles={playback.subtitles}
          subtitle={subtitle}
          subtitleStyle={settings.subtitleStyle}
          fullscreen={fullscreen}
          thumbnails={playback.thumbnails}
          token={session.token.current}
          actions={actions}
        />
      )}
    </div>
  );
}
