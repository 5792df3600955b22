import { Expand, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { playerPath } from '@reelhouse/contracts/web-routes';
import { i18n } from '../../../shared/i18n/i18n';
import type { PlayTarget } from '../api/playback-api';
import { loadHls } from '../hooks/load-hls';
import type { VideoPlayer as VideoPlayerComponent } from './video-player';
import './inline-player.css';

/**
 * The player's code (with hls.js, the largest piece of the site) is not part of a page's own: it
 * loads when someone shows they mean to watch (points at or focuses Watch), or at the latest when
 * they press it. Kept here once loaded, so that a preloaded player renders at once (React.lazy
 * would still suspend, and React holds a suspended reveal back for about 300 ms).
 */
let loadedPlayer: typeof VideoPlayerComponent | null = null;
const loadPlayer = () =>
  import('./video-player').then((module) => {
    loadedPlayer = module.VideoPlayer;
    return module.VideoPlayer;
  });

let preloading: Promise<unknown> | null = null;
/** Fetches the player, its texts and hls.js once (a missing text namespace would suspend the player as it opens). */
export function preloadPlayer(): void {
  preloading ??= Promise.all([loadPlayer(), i18n.loadNamespaces('player'), loadHls()]).catch(() => {
    preloading = null;
  });
}

/** Spread on a Watch button: the player starts loading the moment a pointer or focus reaches it. */
export const watchIntent = { onPointerEnter: preloadPlayer, onFocus: preloadPlayer, onTouchStart: preloadPlayer };

/** The player inside a detail page, with a way to the full-screen player and a way out. */
export function InlinePlayer({ target, onClose }: { target: PlayTarget; onClose: () => void }) {
  const { t } = useTranslation('player');
  const [current, setCurrent] = useState(target);
  const [VideoPlayer, setVideoPlayer] = useState(() => loadedPlayer);
  useEffect(() => {
    if (!VideoPlayer) void loadPlayer().then((component) => setVideoPlayer(() => component));
  }, [VideoPlayer]);
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
      {VideoPlayer ? (
        <VideoPlayer
          key={JSON.stringify(current)}
          target={current}
          mode="inline"
          onNextEpisode={(episode) => setCurrent({ episode })}
        />
      ) : (
        <div className="inline-player__placeholder" role="status" aria-label={t('loading')} />
      )}
    </div>
  );
}
