import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './confirm-dialog.css';
import { useModalDialog } from './use-modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  /** `confirm` asks "Are You Sure?"; `done` says "Deleted!" with a single OK. */
  stage: 'confirm' | 'done';
  busy?: boolean;
  /** What deleting takes with it (where the item is used), under the question. */
  details?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The product's delete confirmation ("Are You Sure?" / "You want to delete this item" /
 * "Yes, delete it!" / "Cancel", then "Deleted!" / "Your item has been deleted.") on a native
 * modal <dialog>, which traps focus and closes on Escape.
 */
export function ConfirmDialog({ open, stage, busy = false, details, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const dialog = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog surface-card"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      {stage === 'confirm' ? (
        <>
          <TriangleAlert aria-hidden size={44} className="confirm-dialog__icon confirm-dialog__icon--warn" />
          <h2 id={titleId}>{t('dialogs.sureTitle')}</h2>
          <p>{t('dialogs.sureBody')}</p>
          {details}
          <div className="confirm-dialog__actions">
            <button type="button" className="btn btn-danger" disabled={busy} onClick={onConfirm}>
              {t('dialogs.sureYes')}
            </button>
            <button type="button" className="btn btn-outline-light" disabled={busy} onClick={onClose}>
              {t('dialogs.cancel')}
            </button>
          </div>
        </>
      ) : (
        <>
          <CircleCheck aria-hidden size={44} className="confirm-dialog__icon" />
          <h2 id={titleId}>{t('dialogs.deletedTitle')}</h2>
          <p>{t('dialogs.deletedBody')}</p>
          <div className="confirm-dialog__actions">
            <button type="button" className="btn btn-accent" onClick={onClose}>
              {t('dialogs.ok')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
