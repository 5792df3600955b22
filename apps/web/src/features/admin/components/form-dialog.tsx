import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelDialog } from './panel-dialog';

/** A form in a modal dialog: its fields, and Cancel beside the submit button. */
export function FormDialog({
  open,
  title,
  submitLabel,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PanelDialog open={open} title={title} busy={busy} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <div className="form-dialog__body">{children}</div>
        <div className="form-dialog__actions">
          <button type="button" className="btn btn-outline-light" disabled={busy} onClick={onClose}>
            {t('dialogs.cancel')}
          </button>
          <button type="submit" className="btn btn-accent" disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </PanelDialog>
  );
}
