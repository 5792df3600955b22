import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../shared/ui/load-error';
import { useLowStock } from '../api/products-queries';
import { FigureTable } from '../components/figure-table';
import { AdminPage } from '../layout/admin-page';
import { ProductStatusBadge } from './product-status-badge';
import { ShopTabs } from './shop-tabs';

/** `/admin/products/low-stock`: what to reorder, emptiest first, each linked to its product. */
export function LowStockPage() {
  const { t } = useTranslation('admin');
  const low = useLowStock();
  if (low.isError) return <LoadError onRetry={() => void low.refetch()} />;
  return (
    <AdminPage title={t('products.tabs.lowStock')} crumbs={[{ label: t('nav.products'), to: '/admin/products' }]}>
      <ShopTabs />
      <p className="text-muted-rh">{t('products.lowStockIntro')}</p>
      {low.isPending ? (
        <p className="text-muted-rh">{t('table.loading')}</p>
      ) : (
        <FigureTable
          caption={t('products.tabs.lowStock')}
          empty={t('products.nothingLow')}
          rows={low.data.items}
          rowKey={(item) => String(item.variantId)}
          columns={[
            {
              header: t('products.columns.product'),
              cell: (item) => (
                <div>
                  <Link to={`/admin/products/${item.product.slug}`} className="admin-title-cell__name">
                    <bdi>{item.product.name}</bdi>
                  </Link>
                  <span className="admin-title-cell__slug" dir="ltr">
                    {item.sku}
                  </span>
                </div>
              ),
            },
            {
              header: t('products.columns.variant'),
              cell: (item) => [item.size, item.colour].filter(Boolean).join(' · ') || '—',
            },
            { header: t('products.fields.stock'), cell: (item) => item.stockQuantity, numeric: true },
            { header: t('products.fields.lowStockThreshold'), cell: (item) => item.lowStockThreshold, numeric: true },
            {
              header: t('products.fields.backorders'),
              cell: (item) => t(item.backorders ? 'products.yes' : 'products.no'),
            },
            {
              header: t('products.fields.status'),
              cell: (item) => <ProductStatusBadge status={item.product.status} />,
            },
          ]}
        />
      )}
    </AdminPage>
  );
}
