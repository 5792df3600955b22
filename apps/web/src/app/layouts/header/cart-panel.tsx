import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productPath, webPaths } from '@reelhouse/contracts/web-routes';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { useCart } from '../../../features/shop/api/shop-queries';
import { useItemOptions } from '../../../features/shop';
import { useMoney } from '../../../shared/format/use-money';
import { Drawer } from '../../../shared/ui/drawer';
import '../../../shared/ui/icon-badge.css';

/** The number on the cart icon: how many items the real cart holds (nothing when it is empty). */
export function CartBadge() {
  const count = useCart().data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span className="icon-badge cart-badge" aria-hidden>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The header's cart panel: the server's cart, line by line, with its subtotal and the way on. */
export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} side="end" title={t('cart.title')} id="cart-panel">
      <CartPanelBody onClose={onClose} />
    </Drawer>
  );
}

/**
 * What the panel holds, built when it first opens: the shop's texts are fetched then, not with
 * every page of the site (the panel waits the moment they take rather than show raw keys).
 */
function CartPanelBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { t: shop, ready } = useTranslation('shop', { useSuspense: false });
  const optionsOf = useItemOptions();
  const cart = useCart().data;
  const money = useMoney();
  if (!ready) return null;
  return (
    <>
      {cart && cart.lines.length > 0 ? (
        <div className="cart-panel">
          <ul className="cart-panel__lines">
            {cart.lines.map((line) => (
              <li key={line.variantId} className="cart-panel__line">
                <ResponsiveImage className="cart-panel__thumb" image={line.image} alt="" sizes="64px" />
                <span className="cart-panel__text">
                  <Link to={productPath(line.productSlug)} onClick={onClose}>
                    {line.name}
                  </Link>
                  {optionsOf(line) && <span className="text-muted-rh small">{optionsOf(line, ' · ')}</span>}
                  <span className="small" dir="ltr">
                    {line.quantity} × {money(line.unitPricePaise)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <p className="cart-panel__subtotal">
            <span>{shop('cart.subtotal')}</span>
            <strong dir="ltr">{money(cart.subtotalPaise - cart.discountPaise)}</strong>
          </p>
          <div className="d-grid gap-2">
            <Link className="btn btn-outline-light" to={webPaths.cart} onClick={onClose}>
              {shop('cart.viewCart')}
            </Link>
            <Link className="btn btn-accent" to={webPaths.checkout} onClick={onClose}>
              {shop('cart.checkout')}
            </Link>
          </div>
        </div>
      ) : (
        <div className="cart-empty">
          <span className="cart-empty__icon" aria-hidden>
            <ShoppingBag size={36} />
          </span>
          <p className="cart-empty__title">{t('cart.empty')}</p>
          <p className="text-muted-rh">{t('cart.emptyHint')}</p>
          <Link className="btn btn-outline-light" to={webPaths.shop} onClick={onClose}>
            {t('cart.continue')}
          </Link>
        </div>
      )}
    </>
  );
}
