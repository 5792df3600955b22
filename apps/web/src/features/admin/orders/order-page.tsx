import type { AdminOrder } from '@reelhouse/contracts/shop-orders-admin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { useMoney } from '../../../shared/format/use-money';
import { LoadError } from '../../../shared/ui/load-error';
import { OrderAddressBlock, OrderStatusBadge, useItemOptions } from '../../shop';
import { useAdminOrder } from '../api/orders-queries';
import { ConsoleCard, FactList } from '../components/console-card';
import { FigureTable } from '../components/figure-table';
import { PaymentStateBadge } from '../components/payment-state-badge';
import { useConsoleDates } from '../components/use-console-dates';
import { AdminPage } from '../layout/admin-page';
import { OrderActions } from './order-actions';
import './orders.css';

/**
 * One order as the console shows it: what was bought and for how much, where it goes, how it was
 * paid, what happened to it, and the moves the transition table allows from here.
 */
export function OrderPage() {
  const { t } = useTranslation('admin');
  const { number = '' } = useParams();
  const order = useAdminOrder(number);
  const crumbs = [{ label: t('nav.orders'), to: '/admin/orders' }];
  if (order.isPending) return <p className="text-muted-rh">{t('table.loading')}</p>;
  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return (
      <AdminPage title={t('nav.orders')} crumbs={crumbs}>
        {missing ? <p>{t('orders.notFound')}</p> : <LoadError onRetry={() => void order.refetch()} />}
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title={t('orders.title', { number: order.data.number })}
      crumbs={crumbs}
      actions={
        <Link className="btn btn-outline-light btn-sm" to={`/admin/orders/${number}/packing-slip`} target="_blank">
          {t('orders.packingSlip')}
        </Link>
      }
    >
      <div className="console-stack">
        <SummaryCard order={order.data} />
        <OrderActions order={order.data} />
        <ItemsCard order={order.data} />
        <ConsoleCard id="order-addresses" heading={t('orders.addresses')}>
          <div className="order-console__addresses">
            <OrderAddressBlock title={t('shop:order.billingAddress')} address={order.data.billing} />
            {order.data.shipping ? (
              <OrderAddressBlock title={t('shop:order.shippingAddress')} address={order.data.shipping} />
            ) : (
              <div>
                <h3 className="h5">{t('shop:order.shippingAddress')}</h3>
                <p>{t(order.data.shippingMethod === 'none' ? 'orders.nothingToShip' : 'orders.sameAsBilling')}</p>
              </div>
            )}
          </div>
          {order.data.notes && (
            <p className="order-console__note">
              <strong>{t('orders.buyerNote')}</strong> <span dir="auto">{order.data.notes}</span>
            </p>
          )}
        </ConsoleCard>
        {order.data.paymentMethod === 'phonepe' && <PaymentsCard order={order.data} />}
        <HistoryCard order={order.data} />
      </div>
    </AdminPage>
  );
}

function SummaryCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(['admin', 'shop']);
  const { moment } = useConsoleDates();
  const money = useMoney();
  const facts: [string, ReactNode][] = [
    [t('orders.columns.status'), <OrderStatusBadge status={order.status} />],
    [t('orders.placed'), moment.format(new Date(order.createdAt))],
    [t('orders.paid'), order.paidAt ? moment.format(new Date(order.paidAt)) : '—'],
    [t('orders.columns.payment'), t(`shop:payment.${order.paymentMethod}`)],
    [t('orders.shippingMethod'), t(`shop:shipping.${order.shippingMethod}`)],
    [t('orders.columns.total'), <span dir="ltr">{money(order.totalPaise)}</span>],
    [
      t('orders.member'),
      order.member ? (
        <Link to={`/admin/members/${order.member.id}`}>
          <bdi>{order.member.name}</bdi>
        </Link>
      ) : (
        t('orders.accountDeleted')
      ),
    ],
    [t('members.fields.email'), <span dir="ltr">{order.email}</span>],
  ];
  return (
    <ConsoleCard id="order-summary" heading={t('orders.summary')}>
      <FactList facts={facts} />
    </ConsoleCard>
  );
}

function ItemsCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(['admin', 'shop']);
  const money = useMoney();
  const optionsOf = useItemOptions();
  const totals: [string, ReactNode][] = [
    [t('shop:cart.subtotal'), money(order.subtotalPaise)],
    ...(order.couponCode
      ? [[t('shop:cart.discount', { code: order.couponCode }), `−${money(order.discountPaise)}`] as [string, string]]
      : []),
    [t('shop:cart.gst'), money(order.gstPaise)],
    [t('shop:cart.shipping'), money(order.shippingPaise)],
    [t('shop:cart.total'), <strong>{money(order.totalPaise)}</strong>],
  ];
  return (
    <ConsoleCard id="order-items" heading={t('orders.items')}>
      <FigureTable
        caption={t('orders.items')}
        empty="—"
        rows={order.items}
        rowKey={(item) => `${item.sku}-${item.variantId}`}
        columns={[
          {
            header: t('shop:cart.product'),
            cell: (item) => (
              <span className="order-console__product">
                <bdi>{item.name}</bdi>
                {optionsOf(item) && <span className="text-muted-rh"> ({optionsOf(item)})</span>}
                <span className="order-console__sku" dir="ltr">
                  {item.sku}
                </span>
              </span>
            ),
          },
          { header: t('orders.quantity'), cell: (item) => item.quantity, numeric: true },
          { header: t('orders.unitPrice'), cell: (item) => money(item.unitPricePaise), numeric: true },
          { header: t('shop:cart.total'), cell: (item) => money(item.subtotalPaise), numeric: true },
        ]}
      />
      <dl className="order-console__totals">
        {totals.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd dir="ltr">{value}</dd>
          </div>
        ))}
      </dl>
    </ConsoleCard>
  );
}

function PaymentsCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(['admin', 'plans']);
  const { moment } = useConsoleDates();
  const money = useMoney();
  return (
    <ConsoleCard id="order-payments" heading={t('orders.payments')}>
      <FigureTable
        caption={t('orders.payments')}
        empty={t('orders.noPayments')}
        rows={order.payments}
        rowKey={(payment) => payment.merchantTransactionId}
        columns={[
          { header: t('plans:account.date'), cell: (payment) => moment.format(new Date(payment.createdAt)) },
          {
            header: t('orders.transaction'),
            cell: (payment) => <span dir="ltr">{payment.merchantTransactionId}</span>,
          },
          { header: t('members.amount'), cell: (payment) => money(payment.amountPaise), numeric: true },
          { header: t('plans:account.state'), cell: (payment) => <PaymentStateBadge state={payment.state} /> },
          {
            header: t('orders.refund'),
            cell: (payment) =>
              payment.refund ? (
                <span>
                  {t(`orders.refundStates.${payment.refund.state}`)} · <bdi>{payment.refund.reason}</bdi>
                </span>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </ConsoleCard>
  );
}

function HistoryCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(['admin', 'shop']);
  const { moment } = useConsoleDates();
  return (
    <ConsoleCard id="order-history" heading={t('orders.history')}>
      <ol className="console-timeline">
        {[...order.history].reverse().map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <time dateTime={entry.at}>{moment.format(new Date(entry.at))}</time>
            <span>
              {entry.from === null
                ? t('orders.placedAs', { status: t(`shop:status.${entry.to}`) })
                : entry.from === entry.to
                  ? t('orders.noted')
                  : t('orders.moved', { from: t(`shop:status.${entry.from}`), to: t(`shop:status.${entry.to}`) })}
            </span>
            {entry.note && (
              <span className="order-console__history-note" dir="auto">
                {entry.note}
              </span>
            )}
          </li>
        ))}
      </ol>
    </ConsoleCard>
  );
}
