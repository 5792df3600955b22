import { useTranslation } from 'react-i18next';
import { OrderStatusBadge, useOrderAction, useOrders } from '../../shop';
import { useMoney } from '../../../shared/format/use-money';
import { Link } from 'react-router';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { LoadError } from '../../../shared/ui/load-error';
import { EmptySection } from './empty-section';
import { dateFormat } from '../../../shared/i18n/intl-formats';

/** My Account → Orders: the member's orders, newest first, with the seed's row actions (pay, view, cancel). */
export function AccountOrders() {
  const { t } = useTranslation('account');
  const locale = useLocaleTag();
  const money = useMoney();
  const orders = useOrders();
  const act = useOrderAction();
  if (orders.isError) return <LoadError onRetry={() => void orders.refetch()} />;
  if (!orders.data) return null;
  if (orders.data.items.length === 0) return <EmptySection kind="orders" />;
  const date = dateFormat(locale, { dateStyle: 'medium' });
  return (
    <div className="table-responsive">
      <table className="table account-table">
        <thead>
          <tr>
            <th scope="col">{t('orders.number')}</th>
            <th scope="col">{t('orders.date')}</th>
            <th scope="col">{t('orders.status')}</th>
            <th scope="col">{t('orders.total')}</th>
            <th scope="col">{t('orders.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.data.items.map((order) => (
            <tr key={order.number}>
              <td dir="ltr">#{order.number}</td>
              <td>{date.format(new Date(order.createdAt))}</td>
              <td>
                <OrderStatusBadge status={order.status} />
              </td>
              <td>{t('orders.totalFor', { total: money(order.totalPaise), count: order.itemCount })}</td>
              <td className="account-table__actions">
                {order.actions.pay && (
                  <button
                    type="button"
                    className="btn btn-sm btn-accent"
                    disabled={act.isPending}
                    onClick={() => act.mutate({ number: order.number, action: 'pay' })}
                  >
                    {t('orders.pay')}
                  </button>
                )}
                <Link className="btn btn-sm btn-outline-light" to={`/order-received/${order.number}`}>
                  {t('orders.view')}
                </Link>
                {order.actions.cancel && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-light"
                    disabled={act.isPending}
                    onClick={() => act.mutate({ number: order.number, action: 'cancel' })}
                  >
                    {t('orders.cancel')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {act.isError && (
        <p className="text-danger" role="alert">
          {t('orders.failed')}
        </p>
      )}
    </div>
  );
}
