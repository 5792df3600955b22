import type { ImageSet } from '@reelhouse/contracts/catalogue';
import type { UseMutationResult } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemsOfError } from '../../../shared/forms/field-problems';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { useToast } from './toasts';
import './picture-field.css';

/** How the server shapes a picture: cropped from the middle to a frame, or fitted whole (logos). */
export type PictureFrame = 'square' | 'poster' | 'backdrop' | 'logo';

/**
 * One uploaded picture (a portrait, a poster…): the one shown now, and a file chosen to replace it
 * previewed in the frame the server will crop or fit it to, before it is sent.
 */
export function PictureField({
  heading,
  field,
  frame,
  maxBytes,
  current,
  upload,
}: {
  heading: string;
  /** The request field the server names in its problems (`portrait`, `poster`…). */
  field: string;
  frame: PictureFrame;
  maxBytes: number;
  current: ImageSet | null;
  upload: UseMutationResult<unknown, Error, File>;
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = usePreviewUrl(file);
  const megabytes = maxBytes / 1024 / 1024;

  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        toast.success(t('pictures.saved', { picture: heading }));
      },
      onError: (failure) => {
        if (problemsOfError(failure)?.has(field)) setError(t('pictures.refused'));
        else toast.error(t('editor.failed'));
      },
    });
  };

  return (
    <div className="picture-field">
      <h3 id={`${id}-heading`}>{heading}</h3>
      <div className={`picture-field__frame picture-field__frame--${frame}`}>
        {preview ? (
          <img src={preview} alt={t('pictures.preview', { picture: heading })} />
        ) : current ? (
          <ResponsiveImage image={current} alt={t('pictures.current', { picture: heading })} sizes="240px" />
        ) : (
          <span className="text-muted-rh">{t('pictures.none')}</span>
        )}
      </div>
      <label className="form-label mt-2" htmlFor={`${id}-file`}>
        {t('pictures.choose', { picture: heading })}
      </label>
      <input
        id={`${id}-file`}
        className="form-control"
        type="file"
        accept="image/webp,image/gif,image/png,image/jpeg"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={Boolean(error)}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          const tooBig = chosen !== null && chosen.size > maxBytes;
          setError(tooBig ? t('pictures.tooBig', { megabytes }) : null);
          setFile(tooBig ? null : chosen);
        }}
      />
      <div className="form-text" id={`${id}-hint`}>
        {t('pictures.hint', { megabytes })} {t(`pictures.frame.${frame}`)}
      </div>
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      )}
      <button type="button" className="btn btn-accent mt-2" disabled={!file || upload.isPending} onClick={send}>
        <Upload aria-hidden size={16} />
        {upload.isPending ? t('editor.saving') : t('pictures.upload', { picture: heading })}
      </button>
    </div>
  );
}

/** An object URL for the chosen file while it is shown, released afterwards. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
