import { productStatuses } from '@reelhouse/contracts/shop-products';
import { adminProductListQuerySchema, type AdminProductRow } from '@reelhouse/contracts/shop-admin';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../../shared/format/use-money';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { useAdminProducts } from '../api/products-queries';
import type { ConsoleColumn } from '../components/data-table';
import { FilterSelect, SearchBox } from '../components/list-filters';
import { PagedTable } from '../components/paged-table';
import { useConsoleDates } from '../components/use-console-dates';
import { useListQuery } from '../components/use-list-query';
import { AdminPage } from '../layout/admin-page';
import { ProductStatusBadge } from './product-status-badge';
import { ShopTabs } from './shop-tabs';
import '../routes/titles-page.css';
import './products.css';

/** The shop's products, drafts and archived ones too: found by name or SKU, by status, sorted and paged in the address. */
export function ProductsPage() {
  const { t } = useTranslation('admin');
  const [query, update] = useListQuery(adminProductListQuerySchema);
  const products = useAdminProducts(query);
  const money = useMoney();
  const dates = useConsoleDates();

  const columns: ConsoleColumn<AdminProductRow>[] = [
    {
      id: 'name',
      header: t('products.columns.product'),
      cell: ({ row }) => (
        <div className="product-cell">
          {row.original.image ? (
            <ResponsiveImage image={row.original.image} alt="" sizes="40px" className="product-cell__image" />
          ) : (
            <span className="product-cell__image" aria-hidden />
          )}
          <div>
            <Link to={`/admin/products/${row.original.slug}`} className="admin-title-cell__name">
              <bdi>{row.original.name}</bdi>
            </Link>
            <span className="admin-title-cell__slug" dir="ltr">
              {row.original.sku}
            </span>
          </div>
        </div>
      ),
    },
    {
      id: 'status',
      header: t('products.fields.status'),
      enableSorting: false,
      cell: ({ row }) => <ProductStatusBadge status={row.original.status} />,
    },
    {
      id: 'price',
      header: t('products.fields.price'),
      cell: ({ row }) => (
        <span dir="ltr">
          {row.original.salePricePaise !== null && <s>{money(row.original.pricePaise)}</s>}{' '}
          {money(row.original.salePricePaise ?? row.original.pricePaise)}
        </span>
      ),
    },
    {
      id: 'stock',
      header: t('products.fields.stock'),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.stock === null ? (
          t('products.notCounted')
        ) : (
          <span>
            {row.original.stock}{' '}
            {row.original.lowStock && <StatusBadge tone="failure">{t('products.low')}</StatusBadge>}
          </span>
        ),
    },
    {
      id: 'updated',
      header: t('products.columns.updated'),
      cell: ({ row }) => dates.day.format(new Date(row.original.updatedAt)),
    },
  ];

  return (
    <AdminPage
      title={t('nav.products')}
      actions={
        <Link to="/admin/products/new" className="btn btn-accent">
          <Plus aria-hidden size={16} /> {t('products.add')}
        </Link>
      }
    >
      <ShopTabs />
      <div className="admin-filters">
        <SearchBox
          label={t('products.search')}
          hint={t('products.searchHint')}
          value={query.q ?? ''}
          onSearch={(q) => update({ q }, { replace: true })}
        />
        <FilterSelect
          label={t('products.fields.status')}
          value={query.status}
          options={productStatuses.map((status) => [status, t(`products.status.${status}`)])}
          onChange={(status) => update({ status })}
        />
      </div>
      <PagedTable
        result={products}
        query={query}
        update={update}
        caption={t('nav.products')}
        columns={columns}
        rowKey={(product) => product.slug}
        ascendingFirst={['name', 'price']}
        empty={<p>{t('products.empty')}</p>}
      />
    </AdminPage>
  );
}
