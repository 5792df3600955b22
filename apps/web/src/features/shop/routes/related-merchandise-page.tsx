import { SHOP_PAGE_SIZE } from '@reelhouse/contracts/shop-values';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useTitle } from '../../catalogue';
import { Pagination } from '../../../shared/ui/pagination';
import { useProducts } from '../api/shop-queries';
import { ProductCard } from '../components/product-card';
import '../components/product-card.css';
import './shop-page.css';

/** Merchandise tied to titles (/related-merchandise), or to one (`?title=`), best sellers first. */
export function RelatedMerchandisePage() {
  const { t } = useTranslation('shop');
  const [search] = useSearchParams();
  const titleSlug = search.get('title') ?? '';
  const page = Number(search.get('page') ?? '1') || 1;
  const title = useTitle(titleSlug);
  const heading = titleSlug && title.data ? t('related.fromTitle', { title: title.data.name }) : t('related.title');
  usePageTitle(heading);
  const products = useProducts({ title: titleSlug || undefined, sort: 'popularity', page, limit: SHOP_PAGE_SIZE });
  return (
    <section className="container-xxl shop-page">
      <h1 className="shop-page__title">{heading}</h1>
      {!titleSlug && <p className="text-muted-rh">{t('related.lead')}</p>}
      {products.isPending ? (
        <PageLoading />
      ) : products.isError ? (
        <LoadError onRetry={() => void products.refetch()} message={t('loadFailed')} />
      ) : products.data.items.length === 0 ? (
        <p className="shop-page__empty">{t('empty')}</p>
      ) : (
        <>
          <ul className="product-grid" aria-busy={products.isPlaceholderData}>
            {products.data.items.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
          <Pagination page={products.data.page} totalPages={Math.ceil(products.data.total / products.data.limit)} />
        </>
      )}
    </section>
  );
}
