import type { PlaylistSummary } from '@reelhouse/contracts/library';
import { webPaths } from '@reelhouse/contracts/web-routes';
import { useQuery } from '@tanstack/react-query';
import { Eye, Globe, ListVideo, Lock, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useDeleteFlow } from '../../../shared/ui/use-delete-flow';
import { useModalDialog } from '../../../shared/ui/use-modal-dialog';
import { sessionQuery } from '../../../shared/session/session-query';
import { ShareLinks } from '../../../shared/ui/share-links';
import { MissingItem } from '../../../shared/ui/missing-item';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { TitleCard } from '../../catalogue';
import '../../../shared/styles/title-grid.css';
import '../../../shared/styles/list-page.css';
import { useDeletePlaylist, usePlaylist, usePlaylists, usePlaylistTitle } from '../api/library-queries';
import { PlaylistForm } from '../components/playlist-form';
import { dateFormat } from '../../../shared/i18n/intl-formats';
import './library-pages.css';

const playlistLink = (id: string) => `${webPaths.playlist}?${new URLSearchParams({ id })}`;

/** Views and titles, in the reader's numbers. */
function PlaylistStats({ playlist }: { playlist: PlaylistSummary }) {
  const { t } = useTranslation('library');
  const Privacy = playlist.privacy === 'public' ? Globe : Lock;
  return (
    <span className="playlist-stats">
      <span>
        <Privacy aria-hidden size={14} /> {t(`privacy.${playlist.privacy}`)}
      </span>
      <span>{t('playlists.titles', { count: playlist.itemCount })}</span>
      <span>
        <Eye aria-hidden size={14} /> {t('playlists.views', { count: playlist.viewCount })}
      </span>
    </span>
  );
}

function Thumbnail({ playlist }: { playlist: PlaylistSummary }) {
  return playlist.thumbnail ? (
    <ResponsiveImage
      className="playlist-thumb"
      image={playlist.thumbnail}
      alt=""
      sizes="(min-width: 768px) 320px, 90vw"
    />
  ) : (
    <span className="playlist-thumb playlist-thumb--empty" aria-hidden>
      <ListVideo size={36} />
    </span>
  );
}

/** The create/edit form in a modal dialog. */
function PlaylistDialog({ playlist, onClose }: { playlist: PlaylistSummary | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('library');
  const dialog = useModalDialog(playlist !== null);
  return (
    <dialog
      ref={dialog}
      className="playlist-dialog surface-card"
      aria-labelledby="playlist-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="playlist-dialog-title">{playlist === 'new' ? t('form.createTitle') : t('form.editTitle')}</h2>
      {playlist !== null && (
        <PlaylistForm
          key={playlist === 'new' ? 'new' : playlist.id}
          playlist={playlist === 'new' ? null : playlist}
          onSaved={onClose}
          onCancel={onClose}
        />
      )}
    </dialog>
  );
}

/** /playlist: the member's playlists; create, edit, delete. */
function MyPlaylists() {
  const { t } = useTranslation('library');
  const playlists = usePlaylists();
  const remove = useDeletePlaylist();
  const deletion = useDeleteFlow(remove);
  const [editing, setEditing] = useState<PlaylistSummary | 'new' | null>(null);
  const items = playlists.data?.items;

  return (
    <div className="container-xxl list-page">
      <header className="list-page__head library-head">
        <h1 className="list-page__title">{t('playlists.title')}</h1>
        <button type="button" className="btn btn-accent" onClick={() => setEditing('new')}>
          <Plus aria-hidden size={18} />
          {t('playlists.create')}
        </button>
      </header>
      {playlists.isPending && <span className="skeleton" style={{ height: '14rem' }} />}
      {playlists.isError && <LoadError onRetry={() => void playlists.refetch()} />}
      {items?.length === 0 && (
        <div className="library-empty surface-card">
          <ListVideo aria-hidden size={28} />
          <strong>{t('playlists.empty')}</strong>
          <span className="text-muted-rh">{t('playlists.emptyHint')}</span>
        </div>
      )}
      {items && items.length > 0 && (
        <ul className="playlist-grid">
          {items.map((playlist) => (
            <li key={playlist.id} className="playlist-card surface-card">
              <Link to={playlistLink(playlist.id)} className="playlist-card__link">
                <Thumbnail playlist={playlist} />
                <span className="playlist-card__name">
                  <bdi>{playlist.name}</bdi>
                </span>
              </Link>
              <PlaylistStats playlist={playlist} />
              <div className="playlist-card__actions">
                <button type="button" className="btn btn-outline-light btn-sm" onClick={() => setEditing(playlist)}>
                  <Pencil aria-hidden size={16} />
                  {t('playlists.edit')}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-light btn-sm"
                  onClick={() => deletion.ask(playlist.id)}
                >
                  <Trash2 aria-hidden size={16} />
                  {t('playlists.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PlaylistDialog playlist={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog {...deletion.dialog} />
    </div>
  );
}

/** /playlist?id=…: one playlist; public ones for anyone with the link, private ones for the owner. */
function PlaylistView({ id }: { id: string }) {
  const { t } = useTranslation('library');
  const locale = useLocaleTag();
  const playlist = usePlaylist(id);
  const removeTitle = usePlaylistTitle();
  usePageTitle(playlist.data?.name ?? t('playlists.title'));

  if (playlist.isPending) return <PageLoading />;
  if (playlist.isError) {
    if (playlist.error instanceof ApiError && playlist.error.status === 404) {
      return <MissingItem listTo={webPaths.playlist} listLabel={t('playlists.mine')} />;
    }
    return (
      <div className="container-xxl py-5">
        <LoadError onRetry={() => void playlist.refetch()} />
      </div>
    );
  }
  const data = playlist.data;
  const updated = dateFormat(locale, { dateStyle: 'medium' }).format(new Date(data.updatedAt));
  return (
    <div className="container-xxl list-page">
      <header className="playlist-hero">
        <Thumbnail playlist={data} />
        <div className="playlist-hero__text">
          <span className="eyebrow">
            {data.owner === null ? t('playlists.byMember') : t('playlists.by', { owner: data.owner })}
          </span>
          <h1 className="list-page__title">
            <bdi>{data.name}</bdi>
          </h1>
          {/* Members' own words keep their own direction on pages in the other one. */}
          {data.description && (
            <p className="list-page__lead">
              <bdi>{data.description}</bdi>
            </p>
          )}
          <PlaylistStats playlist={data} />
          <span className="text-muted-rh small">{t('playlists.updated', { date: updated })}</span>
          {data.privacy === 'public' && (
            <div className="mt-3">
              <ShareLinks title={data.name} />
            </div>
          )}
        </div>
      </header>
      {data.items.length === 0 ? (
        <div className="library-empty surface-card">
          <strong>{t('playlists.noTitles')}</strong>
          {data.isOwner && <span className="text-muted-rh">{t('playlists.noTitlesHint')}</span>}
        </div>
      ) : (
        <ul className="title-grid title-grid--poster">
          {data.items.map((title) => (
            <li key={title.slug}>
              <TitleCard title={title} />
              {data.isOwner && (
                <button
                  type="button"
                  className="btn btn-link btn-sm playlist-remove"
                  disabled={removeTitle.isPending}
                  onClick={() => removeTitle.mutate({ id: data.id, slug: title.slug, add: false })}
                >
                  <X aria-hidden size={14} />
                  {t('playlists.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /playlist (the member's playlists) and /playlist?id=… (one playlist, shareable when public). */
export function PlaylistPage() {
  const { t } = useTranslation('library');
  const [search] = useSearchParams();
  const id = search.get('id');
  const session = useQuery(sessionQuery);
  usePageTitle(t('playlists.title'));
  if (id) return <PlaylistView id={id} />;
  if (session.isPending) return <PageLoading />;
  if (!session.data?.authenticated) return <Navigate to={`${webPaths.login}?next=${webPaths.playlist}`} replace />;
  return <MyPlaylists />;
}
