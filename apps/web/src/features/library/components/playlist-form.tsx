import { playlistInputSchema, THUMBNAIL_MAX_BYTES, type PlaylistSummary } from '@reelhouse/contracts/library';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-client';
import { problemsOfError } from '../../../shared/forms/field-problems';
import { TextAreaField, TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useSavePlaylist, useUploadThumbnail } from '../api/library-queries';

/** What the browser can tell before uploading; the server judges the content itself. */
function thumbnailProblem(file: File | null): 'thumbnailSize' | null {
  return file && file.size > THUMBNAIL_MAX_BYTES ? 'thumbnailSize' : null;
}

/** The server's verdict on an upload, as a message key for the thumbnail field. */
function uploadProblem(error: unknown): 'thumbnailSize' | 'thumbnailType' | 'thumbnail' {
  if (error instanceof ApiError && error.status === 413) return 'thumbnailSize';
  if (error instanceof ApiError && error.status === 415) return 'thumbnailType';
  return 'thumbnail';
}

/**
 * Creates a playlist or edits one: name, description, privacy and thumbnail. The playlist is saved
 * first, then the picture uploaded; a refused picture leaves the saved playlist and says why.
 */
export function PlaylistForm({
  playlist,
  onSaved,
  onCancel,
}: {
  playlist: PlaylistSummary | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('library');
  const id = useId();
  const save = useSavePlaylist();
  const upload = useUploadThumbnail();
  const form = useZodForm(playlistInputSchema, {
    defaultValues: {
      name: playlist?.name ?? '',
      description: playlist?.description ?? '',
      privacy: playlist?.privacy ?? 'private',
      showOwner: playlist?.showOwner ?? false,
    },
    errorText: t,
  });
  // The picture is uploaded on its own after the playlist is saved, so it is not one of the form's values.
  const [file, setFile] = useState<File | null>(null);
  const [thumbnailError, setThumbnailError] = useState<string | null>(null);
  const [savedId, setSavedId] = useState<string | null>(playlist?.id ?? null);
  const busy = save.isPending || upload.isPending;
  const thumbnailTooBig = () => {
    const tooBig = thumbnailProblem(file);
    setThumbnailError(tooBig ? t(`fieldErrors.${tooBig}`) : null);
    return tooBig !== null;
  };

  const onSubmit = form.handleSubmit(
    (fields) => {
      if (thumbnailTooBig()) return;
      save.mutate(
        { id: savedId, fields },
        {
          onSuccess: (saved) => {
            setSavedId(saved.id);
            if (!file) return onSaved();
            upload.mutate(
              { id: saved.id, file },
              { onSuccess: onSaved, onError: (error) => setThumbnailError(t(`fieldErrors.${uploadProblem(error)}`)) },
            );
          },
          onError: form.showServerProblems,
        },
      );
    },
    () => void thumbnailTooBig(),
  );

  return (
    <form className="playlist-form" onSubmit={onSubmit} noValidate>
      <TextField id={`${id}-name`} label={t('form.name')} maxLength={80} {...form.field('name')} />
      <TextAreaField
        wrapperClassName="mt-3"
        id={`${id}-description`}
        label={t('form.description')}
        rows={3}
        maxLength={500}
        {...form.field('description')}
      />
      <fieldset className="mt-3">
        <legend className="form-label fs-6">{t('form.privacy')}</legend>
        {(['private', 'public'] as const).map((privacy) => (
          <div className="form-check" key={privacy}>
            <input
              id={`${id}-${privacy}`}
              className="form-check-input"
              type="radio"
              value={privacy}
              {...form.register('privacy')}
            />
            <label className="form-check-label" htmlFor={`${id}-${privacy}`}>
              {t(`privacy.${privacy}`)} <span className="text-muted-rh">— {t(`privacy.${privacy}Hint`)}</span>
            </label>
          </div>
        ))}
        {form.watch('privacy') === 'public' && (
          <div className="form-check mt-2">
            <input
              id={`${id}-show-owner`}
              className="form-check-input"
              type="checkbox"
              {...form.register('showOwner')}
            />
            <label className="form-check-label" htmlFor={`${id}-show-owner`}>
              {t('form.showOwner')} <span className="text-muted-rh">— {t('form.showOwnerHint')}</span>
            </label>
          </div>
        )}
      </fieldset>
      <TextField
        wrapperClassName="mt-3"
        id={`${id}-thumbnail`}
        label={t('form.thumbnail')}
        type="file"
        accept="image/webp,image/gif,image/png,image/jpeg"
        hint={t('form.thumbnailHint')}
        error={thumbnailError}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          setFile(chosen);
          const problem = thumbnailProblem(chosen);
          setThumbnailError(problem ? t(`fieldErrors.${problem}`) : null);
        }}
      />
      <div className="d-flex flex-wrap gap-3 mt-4">
        <button type="submit" className="btn btn-accent" disabled={busy}>
          {t('form.save')}
        </button>
        <button type="button" className="btn btn-outline-light" disabled={busy} onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
      {save.isError && !problemsOfError(save.error) && (
        <p className="text-danger mt-3" role="alert">
          {t('form.failed')}
        </p>
      )}
    </form>
  );
}
