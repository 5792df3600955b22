import type { ProductCard as ProductCardData } from '@reelhouse/contracts/shop-products';
import { productPath } from '@reelhouse/contracts/web-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { AddToCartButton } from './add-to-cart-button';
import { PriceTag } from './price-tag';
import { StockLabel } from './stock-label';
import './product-card.css';

const SIZES = '(min-width: 1200px) 260px, (min-width: 768px) 30vw, 45vw';

/**
 * A product in a list: picture with its Sale / New badges, name, rating, price (struck-through
 * regular price when on sale) and a quick "add to cart" for products without options.
 */
export function ProductCard({ product }: { product: ProductCardData }) {
  const { t } = useTranslation('shop');
  return (
    <article className="product-card">
      <Link className="product-card__link" to={productPath(product.slug)}>
        <span className="product-card__frame">
          <ResponsiveImage
            className="product-card__image"
            image={product.image}
            alt=""
            sizes={SIZES}
            placeholder={{ seed: product.slug, text: product.name }}
          />
          <span className="product-card__badges">
            {product.onSale && <span className="product-badge product-badge--sale">{t('badges.sale')}</span>}
            {product.isNew && <span className="product-badge product-badge--new">{t('badges.new')}</span>}
          </span>
        </span>
        <span className="product-card__category">{product.categories.map((category) => category.name).join(', ')}</span>
        <span className="product-card__name">{product.name}</span>
      </Link>
      {product.ratingAverage !== null && (
        <span className="product-card__rating" title={t('rating', { value: product.ratingAverage })}>
          <span aria-hidden>★</span> {product.ratingAverage.toFixed(1)}
          <span className="visually-hidden">{t('rating', { value: product.ratingAverage })}</span>
        </span>
      )}
      <PriceTag
        min={product.minPricePaise}
        max={product.maxPricePaise}
        regular={product.onSale ? product.regularPricePaise : null}
      />
      {product.stockStatus === 'out_of_stock' ? (
        <StockLabel status="out_of_stock" />
      ) : product.defaultVariantId !== null ? (
        <AddToCartButton variantId={product.defaultVariantId} quantity={1} className="btn btn-sm btn-accent" />
      ) : (
        <Link className="btn btn-sm btn-outline-light" to={productPath(product.slug)}>
          {t('chooseOptions')}
        </Link>
      )}
    </article>
  );
}
