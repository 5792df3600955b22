import type { ProductDetail } from '@reelhouse/contracts/shop-products';
import { useTranslation } from 'react-i18next';
import { useTabs } from '../../../shared/ui/use-tabs';
import { ProductReviews } from './product-reviews';

/** Description, additional information (weight, dimensions, options, download terms) and reviews. */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('shop');
  const tabs = [
    t('product.description'),
    t('product.additional'),
    t('product.reviews', { count: product.ratingCount }),
  ];
  const { selected, setSelected, onKeyDown, tabRef } = useTabs(tabs.length);
  const sizes = [...new Set(product.variants.map((variant) => variant.size).filter(Boolean))];
  const colours = [...new Set(product.variants.map((variant) => variant.colour).filter(Boolean))];
  const rows: [string, string][] = [
    ...(product.weightGrams !== null
      ? [[t('product.weight'), t('product.grams', { value: product.weightGrams })] as [string, string]]
      : []),
    ...(product.dimensionsMm
      ? [[t('product.dimensions'), t('product.millimetres', product.dimensionsMm)] as [string, string]]
      : []),
    ...(sizes.length > 0 ? [[t('product.size'), sizes.join(', ')] as [string, string]] : []),
    ...(colours.length > 0
      ? [
          [
            t('product.colour'),
            colours.map((colour) => t(`colours.${colour}`, { defaultValue: colour ?? '' })).join(', '),
          ] as [string, string],
        ]
      : []),
    ...(product.download
      ? [
          [
            t('product.download'),
            [
              product.download.limit === null
                ? t('product.downloadUnlimited')
                : t('product.downloadLimit', { count: product.download.limit }),
              product.download.expiryDays !== null
                ? t('product.downloadExpiry', { count: product.download.expiryDays })
                : '',
            ]
              .filter(Boolean)
              .join(' '),
          ] as [string, string],
        ]
      : []),
  ];
  return (
    <section className="product-tabs">
      <div role="tablist" className="product-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((label, index) => (
          <button
            key={label}
            ref={tabRef(index)}
            id={`product-tab-${index}`}
            role="tab"
            type="button"
            className="product-tabs__tab"
            aria-selected={selected === index}
            aria-controls={`product-panel-${index}`}
            tabIndex={selected === index ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="product-panel-0" aria-labelledby="product-tab-0" hidden={selected !== 0}>
        <p className="product-tabs__text">{product.description}</p>
      </div>
      <div role="tabpanel" id="product-panel-1" aria-labelledby="product-tab-1" hidden={selected !== 1}>
        <table className="table product-tabs__table">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div role="tabpanel" id="product-panel-2" aria-labelledby="product-tab-2" hidden={selected !== 2}>
        <ProductReviews slug={product.slug} />
      </div>
    </section>
  );
}
