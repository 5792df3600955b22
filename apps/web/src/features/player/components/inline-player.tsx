import { Expand, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { playerPath } from '@reelhouse/contracts/web-routes';
import type { PlayTarget } from '../api/playback-api';
import './inline-player.css';

// The player's code (and hls.js after it) loads only when someone presses Watch.
const VideoPlayer = lazy(() => import('./video-player').then((module) => ({ default: module.VideoPlayer })));

/** The player inside a detail page, with a way to the full-screen player and a way out. */
export function InlinePlayer({ target, onClose }: { target: PlayTarget; onClose: () => void }) {
  const { t } = useTranslation('player');
  const [current, setCurrent] = useState(target);
  return (
    <div className="inline-player">
      <div className="inline-player__bar">
        <Link className="btn btn-sm btn-outline-light" to={playerPath(current)}>
          <Expand aria-hidden size={16} />
          {t('openPlayer')}
        </Link>
        <button type="button" className="btn btn-sm btn-outline-light" onClick={onClose}>
          <X aria-hidden size={16} />
          {t('close')}
        </button>
      </div>
      <Suspense fallback={<div className="inline-player__placeholder" role="status" aria-label={t('loading')} />}>
        <VideoPlayer
          key={JSON.stringify(current)}
          target={current}
          mode="inline"
          onNextEpisode={(episode) => setCurrent({ episode })}
        />
      </Suspense>
    </div>
  );
}
