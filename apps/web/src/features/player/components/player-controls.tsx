import {
  AudioLines,
  Gauge,
  Maximize,
  Minimize,
  Pause,
  PictureInPicture2,
  Play,
  RotateCcw,
  RotateCw,
  Settings2,
  Subtitles,
  Volume2,
  VolumeX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioTrack, QualityLevel } from '../hooks/use-hls';
import type { VideoState } from '../hooks/use-video-state';
import { audioLabels } from './audio-labels';
import { ChoiceMenu } from './choice-menu';
import { SubtitleStyleMenu } from './subtitle-style-menu';
import type { PlayerSettings } from '@reelhouse/contracts/profiles';
import { formatTime } from '../../../shared/format/format-time';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { SeekBar } from './seek-bar';

export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

export interface PlayerControlsProps {
  video: VideoState;
  levels: QualityLevel[];
  chosenLevel: number;
  playingLevel: number;
  audioTracks: AudioTrack[];
  audioTrack: number;
  subtitles: { lang: string; label: string }[];
  subtitle: string;
  subtitleStyle: PlayerSettings['subtitleStyle'];
  fullscreen: boolean;
  thumbnails: string | null;
  token: string;
  actions: {
    togglePlay: () => void;
    seekTo: (time: number) => void;
    seekBy: (seconds: number) => void;
    toggleMute: () => void;
    setVolume: (volume: number) => void;
    chooseLevel: (index: number) => void;
    chooseAudio: (index: number) => void;
    chooseSubtitle: (lang: string) => void;
    setSubtitleStyle: (style: PlayerSettings['subtitleStyle']) => void;
    setRate: (rate: number) => void;
    toggleFullscreen: () => void;
    togglePictureInPicture: (() => void) | null;
  };
}

/** The bar along the bottom of the player: timeline, then playback, sound, and the menus. */
export function PlayerControls(props: PlayerControlsProps) {
  const { t } = useTranslation('player');
  const { video, levels, actions } = props;
  const audioOptions = audioLabels(props.audioTracks, useLocaleTag());
  const playingHeight = levels[props.playingLevel]?.height;
  const qualityOptions = [
    {
      value: -1,
      label: playingHeight && props.chosenLevel === -1 ? t('autoWith', { height: playingHeight }) : t('auto'),
    },
    ...[...levels].reverse().map((level) => ({ value: level.index, label: `${level.height}p` })),
  ];
  return (
    <div className="player-controls">
      <SeekBar
        currentTime={video.currentTime}
        duration={video.duration}
        buffered={video.buffered}
        thumbnails={props.thumbnails}
        token={props.token}
        onSeek={actions.seekTo}
      />
      <div className="player-controls__row">
        <ControlButton label={video.playing ? t('pause') : t('play')} onClick={actions.togglePlay}>
          {video.playing ? <Pause aria-hidden fill="currentColor" /> : <Play aria-hidden fill="currentColor" />}
        </ControlButton>
        <ControlButton label={t('back10')} onClick={() => actions.seekBy(-10)} wide>
          <RotateCcw aria-hidden />
        </ControlButton>
        <ControlButton label={t('forward10')} onClick={() => actions.seekBy(10)} wide>
          <RotateCw aria-hidden />
        </ControlButton>
        <div className="player-volume">
          <ControlButton label={video.muted ? t('unmute') : t('mute')} onClick={actions.toggleMute}>
            {video.muted || video.volume === 0 ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
          </ControlButton>
          <input
            className="player-volume__slider"
            type="range"
            min={0}
            max={1}
            step={0.05}
            dir="ltr"
            value={video.muted ? 0 : video.volume}
            aria-label={t('volume')}
            onChange={(event) => actions.setVolume(Number(event.target.value))}
          />
        </div>
        <span className="player-controls__time" dir="ltr">
          {formatTime(video.currentTime)} / {formatTime(video.duration)}
        </span>
        <span className="player-controls__spacer" />
        {audioOptions.length > 1 && (
          <ChoiceMenu
            label={t('audio')}
            icon={<AudioLines aria-hidden />}
            options={audioOptions}
            value={props.audioTrack}
            onChoose={actions.chooseAudio}
          />
        )}
        {props.subtitles.length > 0 && (
          <ChoiceMenu
            label={t('subtitles')}
            icon={<Subtitles aria-hidden />}
            options={[
              { value: '', label: t('subtitlesOff') },
              ...props.subtitles.map((track) => ({ value: track.lang, label: track.label })),
            ]}
            value={props.subtitle}
            onChoose={actions.chooseSubtitle}
          />
        )}
        {props.subtitles.length > 0 && (
          <SubtitleStyleMenu value={props.subtitleStyle} onChange={actions.setSubtitleStyle} />
        )}
        {levels.length > 0 && (
          <ChoiceMenu
            label={t('quality')}
            icon={<Settings2 aria-hidden />}
            current={props.chosenLevel === -1 ? t('auto') : `${levels[props.chosenLevel]?.height ?? ''}p`}
            options={qualityOptions}
            value={props.chosenLevel}
            onChoose={actions.chooseLevel}
          />
        )}
        <ChoiceMenu
          label={t('speed')}
          icon={<Gauge aria-hidden />}
          options={SPEEDS.map((speed) => ({ value: speed, label: speed === 1 ? t('normalSpeed') : `${speed}×` }))}
          value={video.rate}
          onChoose={actions.setRate}
        />
        {actions.togglePictureInPicture && (
          <ControlButton label={t('pictureInPicture')} onClick={actions.togglePictureInPicture}>
            <PictureInPicture2 aria-hidden />
          </ControlButton>
        )}
        <ControlButton
          label={props.fullscreen ? t('exitFullscreen') : t('fullscreen')}
          onClick={actions.toggleFullscreen}
        >
          {props.fullscreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
        </ControlButton>
      </div>
    </div>
  );
}

/** A round control with its name as both accessible label and tooltip; `wide` ones hide on phones. */
function ControlButton({
  label,
  onClick,
  wide = false,
  children,
}: {
  label: string;
  onClick: () => void;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`player-button${wide ? ' player-button--wide' : ''}`}
      onClick={onClick}
      aria-label={label}
      title={label}
    >
      {children}
    </button>
  );
}
