import { playlistInputSchema } from '@reelhouse/contracts/library';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { usePlaylistTitle, useSavePlaylist } from '../api/library-queries';

const blank = { name: '', privacy: 'private' as const };

/**
 * "New playlist" inside the Add to playlist menu: a name and who may see it, then the playlist
 * is made and the title put in it, without leaving the page. The rest (description, picture)
 * waits on the playlists page.
 */
export function NewPlaylistInline({ slug, onAdded }: { slug: string; onAdded: (id: string) => void }) {
  const { t } = useTranslation('library');
  const id = useId();
  const save = useSavePlaylist();
  const add = usePlaylistTitle();
  const form = useZodForm(playlistInputSchema, { defaultValues: blank, errorText: t });
  const busy = save.isPending || add.isPending;

  const onSubmit = form.handleSubmit((fields) =>
    save.mutate(
      { id: null, fields },
      {
        onSuccess: (created) =>
          add.mutate(
            { id: created.id, slug, add: true },
            {
              onSuccess: () => {
                form.reset(blank);
                onAdded(created.id);
              },
            },
          ),
        onError: form.showServerProblems,
      },
    ),
  );

  return (
    <form className="new-playlist-inline" onSubmit={onSubmit} noValidate>
      <TextField id={`${id}-name`} label={t('inline.name')} maxLength={80} {...form.field('name')} />
      <label className="form-label mt-2" htmlFor={`${id}-privacy`}>
        {t('form.privacy')}
      </label>
      <select id={`${id}-privacy`} className="form-select form-select-sm" {...form.register('privacy')}>
        <option value="private">{t('privacy.private')}</option>
        <option value="public">{t('privacy.public')}</option>
      </select>
      <button type="submit" className="btn btn-accent btn-sm w-100 mt-2" disabled={busy}>
        {t('inline.create')}
      </button>
      {add.isError && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {t('inline.failed')}
        </p>
      )}
    </form>
  );
}
