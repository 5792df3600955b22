import { orderStatuses } from '@reelhouse/contracts/shop-orders';
import { adminOrderListQuerySchema, type AdminOrderRow } from '@reelhouse/contracts/shop-orders-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../../shared/format/use-money';
import { dateFormat } from '../../../shared/i18n/intl-formats';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { OrderStatusBadge } from '../../shop';
import { useAdminOrders } from '../api/orders-queries';
import type { ConsoleColumn } from '../components/data-table';
import { FilterSelect, SearchBox } from '../components/list-filters';
import { PagedTable } from '../components/paged-table';
import { useListQuery } from '../components/use-list-query';
import { AdminPage } from '../layout/admin-page';
import '../routes/titles-page.css';

/** Shop orders, newest first: found by number, e-mail or name, a status filter, sorting and paging held in the address. */
export function OrdersPage() {
  const { t } = useTranslation(['admin', 'shop']);
  const [query, update] = useListQuery(adminOrderListQuerySchema);
  const orders = useAdminOrders(query);
  const date = dateFormat(useLocaleTag(), { dateStyle: 'medium', timeStyle: 'short' });
  const money = useMoney();

  const columns: ConsoleColumn<AdminOrderRow>[] = [
    {
      id: 'number',
      header: t('orders.columns.order'),
      enableSorting: false,
      cell: ({ row }) => (
        <div>
          <Link to={`/admin/orders/${row.original.number}`} className="admin-title-cell__name">
            <bdi dir="ltr">#{row.original.number}</bdi>
          </Link>
          <span className="admin-title-cell__slug" dir="auto">
            {row.original.customer}
          </span>
        </div>
      ),
    },
    {
      id: 'date',
      header: t('orders.columns.date'),
      cell: ({ row }) => date.format(new Date(row.original.createdAt)),
    },
    {
      id: 'status',
      header: t('orders.columns.status'),
      enableSorting: false,
      cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
    },
    {
      id: 'payment',
      header: t('orders.columns.payment'),
      enableSorting: false,
      cell: ({ row }) => t(`shop:payment.${row.original.paymentMethod}`),
    },
    {
      id: 'items',
      header: t('members.items'),
      enableSorting: false,
      cell: ({ row }) => row.original.itemCount,
    },
    {
      id: 'total',
      header: t('orders.columns.total'),
      cell: ({ row }) => <span dir="ltr">{money(row.original.totalPaise)}</span>,
    },
  ];

  return (
    <AdminPage title={t('nav.orders')}>
      <div className="admin-filters">
        <SearchBox
          label={t('orders.search')}
          hint={t('orders.searchHint')}
          value={query.q ?? ''}
          onSearch={(q) => update({ q }, { replace: true })}
        />
        <FilterSelect
          label={t('orders.columns.status')}
          value={query.status}
          options={orderStatuses.map((status) => [status, t(`shop:status.${status}`)])}
          onChange={(status) => update({ status })}
        />
      </div>
      <PagedTable
        result={orders}
        query={query}
        update={update}
        caption={t('nav.orders')}
        columns={columns}
        rowKey={(order) => order.number}
        empty={<p>{t('orders.empty')}</p>}
      />
    </AdminPage>
  );
}
