import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../shared/ui/drawer';

/**
 * The header's cart panel. The shop capability fills it from the server-side cart; until a shop
 * exists nothing can be added, so the panel truthfully shows an empty cart.
 */
export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} side="end" title={t('cart.title')} id="cart-panel">
      <div className="cart-empty">
        <span className="cart-empty__icon" aria-hidden>
          <ShoppingBag size={36} />
        </span>
        <p className="cart-empty__title">{t('cart.empty')}</p>
        <p className="text-muted-rh">{t('cart.emptyHint')}</p>
        <button type="button" className="btn btn-outline-light" onClick={onClose}>
          {t('cart.continue')}
        </button>
      </div>
    </Drawer>
  );
}
