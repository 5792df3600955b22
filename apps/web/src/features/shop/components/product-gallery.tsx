import type { ImageSet } from '@reelhouse/contracts/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';

/** The product's pictures: a large one and thumbnails to pick another. */
export function ProductGallery({
  images,
  fallback,
  name,
  badges,
}: {
  images: ImageSet[];
  fallback: ImageSet | null;
  name: string;
  badges: { onSale: boolean; isNew: boolean };
}) {
  const { t } = useTranslation('shop');
  const [index, setIndex] = useState(0);
  const shown = images[index] ?? fallback;
  return (
    <div className="product-gallery">
      <div className="product-card__frame product-gallery__main">
        <ResponsiveImage
          className="product-card__image"
          image={shown}
          alt={name}
          sizes="(min-width: 992px) 560px, 100vw"
          priority
        />
        <span className="product-card__badges">
          {badges.onSale && <span className="product-badge product-badge--sale">{t('badges.sale')}</span>}
          {badges.isNew && <span className="product-badge product-badge--new">{t('badges.new')}</span>}
        </span>
      </div>
      {images.length > 1 && (
        <div className="product-gallery__thumbs">
          {images.map((image, position) => (
            <button
              key={image.path}
              type="button"
              className={`product-gallery__thumb${position === index ? ' is-selected' : ''}`}
              aria-pressed={position === index}
              aria-label={t('product.gallery', { number: position + 1, total: images.length })}
              onClick={() => setIndex(position)}
            >
              <ResponsiveImage className="product-card__image" image={image} alt="" sizes="96px" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
