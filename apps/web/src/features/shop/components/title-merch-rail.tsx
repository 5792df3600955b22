import { webPaths } from '@reelhouse/contracts/web-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProducts } from '../api/shop-queries';
import { ProductCard } from './product-card';
import './product-card.css';

/** "Merch from this title" on a title's page: up to four of its products, and a link to all of them. */
export function TitleMerchRail({ titleSlug }: { titleSlug: string }) {
  const { t } = useTranslation('shop');
  const products = useProducts({ title: titleSlug, sort: 'popularity', limit: 4 });
  const items = products.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="title-merch" aria-labelledby="title-merch-heading">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h2 id="title-merch-heading" className="h4 mb-0">
          {t('related.rail')}
        </h2>
        {(products.data?.total ?? 0) > items.length && (
          <Link to={`${webPaths.relatedMerchandise}?${new URLSearchParams({ title: titleSlug })}`}>{t('shopAll')}</Link>
        )}
      </div>
      <ul className="product-grid">
        {items.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
