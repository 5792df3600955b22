import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMemberAction } from '../../../shared/session/use-member-action';
import { useToggleWatchlist, useWatchlist } from '../api/library-queries';
import './watchlist-button.css';

/**
 * Adds a title to the watchlist or takes it off, on every card and detail page. A visitor is
 * taken to sign in first and brought back.
 */
export function WatchlistButton({ slug, name, variant }: { slug: string; name: string; variant: 'card' | 'hero' }) {
  const { t } = useTranslation('catalogue');
  const asMember = useMemberAction();
  const watchlist = useWatchlist();
  const toggle = useToggleWatchlist();
  const saved = watchlist.data?.items.some((item) => item.slug === slug) ?? false;
  const label = saved ? t('watchlist.remove', { name }) : t('watchlist.add', { name });
  const Icon = saved ? BookmarkCheck : Bookmark;

  const onClick = () => void asMember(() => toggle.mutate({ slug, saved }));

  if (variant === 'card') {
    return (
      <button
        type="button"
        className={`card-icon-button watchlist-toggle ${saved ? 'watchlist-toggle--saved' : ''}`}
        aria-pressed={saved}
        aria-label={label}
        title={label}
        disabled={toggle.isPending}
        onClick={onClick}
      >
        <Icon aria-hidden size={16} />
      </button>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-outline-light btn-lg"
      aria-pressed={saved}
      disabled={toggle.isPending}
      onClick={onClick}
    >
      <Icon aria-hidden size={18} />
      {saved ? t('watchlist.saved') : t('watchlist.save')}
    </button>
  );
}
