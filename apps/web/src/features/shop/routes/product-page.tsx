import type { ProductDetail, Variant } from '@reelhouse/contracts/shop-products';
import { titlePath, webPaths } from '@reelhouse/contracts/web-routes';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useItemSlug } from '../../catalogue';
import { MissingItem } from '../../../shared/ui/missing-item';
import { ApiError } from '../../../shared/api/api-client';
import { useProduct, useToggleWishlist, useWishlist } from '../api/shop-queries';
import { AddToCartButton } from '../components/add-to-cart-button';
import { AddedDialog } from '../components/added-dialog';
import { PriceTag } from '../components/price-tag';
import { ProductCard } from '../components/product-card';
import { ProductGallery } from '../components/product-gallery';
import { ProductTabs } from '../components/product-tabs';
import { QuantityCounter } from '../components/quantity-counter';
import { StockLabel } from '../components/stock-label';
import '../components/product-card.css';
import './product-page.css';

/** The variant matching the chosen size and colour (a product without options has exactly one). */
const variantFor = (variants: Variant[], size: string | null, colour: string | null) =>
  variants.find((variant) => variant.size === size && variant.colour === colour) ?? null;

const distinct = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];

/** A product (/product-detail/:slug or ?slug=): pictures, options, price and stock, add to cart. */
export function ProductPage() {
  const slug = useItemSlug();
  const { t } = useTranslation('shop');
  const product = useProduct(slug || null);
  usePageTitle(product.data?.name ?? t('title'));
  if (product.isPending) return <PageLoading />;
  if (product.error instanceof ApiError && product.error.status === 404)
    return <MissingItem listTo={webPaths.shop} listLabel={t('cart.returnToShop')} />;
  if (product.isError) return <LoadError onRetry={() => void product.refetch()} />;
  return <ProductView key={product.data.slug} product={product.data} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('shop');
  const sizes = distinct(product.variants.map((variant) => variant.size));
  const colours = distinct(product.variants.map((variant) => variant.colour));
  const [size, setSize] = useState<string | null>(sizes.length === 1 ? (sizes[0] ?? null) : null);
  const [colour, setColour] = useState<string | null>(colours.length === 1 ? (colours[0] ?? null) : null);
  const [quantity, setQuantity] = useState(1);
  const variant = variantFor(product.variants, size, colour);
  const wishlist = useWishlist();
  const toggle = useToggleWishlist();
  const [wished, setWished] = useState(false);
  const saved = wishlist.data?.items.some((item) => item.productId === product.id) ?? false;
  const soldOut = variant?.stockStatus === 'out_of_stock';

  const picker = (
    label: string,
    options: string[],
    value: string | null,
    choose: (value: string) => void,
    name: (option: string) => string,
  ) =>
    options.length > 1 && (
      <fieldset className="product-options">
        <legend className="product-options__label">
          {label}
          {value && <span className="text-muted-rh">: {name(value)}</span>}
        </legend>
        <div className="product-options__choices">
          {options.map((option) => (
            <button
              key={option}
              type="button"
              className={`product-option${option === value ? ' is-selected' : ''}`}
              aria-pressed={option === value}
              onClick={() => {
                choose(option);
                setQuantity(1);
              }}
            >
              {name(option)}
            </button>
          ))}
        </div>
      </fieldset>
    );

  return (
    <article className="container-xxl product-page">
      <div className="product-page__top">
        <ProductGallery images={product.images} fallback={product.image} name={product.name} badges={product} />
        <div className="product-page__summary">
          <p className="text-muted-rh mb-1">{product.categories.map((category) => category.name).join(', ')}</p>
          <h1 className="product-page__name">{product.name}</h1>
          {product.ratingAverage !== null && (
            <p className="product-card__rating mb-2">
              <span aria-hidden>★</span> {t('rating', { value: product.ratingAverage.toFixed(1) })}
            </p>
          )}
          <p className="product-page__price">
            {variant ? (
              <PriceTag
                min={variant.price.salePaise ?? variant.price.regularPaise}
                regular={variant.price.salePaise !== null ? variant.price.regularPaise : null}
              />
            ) : (
              <PriceTag
                min={product.minPricePaise}
                max={product.maxPricePaise}
                regular={product.onSale ? product.regularPricePaise : null}
              />
            )}
          </p>
          <p className="small text-muted-rh">
            {t('gstNote', { rate: (product.variants[0]?.price.gstBasisPoints ?? 0) / 100 })}
          </p>
          <p>{product.shortDescription}</p>
          {picker(t('product.size'), sizes, size, setSize, (option) => option)}
          {picker(t('product.colour'), colours, colour, setColour, (option) =>
            t(`colours.${option}`, { defaultValue: option }),
          )}
          {variant ? (
            <p className="mb-3">
              <StockLabel status={variant.stockStatus} available={variant.available} />
            </p>
          ) : (
            <p className="mb-3 text-muted-rh">{t('product.chooseVariant')}</p>
          )}
          <div className="product-page__buy">
            <QuantityCounter
              value={quantity}
              max={variant?.available ?? null}
              onChange={setQuantity}
              label={t('product.quantity')}
              disabled={!variant || soldOut}
            />
            <AddToCartButton
              variantId={variant?.id ?? null}
              quantity={quantity}
              className="btn btn-accent"
              disabled={soldOut}
            />
            <button
              type="button"
              className="btn btn-outline-light product-page__wish"
              aria-pressed={saved}
              disabled={toggle.isPending}
              onClick={() => toggle.mutate({ productId: product.id, saved }, { onSuccess: () => setWished(!saved) })}
            >
              <Heart aria-hidden size={18} fill={saved ? 'currentColor' : 'none'} />
              {saved ? t('inWishlist') : t('addToWishlist')}
            </button>
          </div>
          <dl className="product-page__meta">
            <dt>{t('product.sku')}</dt>
            <dd dir="ltr">{variant?.sku ?? product.sku}</dd>
            {product.tags.length > 0 && (
              <>
                <dt>{t('product.tags')}</dt>
                <dd>{product.tags.map((tag) => tag.name).join(', ')}</dd>
              </>
            )}
            {product.titles.length > 0 && (
              <>
                <dt>{t('product.fromTitle')}</dt>
                <dd>
                  {product.titles.map((title, index) => (
                    <span key={title.slug}>
                      {index > 0 && ', '}
                      <Link to={titlePath(title.kind as 'movie', title.slug)}>{title.name}</Link>
                    </span>
                  ))}
                </dd>
              </>
            )}
          </dl>
        </div>
      </div>
      <ProductTabs product={product} />
      {product.related.length > 0 && (
        <section className="product-page__related" aria-labelledby="related-products">
          <h2 id="related-products">{t('product.related')}</h2>
          <ul className="product-grid">
            {product.related.map((related) => (
              <li key={related.id}>
                <ProductCard product={related} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <AddedDialog open={wished} target="wishlist" onClose={() => setWished(false)} />
    </article>
  );
}
