import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { usePublicConfig } from '../../../shared/config/public-config-query';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { OrderAddressBlock, useItemOptions } from '../../shop';
import { useAdminOrder } from '../api/orders-queries';
import { useConsoleDates } from '../components/use-console-dates';
import './packing-slip.css';

/**
 * The sheet that goes into the parcel: who it is for, what is in it and how many — no prices (a
 * gift's receiver sees none). A page of its own, without the console around it, to print.
 */
export function PackingSlipPage() {
  const { t } = useTranslation(['admin', 'shop']);
  const { number = '' } = useParams();
  const order = useAdminOrder(number);
  const { serviceName, contactEmail } = usePublicConfig();
  const { day } = useConsoleDates();
  const optionsOf = useItemOptions();
  usePageTitle(t('orders.packingSlipOf', { number }));
  if (order.isPending) return <PageLoading />;
  if (order.isError)
    return order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400) ? (
      <p className="packing-slip">{t('orders.notFound')}</p>
    ) : (
      <LoadError onRetry={() => void order.refetch()} />
    );
  const { data } = order;
  const goods = data.items.filter((item) => !item.downloadable);
  return (
    <main className="packing-slip">
      <div className="packing-slip__tools">
        <Link to={`/admin/orders/${data.number}`}>{t('orders.backToOrder')}</Link>
        <button type="button" className="btn btn-accent btn-sm" onClick={() => window.print()}>
          <Printer aria-hidden size={16} /> {t('orders.print')}
        </button>
      </div>
      <header className="packing-slip__head">
        <div>
          <p className="packing-slip__brand">{serviceName}</p>
          <p dir="ltr">{contactEmail}</p>
        </div>
        <div>
          <h1>{t('orders.packingSlip')}</h1>
          <p>
            {t('orders.columns.order')} <bdi dir="ltr">#{data.number}</bdi> · {day.format(new Date(data.createdAt))}
          </p>
          <p>{t(`shop:shipping.${data.shippingMethod}`)}</p>
        </div>
      </header>
      <OrderAddressBlock title={t('orders.shipTo')} address={data.shipping ?? data.billing} />
      <table className="packing-slip__items">
        <thead>
          <tr>
            <th scope="col">{t('orders.sku')}</th>
            <th scope="col">{t('shop:cart.product')}</th>
            <th scope="col">{t('orders.quantity')}</th>
            <th scope="col">{t('orders.packed')}</th>
          </tr>
        </thead>
        <tbody>
          {goods.map((item) => (
            <tr key={`${item.sku}-${item.variantId}`}>
              <td dir="ltr">{item.sku}</td>
              <td>
                <bdi>{item.name}</bdi>
                {optionsOf(item) && <> ({optionsOf(item)})</>}
              </td>
              <td>{item.quantity}</td>
              <td className="packing-slip__tick" />
            </tr>
          ))}
        </tbody>
      </table>
      {goods.length < data.items.length && <p>{t('orders.downloadsNotPacked')}</p>}
      {data.notes && (
        <p>
          <strong>{t('orders.buyerNote')}</strong> <span dir="auto">{data.notes}</span>
        </p>
      )}
    </main>
  );
}
