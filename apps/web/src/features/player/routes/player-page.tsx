import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Playback } from '@reelhouse/contracts/playback';
import { playerPath, webPaths } from '@reelhouse/contracts/web-routes';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useTheme } from '../../../shared/theme/theme-context';
import type { PlayTarget } from '../api/playback-api';
import { VideoPlayer } from '../components/video-player';
import '../components/player-page.css';

/** `/Player?title=<slug>` or `/Player?episode=<id>`, with `&t=<seconds>` to start there: the player filling the screen. */
export function PlayerPage() {
  const { t } = useTranslation('player');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [playing, setPlaying] = useState<Playback | null>(null);
  const BackIcon = useTheme().settings.direction === 'rtl' ? ArrowRight : ArrowLeft;
  const episode = Number(search.get('episode'));
  const title = search.get('title');
  const target: PlayTarget | null = Number.isInteger(episode) && episode > 0 ? { episode } : title ? { title } : null;
  const at = Number(search.get('t') ?? Number.NaN);
  const startAt = Number.isFinite(at) && at >= 0 ? at : undefined;
  const heading = playing
    ? playing.episode
      ? `${playing.title.name} · ${t('episodeLabel', { season: playing.episode.season, number: playing.episode.number })} · ${playing.episode.name}`
      : playing.title.name
    : t('player');
  usePageTitle(heading);

  return (
    <div className="player-page">
      <header className="player-page__bar">
        <button
          type="button"
          className="player-button"
          aria-label={t('back')}
          title={t('back')}
          // Opened directly (no page before it on this site), "back" goes home rather than away.
          onClick={() => (location.key === 'default' ? navigate(webPaths.home) : navigate(-1))}
        >
          <BackIcon aria-hidden />
        </button>
        <h1 className="player-page__title">{heading}</h1>
      </header>
      {target ? (
        <VideoPlayer
          key={JSON.stringify({ target, startAt })}
          target={target}
          mode="page"
          startAt={startAt}
          onStarted={setPlaying}
          onNextEpisode={(id) => navigate(playerPath({ episode: id }), { replace: true })}
        />
      ) : (
        <p className="player-page__empty">{t('nothingToPlay')}</p>
      )}
    </div>
  );
}
