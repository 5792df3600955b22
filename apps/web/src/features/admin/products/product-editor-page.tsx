import { productPath } from '@reelhouse/contracts/web-routes';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useAdminProduct } from '../api/products-queries';
import { AdminPage } from '../layout/admin-page';
import { ProductDetailsForm } from './product-details-form';
import { ProductFiles } from './product-files';
import { ProductPictures } from './product-pictures';
import { ProductVariants } from './product-variants';
import { ProductStatusBadge } from './product-status-badge';
import '../titles/title-editor.css';
import './products.css';

const crumbsKey = 'nav.products';

/** `/admin/products/new`: a product's first texts, price and stock. */
export function NewProductPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('products.add')} crumbs={[{ label: t(crumbsKey), to: '/admin/products' }]}>
      <ProductDetailsForm product={null} />
    </AdminPage>
  );
}

/** `/admin/products/<slug>`: everything about one product, its variants, pictures and (a download's) files. */
export function ProductEditorPage() {
  const { t } = useTranslation('admin');
  const { slug = '' } = useParams();
  const product = useAdminProduct(slug);
  const crumbs = [{ label: t(crumbsKey), to: '/admin/products' }];
  if (product.isPending) return <PageLoading />;
  if (product.isError) {
    const missing = product.error instanceof ApiError && [400, 404].includes(product.error.status);
    return (
      <AdminPage title={t(crumbsKey)} crumbs={crumbs}>
        {missing ? <p>{t('products.notFound')}</p> : <LoadError onRetry={() => void product.refetch()} />}
      </AdminPage>
    );
  }
  const { data } = product;
  return (
    <AdminPage
      title={data.translations.en?.name ?? data.slug}
      crumbs={crumbs}
      actions={
        <>
          <ProductStatusBadge status={data.status} />
          {data.status === 'published' && (
            <Link to={productPath(data.slug)} className="btn btn-outline-light" target="_blank">
              <ExternalLink aria-hidden size={16} /> {t('products.openInShop')}
            </Link>
          )}
        </>
      }
    >
      <ProductDetailsForm key={data.slug} product={data} />
      <ProductVariants product={data} />
      <ProductPictures product={data} />
      {data.kind === 'digital' && <ProductFiles product={data} />}
    </AdminPage>
  );
}
