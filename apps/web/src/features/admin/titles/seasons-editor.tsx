import type { AdminEpisode, AdminSeason, AdminTitle } from '@reelhouse/contracts/catalogue-admin';
import { Film, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '../../../shared/i18n/content-language';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { useRemoveEpisode, useRemoveSeason } from '../api/admin-queries';
import { PanelDialog } from '../components/panel-dialog';
import { useToast } from '../components/toasts';
import { VideoPanel } from '../media/video-panel';
import { videoTone } from '../components/video-tone';
import { EpisodeDialog } from './episode-dialog';
import { SeasonDialog } from './season-dialog';

type Editing =
  { kind: 'season'; season?: AdminSeason } | { kind: 'episode'; season: number; episode?: AdminEpisode } | null;
type Watching = { season: number; episode: AdminEpisode } | null;
type Removing = { kind: 'season'; number: number } | { kind: 'episode'; id: number } | null;

/** A series' or TV show's seasons, each with its episodes: add, rename, change and delete them. */
export function SeasonsEditor({ title }: { title: AdminTitle }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const lang = useContentLanguage();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Removing>(null);
  const [watching, setWatching] = useState<Watching>(null);
  // The dialog shows the episode as the title answers now (its video changes while it is open).
  const watched =
    watching &&
    title.seasons
      .find((season) => season.number === watching.season)
      ?.episodes.find((episode) => episode.id === watching.episode.id);
  const removeSeason = useRemoveSeason(title.slug);
  const removeEpisode = useRemoveEpisode(title.slug);
  const nextSeason = Math.max(0, ...title.seasons.map((season) => season.number)) + 1;
  const nameOf = (texts: Partial<Record<string, string>>) => texts[lang] ?? texts.en ?? '';

  const confirmRemoval = () => {
    const done = (message: string) => ({
      onSuccess: () => toast.success(message),
      onError: () => toast.error(t('editor.failed')),
      onSettled: () => setRemoving(null),
    });
    if (removing?.kind === 'season')
      removeSeason.mutate(removing.number, done(t('seasons.deleted', { number: removing.number })));
    if (removing?.kind === 'episode') removeEpisode.mutate(removing.id, done(t('episodes.deleted')));
  };

  return (
    <section className="admin-card" aria-labelledby="title-seasons">
      <div className="admin-card__head">
        <h2 id="title-seasons">{t('seasons.heading')}</h2>
        <button type="button" className="btn btn-sm btn-accent" onClick={() => setEditing({ kind: 'season' })}>
          <Plus aria-hidden size={16} />
          {t('seasons.add')}
        </button>
      </div>
      {title.seasons.length === 0 && <p className="text-muted-rh">{t('seasons.empty')}</p>}
      {title.seasons.map((season) => (
        <div key={season.number} className="season-block">
          <div className="season-block__head">
            <h3 dir="auto">{nameOf(season.names)}</h3>
            <div className="season-block__actions">
              <button
                type="button"
                className="btn btn-sm btn-outline-light"
                onClick={() => setEditing({ kind: 'episode', season: season.number })}
              >
                <Plus aria-hidden size={14} />
                {t('episodes.add')}
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-light"
                onClick={() => setEditing({ kind: 'season', season })}
              >
                <Pencil aria-hidden size={14} />
                {t('seasons.renameShort')}
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={t('seasons.delete', { number: season.number })}
                onClick={() => setRemoving({ kind: 'season', number: season.number })}
              >
                <Trash2 aria-hidden size={14} />
              </button>
            </div>
          </div>
          {season.episodes.length === 0 ? (
            <p className="text-muted-rh">{t('episodes.empty')}</p>
          ) : (
            // Scrolls sideways on a phone; a keyboard reaches it to do so.
            <div className="episode-table-wrap" role="region" aria-label={nameOf(season.names)} tabIndex={0}>
              <table className="episode-table">
                <caption className="visually-hidden">{nameOf(season.names)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('episodes.number')}</th>
                    <th scope="col">{t('editor.texts.name')}</th>
                    <th scope="col">{t('editor.fields.runtime')}</th>
                    <th scope="col">{t('titles.columns.video')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('episodes.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {season.episodes.map((episode) => (
                    <tr key={episode.id}>
                      <td>{episode.number}</td>
                      <td dir="auto">
                        {nameOf(
                          Object.fromEntries(
                            Object.entries(episode.translations).map(([code, texts]) => [code, texts?.name]),
                          ),
                        )}
                      </td>
                      <td>{t('episodes.minutes', { count: episode.durationMinutes })}</td>
                      <td>
                        <StatusBadge tone={videoTone[episode.video]}>{t(`titles.video.${episode.video}`)}</StatusBadge>
                      </td>
                      <td className="episode-table__actions">
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-light"
                          aria-label={t('episodes.video', { number: episode.number })}
                          onClick={() => setWatching({ season: season.number, episode })}
                        >
                          <Film aria-hidden size={14} />
                        </button>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-light"
                          aria-label={t('episodes.edit', { number: episode.number })}
                          onClick={() => setEditing({ kind: 'episode', season: season.number, episode })}
                        >
                          <Pencil aria-hidden size={14} />
                        </button>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-danger"
                          aria-label={t('episodes.delete', { number: episode.number })}
                          onClick={() => setRemoving({ kind: 'episode', id: episode.id })}
                        >
                          <Trash2 aria-hidden size={14} />
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      ))}
      {editing?.kind === 'season' && (
        <SeasonDialog
          slug={title.slug}
          season={editing.season}
          nextNumber={nextSeason}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'episode' && (
        <EpisodeDialog
          slug={title.slug}
          season={editing.season}
          episode={editing.episode}
          onClose={() => setEditing(null)}
        />
      )}
      <PanelDialog
        open={watched !== null && watched !== undefined}
        title={watched ? t('episodes.videoOf', { season: watching?.season, number: watched.number }) : ''}
        onClose={() => setWatching(null)}
      >
        {watched && watching && (
          <VideoPanel
            target={{ title: title.slug, season: watching.season, episode: watched.number }}
            owner={{ episodeId: watched.id }}
            video={watched.video}
            assetId={watched.assetId}
            nextAssetId={watched.nextAssetId}
          />
        )}
      </PanelDialog>
      <ConfirmDialog
        open={removing !== null}
        stage="confirm"
        busy={removeSeason.isPending || removeEpisode.isPending}
        onConfirm={confirmRemoval}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
