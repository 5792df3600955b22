import type { Cart } from '@reelhouse/contracts/shop-cart';
import type { ShippingMethod } from '@reelhouse/contracts/shop-orders';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/use-money';
import './cart-totals.css';

/** Subtotal, coupon, GST, shipping (by the chosen method) and the total, as the server priced them. */
export function CartTotals({ cart, shippingMethod }: { cart: Cart; shippingMethod: ShippingMethod }) {
  const { t } = useTranslation('shop');
  const money = useMoney();
  const rate = cart.shippingRates.find((candidate) => candidate.method === shippingMethod) ?? cart.shippingRates[0];
  const total = cart.subtotalPaise - cart.discountPaise + cart.gstPaise + (rate?.pricePaise ?? 0);
  const row = (label: string, paise: number, negative = false) => (
    <div className="cart-totals__row">
      <dt>{label}</dt>
      <dd dir="ltr">
        {negative ? '−' : ''}
        {money(paise)}
      </dd>
    </div>
  );
  return (
    <dl className="cart-totals">
      {row(t('cart.subtotal'), cart.subtotalPaise)}
      {cart.coupon && row(t('cart.discount', { code: cart.coupon.code }), cart.discountPaise, true)}
      {row(t('cart.gst'), cart.gstPaise)}
      {rate && (
        <div className="cart-totals__row">
          <dt>{t('cart.shipping')}</dt>
          <dd>
            {t(`shipping.${rate.method}`)}
            {rate.pricePaise > 0 && (
              <>
                {' '}
                <span dir="ltr">{money(rate.pricePaise)}</span>
              </>
            )}
          </dd>
        </div>
      )}
      {cart.freeShippingRemainingPaise !== null && (
        <p className="small text-muted-rh mb-2">
          {t('cart.freeShippingHint', { amount: money(cart.freeShippingRemainingPaise) })}
        </p>
      )}
      <div className="cart-totals__row cart-totals__row--total">
        <dt>{t('cart.total')}</dt>
        <dd dir="ltr">{money(total)}</dd>
      </div>
    </dl>
  );
}
