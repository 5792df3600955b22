import type { ProductSort } from '@reelhouse/contracts/shop-products';
import { productSorts, SHOP_PAGE_SIZE } from '@reelhouse/contracts/shop-values';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Pagination } from '../../../shared/ui/pagination';
import { useListParams } from '../../../shared/ui/sort-select';
import { useProducts } from '../api/shop-queries';
import { ProductCard } from '../components/product-card';
import { ShopFilters } from '../components/shop-filters';
import '../components/product-card.css';
import './shop-page.css';

const sortOf = (value: string | null): ProductSort =>
  (productSorts as readonly string[]).includes(value ?? '') ? (value as ProductSort) : 'default';
const numberOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** The product list (/shop, /all-products): 10 a page, sorted and filtered from the address. */
export function ShopPage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('title'));
  const { search, set } = useListParams();
  const page = numberOf(search.get('page')) ?? 1;
  const query = {
    page,
    limit: SHOP_PAGE_SIZE,
    sort: sortOf(search.get('sort')),
    category: search.get('category') ?? undefined,
    tag: search.get('tag') ?? undefined,
    size: search.get('size') ?? undefined,
    colour: search.get('colour') ?? undefined,
    minPrice: numberOf(search.get('minPrice')),
    maxPrice: numberOf(search.get('maxPrice')),
    inStock: search.get('inStock') === 'true' ? ('true' as const) : undefined,
  };
  const products = useProducts(query);
  const list = products.data;
  const from = list && list.total > 0 ? (list.page - 1) * list.limit + 1 : 0;
  const to = list ? Math.min(list.page * list.limit, list.total) : 0;

  return (
    <section className="container-xxl shop-page">
      <h1 className="shop-page__title">{t('title')}</h1>
      <div className="shop-page__layout">
        <ShopFilters facets={list?.facets ?? null} />
        <div>
          <div className="shop-page__bar">
            <p className="mb-0 text-muted-rh" aria-live="polite">
              {list ? t('showing', { count: list.total, from, to, total: list.total }) : ''}
            </p>
            <div className="shop-page__sort">
              <label className="form-label mb-0" htmlFor="shop-sort">
                {t('sort.label')}
              </label>
              <select
                id="shop-sort"
                className="form-select form-select-sm"
                value={query.sort}
                onChange={(event) => set('sort', event.target.value === 'default' ? '' : event.target.value)}
              >
                {productSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`sort.${sort}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {products.isPending ? (
            <PageLoading />
          ) : products.isError || !list ? (
            <LoadError onRetry={() => void products.refetch()} message={t('loadFailed')} />
          ) : list.items.length === 0 ? (
            <p className="shop-page__empty">{t('empty')}</p>
          ) : (
            <>
              <ul className="product-grid" aria-busy={products.isPlaceholderData}>
                {list.items.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} />
                  </li>
                ))}
              </ul>
              <Pagination page={list.page} totalPages={Math.ceil(list.total / list.limit)} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
