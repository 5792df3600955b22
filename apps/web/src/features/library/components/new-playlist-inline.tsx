import type { PlaylistPrivacy } from '@reelhouse/contracts/library';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldErrorText,
  noProblems,
  problemsOfError,
  problemsOfIssues,
  type FieldProblems,
} from '../../../shared/forms/field-problems';
import { TextField } from '../../../shared/forms/text-field';
import { usePlaylistTitle, useSavePlaylist } from '../api/library-queries';

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
  const [name, setName] = useState('');
  const [privacy, setPrivacy] = useState<PlaylistPrivacy>('private');
  const [problems, setProblems] = useState<FieldProblems>(noProblems);
  const busy = save.isPending || add.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Loaded here, not with the title page: the validation library is only needed once someone saves.
    const { playlistInputSchema } = await import('@reelhouse/contracts/library');
    const parsed = playlistInputSchema.safeParse({ name, privacy });
    setProblems(parsed.success ? noProblems : problemsOfIssues(parsed.error.issues));
    if (!parsed.success) return;
    save.mutate(
      { id: null, fields: parsed.data },
      {
        onSuccess: (created) =>
          add.mutate(
            { id: created.id, slug, add: true },
            {
              onSuccess: () => {
                setName('');
                onAdded(created.id);
              },
            },
          ),
        onError: (error) => setProblems(problemsOfError(error) ?? noProblems),
      },
    );
  };

  return (
    <form className="new-playlist-inline" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        id={`${id}-name`}
        label={t('inline.name')}
        maxLength={80}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldErrorText(t, problems, 'name')}
      />
      <label className="form-label mt-2" htmlFor={`${id}-privacy`}>
        {t('form.privacy')}
      </label>
      <select
        id={`${id}-privacy`}
        className="form-select form-select-sm"
        value={privacy}
        onChange={(event) => setPrivacy(event.target.value as PlaylistPrivacy)}
      >
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
