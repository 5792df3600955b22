import { applyCouponSchema, type Cart } from '@reelhouse/contracts/shop-cart';
import { productPath, webPaths } from '@reelhouse/contracts/web-routes';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useItemOptions } from '../components/use-item-options';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useDeleteFlow } from '../../../shared/ui/use-delete-flow';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { useApplyCoupon, useCart, useRemoveCoupon, useRemoveLine, useSetQuantity } from '../api/shop-queries';
import { CartTotals } from '../components/cart-totals';
import { QuantityCounter } from '../components/quantity-counter';
import { StockLabel } from '../components/stock-label';
import { useMoney } from '../../../shared/format/use-money';
import './cart-page.css';

/** The cart (/cart): change quantities, remove lines (asked first), a coupon, and the totals. */
export function CartPage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('cart.title'));
  const cart = useCart();
  // Here, not with the lines: "Deleted!" must stay when the last line goes and the cart is empty.
  const deletion = useDeleteFlow(useRemoveLine());
  if (cart.isPending) return <PageLoading />;
  if (cart.isError) return <LoadError onRetry={() => void cart.refetch()} />;
  return (
    <section className="container-xxl cart-page">
      <h1>{t('cart.title')}</h1>
      <ConfirmDialog {...deletion.dialog} />
      {cart.data.lines.length === 0 ? (
        <div className="cart-page__empty">
          <p>{t('cart.empty')}</p>
          <Link className="btn btn-accent" to={webPaths.shop}>
            {t('cart.returnToShop')}
          </Link>
        </div>
      ) : (
        <CartContents cart={cart.data} onRemove={deletion.ask} />
      )}
    </section>
  );
}

function CartContents({ cart, onRemove }: { cart: Cart; onRemove: (variantId: number) => void }) {
  const { t } = useTranslation('shop');
  const optionsOf = useItemOptions();
  const money = useMoney();
  const setQuantity = useSetQuantity();
  const quantityRefused = setQuantity.error instanceof ApiError && setQuantity.error.problem?.reason === 'out_of_stock';
  return (
    <div className="cart-page__layout">
      <div>
        <table className="table cart-table cart-table--stacked cart-page__lines">
          <thead>
            <tr>
              <th scope="col">{t('cart.product')}</th>
              <th scope="col">{t('cart.price')}</th>
              <th scope="col">{t('cart.quantity')}</th>
              <th scope="col">{t('cart.subtotal')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('cart.remove', { name: '' })}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.lines.map((line) => (
              <tr key={line.variantId}>
                <td>
                  <span className="cart-table__product">
                    <ResponsiveImage className="cart-panel__thumb" image={line.image} alt="" sizes="64px" />
                    <span className="cart-panel__text">
                      <Link to={productPath(line.productSlug)}>{line.name}</Link>
                      {optionsOf(line) && <span className="text-muted-rh small">{optionsOf(line, ' · ')}</span>}
                      {line.stockStatus !== 'in_stock' && (
                        <StockLabel status={line.stockStatus} available={line.available} />
                      )}
                    </span>
                  </span>
                </td>
                <td dir="ltr">{money(line.unitPricePaise)}</td>
                <td>
                  <QuantityCounter
                    value={line.quantity}
                    max={line.available}
                    label={t('cart.quantity')}
                    disabled={setQuantity.isPending}
                    onChange={(quantity) => setQuantity.mutate({ variantId: line.variantId, quantity })}
                  />
                </td>
                <td dir="ltr">{money(line.subtotalPaise)}</td>
                <td>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('cart.remove', { name: line.name })}
                    onClick={() => onRemove(line.variantId)}
                  >
                    <Trash2 aria-hidden size={18} />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {setQuantity.isError && (
          <p className="text-danger" role="alert">
            {quantityRefused ? t('errors.outOfStock') : t('errors.failed')}
          </p>
        )}
        <CouponForm cart={cart} />
      </div>
      <aside className="surface-card cart-page__totals" aria-labelledby="cart-totals">
        <h2 id="cart-totals" className="h5">
          {t('cart.totals')}
        </h2>
        <CartTotals cart={cart} shippingMethod={cart.shippingRates[0]?.method ?? 'flat_rate'} />
        <Link className="btn btn-accent w-100 mt-3" to={webPaths.checkout}>
          {t('cart.checkout')}
        </Link>
      </aside>
    </div>
  );
}

function CouponForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation('shop');
  const apply = useApplyCoupon();
  const removeCoupon = useRemoveCoupon();
  const form = useZodForm(applyCouponSchema, { defaultValues: { code: '' }, errorText: () => t('cart.couponEmpty') });
  const reason = apply.error instanceof ApiError ? apply.error.problem?.reason : undefined;
  const onSubmit = form.handleSubmit(({ code }) => apply.mutate(code, { onSuccess: () => form.reset() }));
  const error =
    form.errorOf('code') ??
    (apply.isError ? t(`cart.couponRefusal.${reason ?? 'unknown'}`, { defaultValue: t('errors.failed') }) : null);
  return (
    <div className="cart-coupon">
      {cart.coupon ? (
        <p className="mb-0">
          {t('cart.discount', { code: cart.coupon.code })}{' '}
          <button type="button" className="btn btn-link btn-sm" onClick={() => removeCoupon.mutate(null)}>
            {t('cart.removeCoupon')}
          </button>
        </p>
      ) : (
        <>
          <p className="cart-coupon__hint">{t('cart.couponHint')}</p>
          <form className="cart-coupon__form" onSubmit={onSubmit} noValidate>
            <label className="visually-hidden" htmlFor="coupon-code">
              {t('cart.coupon')}
            </label>
            <input
              id="coupon-code"
              className={`form-control ${error ? 'is-invalid' : ''}`}
              placeholder={t('cart.coupon')}
              dir="ltr"
              autoCapitalize="characters"
              {...form.register('code')}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'coupon-error' : undefined}
            />
            <button type="submit" className="btn btn-outline-light" disabled={apply.isPending}>
              {t('cart.apply')}
            </button>
          </form>
        </>
      )}
      {error && (
        <p id="coupon-error" className="text-danger small mt-2 mb-0" role="alert">
          {error}
        </p>
      )}
      {cart.couponRefusal && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {t(`cart.couponRefusal.${cart.couponRefusal}`)}
        </p>
      )}
    </div>
  );
}
