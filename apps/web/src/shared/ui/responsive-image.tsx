import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
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
  /**
   * Until a picture exists: a colour of its own, picked from `seed` (a slug, the same in every
   * language) and, with `text`, that text on it, as a poster with no artwork would show its name.
   */
  placeholder?: { seed: string; text?: string };
}

/** A stable hue per seed (FNV-1a), so a card keeps its colour from one visit to the next. */
export function placeholderHue(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash = Math.imul(hash ^ seed.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0) % 360;
}

const typeOf: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

const srcSetOf = (image: ImageSet, format: string) =>
  image.widths.map((width) => `${image.path}-${width}.${format} ${width}w`).join(', ');

/**
 * An image set as `<picture>`: AVIF where the browser takes it, WebP otherwise, each in every
 * rendered width. Its dominant colour fills the box while it loads; artwork not made yet is stood
 * in for by the placeholder.
 */
export function ResponsiveImage({ image, alt, sizes, className, priority = false, placeholder }: ResponsiveImageProps) {
  const fallbackFormat = image?.formats.includes('webp') ? 'webp' : image?.formats[0];
  if (!image || !fallbackFormat) {
    return (
      <span
        className={`responsive-image ${placeholder ? 'responsive-image--placeholder' : ''} ${className ?? ''}`}
        style={placeholder ? ({ '--placeholder-hue': placeholderHue(placeholder.seed) } as CSSProperties) : undefined}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        {placeholder?.text && (
          <span className="responsive-image__text" aria-hidden dir="auto">
            {placeholder.text}
          </span>
        )}
      </span>
    );
  }
  const sources = image.formats.filter((format) => format !== fallbackFormat && typeOf[format]);
  const middle = image.widths[Math.floor(image.widths.length / 2)] ?? image.width;
  if (priority) {
    // The picture a page shows first is asked for as the page's <head> is read (a page drawn on
    // the server carries this in its head), not when the parser reaches it behind the header. In
    // the format most browsers take; `type` makes one that cannot read it skip the hint.
    const preferred = sources[0] ?? fallbackFormat;
    preload(`${image.path}-${middle}.${preferred}`, {
      as: 'image',
      imageSrcSet: srcSetOf(image, preferred),
      imageSizes: sizes,
      type: typeOf[preferred],
      fetchPriority: 'high',
    });
  }
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
