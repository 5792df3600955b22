import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withToken } from '../api/playback-api';
import { cueAt, parseStoryboard, type StoryboardCue } from '../hooks/storyboard-cues';
import { formatTime } from '../../../shared/format/format-time';

interface SeekBarProps {
  currentTime: number;
  duration: number;
  buffered: number;
  /** The seek-preview track, or null while the storyboard is not made yet. */
  thumbnails: string | null;
  token: string;
  onSeek: (time: number) => void;
}

/**
 * The timeline, with a thumbnail of the moment under the pointer or the thumb while dragging.
 * It runs left to right in every language, as media timelines do (only the controls around it
 * follow the page's direction).
 */
export function SeekBar({ currentTime, duration, buffered, thumbnails, token, onSeek }: SeekBarProps) {
  const { t } = useTranslation('player');
  const cues = useStoryboard(thumbnails, token);
  const [preview, setPreview] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const share = (time: number) => (duration > 0 ? Math.min(1, Math.max(0, time / duration)) : 0);
  const cue = preview === null ? undefined : cueAt(cues, preview);

  return (
    <div
      className="seek-bar"
      dir="ltr"
      style={{ '--played': share(currentTime), '--buffered': share(buffered) } as React.CSSProperties}
      onPointerMove={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        if (!dragging) setPreview(((event.clientX - box.left) / box.width) * duration);
      }}
      onPointerLeave={() => !dragging && setPreview(null)}
    >
      <input
        className="seek-bar__input"
        type="range"
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(currentTime, duration || 0)}
        aria-label={t('seek')}
        aria-valuetext={t('position', { current: formatTime(currentTime), total: formatTime(duration) })}
        onPointerDown={() => setDragging(true)}
        onPointerUp={() => {
          setDragging(false);
          setPreview(null);
        }}
        onChange={(event) => {
          const time = Number(event.target.value);
          if (dragging) setPreview(time);
          onSeek(time);
        }}
      />
      {preview !== null && duration > 0 && (
        <div className="seek-bar__preview" style={{ '--at': share(preview) } as React.CSSProperties} aria-hidden>
          {cue && (
            <div
              className="seek-bar__thumb"
              style={{
                width: cue.width,
                height: cue.height,
                backgroundImage: `url("${withToken(cue.url, token)}")`,
                backgroundPosition: `-${cue.x}px -${cue.y}px`,
              }}
            />
          )}
          <span className="seek-bar__time">{formatTime(preview)}</span>
        </div>
      )}
    </div>
  );
}

function useStoryboard(url: string | null, token: string): StoryboardCue[] {
  const [cues, setCues] = useState<StoryboardCue[]>([]);
  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    fetch(withToken(url, token), { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => !cancelled && setCues(parseStoryboard(text, url)))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // Loaded once per track; later token changes only matter for the sheet images.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);
  return cues;
}
