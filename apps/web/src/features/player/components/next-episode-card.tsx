import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Playback } from '@reelhouse/contracts/playback';

const COUNTDOWN_SECONDS = 10;

/** Offered when an episode reaches its credits or its end: plays the next one after ten seconds. */
export function NextEpisodeCard({
  next,
  onPlay,
  onCancel,
}: {
  next: NonNullable<Playback['next']>;
  onPlay: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('player');
  const [left, setLeft] = useState(COUNTDOWN_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      onPlay();
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, onPlay]);

  return (
    <aside className="next-episode" aria-live="polite" aria-label={t('nextEpisode')}>
      <span className="eyebrow">{t('nextEpisode')}</span>
      <strong className="next-episode__name">
        {t('episodeLabel', { season: next.season, number: next.number })} · {next.name}
      </strong>
      <span className="next-episode__countdown">{t('playingIn', { count: left })}</span>
      <div className="next-episode__actions">
        <button type="button" className="btn btn-accent" onClick={onPlay}>
          {t('playNow')}
        </button>
        <button type="button" className="btn btn-outline-light" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </aside>
  );
}
