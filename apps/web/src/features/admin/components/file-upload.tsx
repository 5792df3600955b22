import { Upload } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A file chosen from the device, sent at once; the server's refusal shown beside the button. */
export function FileUpload({
  label,
  accept,
  hint,
  busy,
  onFile,
  error,
}: {
  label: string;
  accept: string;
  hint: string;
  busy: boolean;
  onFile: (file: File) => void;
  error: string | null;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <div className="mt-3">
      <label htmlFor={id} className="btn btn-outline-light">
        <Upload aria-hidden size={16} /> {busy ? t('editor.saving') : label}
      </label>
      <input
        id={id}
        type="file"
        className="visually-hidden"
        accept={accept}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        disabled={busy}
        onChange={choose}
      />
      <div className="form-text" id={`${id}-hint`}>
        {hint}
      </div>
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
