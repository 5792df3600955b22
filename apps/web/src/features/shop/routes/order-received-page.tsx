import type { Order } from '@reelhouse/contracts/shop-orders';
import { productPath, webPaths } from '@reelhouse/contracts/web-routes';
import { useTranslation } from 'react-i18next';
import { OrderAddressBlock } from '../components/order-address';
import { OrderStatusBadge } from '../components/order-status-badge';
import { useItemOptions } from '../components/use-item-options';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useSession } from '../../../shared/session/session-query';
import { useCheckoutOptions, useOrder, useOrderAction } from '../api/shop-queries';
import { useMoney } from '../../../shared/format/use-money';
import { dateFormat } from '../../../shared/i18n/intl-formats';
import './cart-page.css';
import './order-received-page.css';

/** A placed order, for its buyer (/order-received/:number): PhonePe brings buyers back here too. */
export function OrderReceivedPage() {
  const { number = '' } = useParams();
  const { t } = useTranslation('shop');
  usePageTitle(t('order.number'));
  const session = useSession();
  const order = useOrder(number);
  if (!session.authenticated)
    return (
      <section className="container-xxl order-page">
        <Link
          className="btn btn-accent"
          to={`${webPaths.login}?${new URLSearchParams({ next: `/order-received/${number}` })}`}
        >
          {t('checkout.signInButton')}
        </Link>
      </section>
    );
  if (order.isPending) return <PageLoading />;
  if (order.error instanceof ApiError && order.error.status === 404)
    return (
      <section className="container-xxl order-page">
        <p>{t('order.notFound')}</p>
      </section>
    );
  if (order.isError) return <LoadError onRetry={() => void order.refetch()} />;
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const money = useMoney();
  const locale = useLocaleTag();
  const bank = useCheckoutOptions().data?.bankAccount;
  const act = useOrderAction();
  const optionsOf = useItemOptions();
  const date = dateFormat(locale, { dateStyle: 'long' }).format(new Date(order.createdAt));
  // PhonePe could not be reached: when the order was placed (checkout says so) or on "Pay now" (503).
  const arrivedUnsent = (useLocation().state as { gatewayDown?: boolean } | null)?.gatewayDown === true;
  const gatewayDown =
    order.status === 'pending_payment' &&
    (act.error instanceof ApiError ? act.error.status === 503 : arrivedUnsent && !act.isSuccess);
  const heldUntil = order.holdExpiresAt
    ? dateFormat(locale, { timeStyle: 'short' }).format(new Date(order.holdExpiresAt))
    : '';
  const heading = gatewayDown
    ? t('order.gatewayDown', { time: heldUntil })
    : order.status === 'pending_payment'
      ? t('order.waiting')
      : order.status === 'failed'
        ? t('order.failed')
        : t('order.received');

  return (
    <section className="container-xxl order-page">
      <p className={`order-page__notice order-page__notice--${order.status}`} role="status">
        {heading}
      </p>
      <ul className="order-page__facts">
        <li>
          {t('order.number')} <strong dir="ltr">{order.number}</strong>
        </li>
        <li>
          {t('order.date')} <strong>{date}</strong>
        </li>
        <li>
          {t('order.total')} <strong dir="ltr">{money(order.totalPaise)}</strong>
        </li>
        <li>
          {t('order.method')} <strong>{t(`payment.${order.paymentMethod}`)}</strong>
        </li>
        <li>
          {t('order.status')}{' '}
          <strong>
            <OrderStatusBadge status={order.status} />
          </strong>
        </li>
      </ul>
      {order.paymentMethod === 'bank_transfer' && order.status === 'on_hold' && bank && (
        <div className="surface-card order-page__bank">
          <p>{t('payment.bank_transferHint')}</p>
          <p className="mb-0" dir="ltr">
            {bank.accountName} · {bank.bankName} · {bank.accountNumber} · {bank.ifsc}
          </p>
        </div>
      )}
      {(order.actions.pay || order.actions.cancel) && (
        <div className="d-flex gap-2 mb-4">
          {order.actions.pay && (
            <button
              type="button"
              className="btn btn-accent"
              disabled={act.isPending}
              onClick={() => act.mutate({ number: order.number, action: 'pay' })}
            >
              {t('order.pay')}
            </button>
          )}
          {order.actions.cancel && (
            <button
              type="button"
              className="btn btn-outline-light"
              disabled={act.isPending}
              onClick={() => act.mutate({ number: order.number, action: 'cancel' })}
            >
              {t('order.cancel')}
            </button>
          )}
        </div>
      )}
      {act.isError && !gatewayDown && (
        <p className="text-danger" role="alert">
          {t('errors.failed')}
        </p>
      )}
      <h2 className="h4">{t('order.details')}</h2>
      <table className="table cart-table order-page__items">
        <thead>
          <tr>
            <th scope="col">{t('cart.product')}</th>
            <th scope="col">{t('cart.total')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={`${item.sku}-${item.variantId}`}>
              <td>
                {item.productSlug ? <Link to={productPath(item.productSlug)}>{item.name}</Link> : item.name}
                {optionsOf(item) && <span className="text-muted-rh"> ({optionsOf(item)})</span>}{' '}
                <span dir="ltr">× {item.quantity}</span>
              </td>
              <td dir="ltr">{money(item.subtotalPaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('cart.subtotal')}</th>
            <td dir="ltr">{money(order.subtotalPaise)}</td>
          </tr>
          {order.couponCode && (
            <tr>
              <th scope="row">{t('cart.discount', { code: order.couponCode })}</th>
              <td dir="ltr">−{money(order.discountPaise)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">{t('cart.gst')}</th>
            <td dir="ltr">{money(order.gstPaise)}</td>
          </tr>
          <tr>
            <th scope="row">{t('cart.shipping')}</th>
            <td>
              {t(`shipping.${order.shippingMethod}`)}{' '}
              <span dir="ltr">{order.shippingPaise > 0 && money(order.shippingPaise)}</span>
            </td>
          </tr>
          <tr>
            <th scope="row">{t('cart.total')}</th>
            <td dir="ltr">
              <strong>{money(order.totalPaise)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      {order.notes && (
        <p>
          <strong>{t('order.notes')}:</strong> {order.notes}
        </p>
      )}
      <div className="order-page__addresses">
        <OrderAddressBlock title={t('order.billingAddress')} address={order.billing} />
        {order.shipping && <OrderAddressBlock title={t('order.shippingAddress')} address={order.shipping} />}
      </div>
    </section>
  );
}
