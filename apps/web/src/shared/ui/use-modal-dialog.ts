import { useEffect, useRef } from 'react';

/**
 * Keeps a native <dialog> shown as a modal while `open` is true: the browser then traps focus,
 * makes the page behind it inert and turns Escape into a `cancel` event.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
