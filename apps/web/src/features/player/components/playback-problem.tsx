import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';
import type { ErrorCode } from '@reelhouse/contracts/problem';

/** Why playback cannot go on, in the viewer's language, with the one thing that helps. */
export function PlaybackProblem({ code, onRetry }: { code: ErrorCode | 'playback' | 'network'; onRetry: () => void }) {
  const { t } = useTranslation('player');
  const location = useLocation();
  const next = `${location.pathname}${location.search}`;
  const message =
    {
      unauthenticated: t('problem.signIn'),
      content_restricted: t('problem.restricted'),
      content_locked: t('problem.locked'),
      stream_limit_reached: t('problem.streamLimit'),
      media_not_ready: t('problem.notReady'),
      not_found: t('problem.notFound'),
      playback: t('problem.playback'),
    }[code as string] ?? t('problem.generic');
  return (
    <div className="player-problem" role="alert">
      <p>{message}</p>
      <div className="player-problem__actions">
        {code === 'unauthenticated' && (
          <Link className="btn btn-accent" to={`${webPaths.login}?${new URLSearchParams({ next })}`}>
            {t('signIn')}
          </Link>
        )}
        {code === 'content_restricted' && (
          <Link className="btn btn-accent" to={`${webPaths.subscription}?${new URLSearchParams({ next })}`}>
            {t('seePlans')}
          </Link>
        )}
        {code === 'content_locked' && (
          <Link className="btn btn-accent" to={webPaths.account}>
            {t('enterPin')}
          </Link>
        )}
        {code !== 'not_found' && (
          <button type="button" className="btn btn-outline-light" onClick={onRetry}>
            {t('retry')}
          </button>
        )}
      </div>
    </div>
  );
}
