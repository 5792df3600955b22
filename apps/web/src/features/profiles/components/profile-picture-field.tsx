import { PROFILE_PICTURE_MAX_BYTES, type ViewerProfile } from '@reelhouse/contracts/profiles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-client';
import { TextField } from '../../../shared/forms/text-field';
import { useSaveProfile } from '../api/profiles-queries';

/** The server's verdict on an upload, as a message key of the picture field. */
function uploadProblem(error: unknown): 'size' | 'type' | 'failed' {
  if (error instanceof ApiError && error.status === 413) return 'size';
  if (error instanceof ApiError && error.status === 415) return 'type';
  return 'failed';
}

/**
 * A picture of the profile's own instead of its drawn avatar: sent as soon as it is chosen (too
 * large a file is refused here first), or taken off again.
 */
export function ProfilePictureField({ profile }: { profile: ViewerProfile }) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const { picture } = useSaveProfile();
  const [problem, setProblem] = useState<'size' | 'type' | 'failed' | null>(null);
  const send = (file: File | null) => {
    if (file && file.size > PROFILE_PICTURE_MAX_BYTES) {
      setProblem('size');
      return;
    }
    setProblem(null);
    picture.mutate({ id: profile.id, file }, { onError: (error) => setProblem(uploadProblem(error)) });
  };
  return (
    <div className="profile-edit__picture">
      <TextField
        id={`${id}-picture`}
        label={t('edit.picture')}
        type="file"
        accept="image/webp,image/gif,image/png,image/jpeg"
        hint={picture.isPending ? t('edit.pictureSending') : t('edit.pictureHint')}
        error={problem ? t(`edit.pictureErrors.${problem}`) : null}
        disabled={picture.isPending}
        onChange={(event) => send(event.target.files?.[0] ?? null)}
      />
      {profile.picture && (
        <button
          type="button"
          className="btn btn-outline-light btn-sm"
          disabled={picture.isPending}
          onClick={() => send(null)}
        >
          {t('edit.removePicture')}
        </button>
      )}
    </div>
  );
}
