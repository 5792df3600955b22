import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../../shared/ui/use-modal-dialog';
import './form-dialog.css';

/**
 * A native modal <dialog> (focus kept inside, the page behind inert, Escape closes) with a heading
 * and a close button; its content is built while it is open.
 */
export function PanelDialog({
  open,
  title,
  busy = false,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const dialog = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={dialog}
      className="form-dialog surface-card"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      {open && (
        <>
          <div className="form-dialog__head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="form-dialog__close" aria-label={t('actions.close')} onClick={onClose}>
              <X aria-hidden size={18} />
            </button>
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}
