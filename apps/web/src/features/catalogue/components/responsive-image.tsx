import type { ImageSet } from '@reelhouse/contracts/catalogue';
import './responsive-image.css';

interface ResponsiveImageProps {
  image: ImageSet | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks the right file. */
  sizes: string;
  className?: string;
  /** Above-the-fold images load at once; everything else waits until it nears the viewport. */
  priority?: boolean;
}

const typeOf: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

const srcSetOf = (image: ImageSet, format: string) =>
  image.widths.map((width) => `${image.path}-${width}.${format} ${width}w`).join(', ');

/**
 * An image set as `<picture>`: AVIF where the browser takes it, WebP otherwise, each in every
 * rendered width. Its dominant colour fills the box while it loads, and stands in for artwork that
 * has not been drawn yet.
 */
export function ResponsiveImage({ image, alt, sizes, className, priority = false }: ResponsiveImageProps) {
  const fallbackFormat = image?.formats.includes('webp') ? 'webp' : image?.formats[0];
  if (!image || !fallbackFormat) {
    return (
      <span
        className={`responsive-image ${className ?? ''}`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      />
    );
  }
  const sources = image.formats.filter((format) => format !== fallbackFormat && typeOf[format]);
  const middle = image.widths[Math.floor(image.widths.length / 2)] ?? image.width;
  return (
    <picture className={`responsive-image ${className ?? ''}`} style={{ backgroundColor: image.color }}>
      {sources.map((format) => (
        <source key={format} type={typeOf[format]} srcSet={srcSetOf(image, format)} sizes={sizes} />
      ))}
      <img
        src={`${image.path}-${middle}.${fallbackFormat}`}
        srcSet={srcSetOf(image, fallbackFormat)}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
