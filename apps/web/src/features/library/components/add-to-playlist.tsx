import { webPaths } from '@reelhouse/contracts/web-routes';
import { Check, ListPlus } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../../shared/ui/popover-menu.css';
import { usePopover } from '../../../shared/ui/use-popover';
import { useSession } from '../../../shared/session/session-query';
import { useMemberAction } from '../../../shared/session/use-member-action';
import { usePlaylists, usePlaylistTitle } from '../api/library-queries';

/** Fetched when the menu opens: the title page's first load carries no form code. */
const NewPlaylistInline = lazy(() => import('./new-playlist-inline').then((m) => ({ default: m.NewPlaylistInline })));

/** "Add to playlist" on a detail page: a menu of the member's playlists; visitors sign in first. */
export function AddToPlaylist({ slug }: { slug: string }) {
  const { t } = useTranslation('catalogue');
  const { authenticated } = useSession();
  const asMember = useMemberAction();
  const { open, setOpen, root } = usePopover();
  const menuId = useId();
  const playlists = usePlaylists(authenticated && open);
  const add = usePlaylistTitle();
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());

  const onToggle = () => void asMember(() => setOpen(!open));
  const items = playlists.data?.items ?? [];

  return (
    <div className="popover-menu" ref={root}>
      <button
        type="button"
        className="btn btn-outline-light btn-lg"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onToggle}
      >
        <ListPlus aria-hidden size={18} />
        {t('playlistMenu.label')}
      </button>
      <ul className="popover-menu__list surface-card" id={menuId} hidden={!open}>
        {items.map((playlist) => (
          <li key={playlist.id}>
            <button
              type="button"
              className="popover-menu__item"
              disabled={add.isPending}
              onClick={() =>
                add.mutate(
                  { id: playlist.id, slug, add: true },
                  { onSuccess: () => setAdded(new Set([...added, playlist.id])) },
                )
              }
            >
              {added.has(playlist.id) ? <Check aria-hidden size={18} /> : <ListPlus aria-hidden size={18} />}
              <span>{added.has(playlist.id) ? t('playlistMenu.added', { name: playlist.name }) : playlist.name}</span>
            </button>
          </li>
        ))}
        {playlists.isSuccess && items.length === 0 && <li className="popover-menu__note">{t('playlistMenu.none')}</li>}
        {playlists.isSuccess && (
          <li className="popover-menu__form">
            <Suspense>
              <NewPlaylistInline slug={slug} onAdded={(id) => setAdded(new Set([...added, id]))} />
            </Suspense>
          </li>
        )}
        {add.isError && (
          <li className="popover-menu__note text-danger" role="alert">
            {t('playlistMenu.failed')}
          </li>
        )}
        <li>
          <Link className="popover-menu__item" to={webPaths.playlist}>
            {t('playlistMenu.manage')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
