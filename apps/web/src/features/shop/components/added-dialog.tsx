import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { webPaths } from '@reelhouse/contracts/web-routes';
import '../../../shared/ui/confirm-dialog.css';
import { useModalDialog } from '../../../shared/ui/use-modal-dialog';

/** The product's "Added!" dialog, for the cart or the wishlist, on a native modal <dialog>. */
export function AddedDialog({
  open,
  target,
  onClose,
}: {
  open: boolean;
  target: 'cart' | 'wishlist';
  onClose: () => void;
}) {
  const { t } = useTranslation('shop');
  const dialog = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog surface-card"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <CircleCheck aria-hidden size={44} className="confirm-dialog__icon" />
      <h2 id={titleId}>{t('dialogs.addedTitle')}</h2>
      <p>{t(target === 'cart' ? 'dialogs.addedCart' : 'dialogs.addedWishlist')}</p>
      <div className="confirm-dialog__actions">
        <button type="button" className="btn btn-accent" onClick={onClose}>
          {t('dialogs.continue')}
        </button>
        {target === 'cart' && (
          <Link className="btn btn-outline-light" to={webPaths.cart} onClick={onClose}>
            {t('dialogs.viewCart')}
          </Link>
        )}
      </div>
    </dialog>
  );
}
