import { webPaths } from '@reelhouse/contracts/web-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useProducts, useShopTerms, type ProductListParams } from '../api/shop-queries';
import { ProductCard } from '../components/product-card';
import '../components/product-card.css';
import './shop-page.css';

/** A row of four products in one order (newest, best selling). */
function ProductRow({ title, query }: { title: string; query: ProductListParams }) {
  const products = useProducts({ ...query, limit: 4 });
  if (!products.data?.items.length) return null;
  return (
    <section className="store-row" aria-label={title}>
      <h2 className="store-row__title">{title}</h2>
      <ul className="product-grid">
        {products.data.items.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The store's front page (/merchandise-store): what it sells, its categories, new and best-selling products. */
export function MerchandiseStorePage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('storeTitle'));
  const categories = useShopTerms('categories').data?.items ?? [];
  return (
    <div className="container-xxl shop-page">
      <section className="store-hero surface-card">
        <h1>{t('storeTitle')}</h1>
        <p className="store-hero__lead">{t('storeLead')}</p>
        <Link className="btn btn-accent" to={webPaths.allProducts}>
          {t('shopAll')}
        </Link>
      </section>
      {categories.length > 0 && (
        <nav className="store-categories" aria-label={t('categories')}>
          {categories.map((category) => (
            <Link
              key={category.slug}
              className="store-categories__item"
              to={`${webPaths.allProducts}?${new URLSearchParams({ category: category.slug })}`}
            >
              {category.name}
            </Link>
          ))}
        </nav>
      )}
      <ProductRow title={t('newArrivals')} query={{ sort: 'latest' }} />
      <ProductRow title={t('bestsellers')} query={{ sort: 'popularity' }} />
    </div>
  );
}
