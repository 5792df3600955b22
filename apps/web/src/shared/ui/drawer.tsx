import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './drawer.css';
import { useModalDialog } from './use-modal-dialog';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** `start` slides in from the reading-direction start (left in ltr, right in rtl). */
  side: 'start' | 'end';
  title: string;
  id?: string;
  children: ReactNode;
}

/**
 * A side panel built on the native modal <dialog>: the browser traps focus, makes the page
 * behind it inert and closes it on Escape; a click on the backdrop closes it too.
 */
export function Drawer({ open, onClose, side, title, id, children }: DrawerProps) {
  const { t } = useTranslation();
  const dialog = useModalDialog(open);
  // What a drawer holds is built the first time it opens, not with every page (the menu, the
  // cart and the customiser are a fifth of a phone's first screen otherwise), and kept after, so
  // closing slides the same content away.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  return (
    <dialog
      ref={dialog}
      id={id}
      className={`drawer drawer--${side}`}
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {opened && (
        <div className="drawer__panel">
          <div className="drawer__header">
            <h2 className="drawer__title">{title}</h2>
            <button type="button" className="icon-button" onClick={onClose} aria-label={t('actions.close')}>
              <X aria-hidden size={22} />
            </button>
          </div>
          <div className="drawer__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
