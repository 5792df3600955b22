import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Artwork } from './demo-artwork';

/** The widths each shape is rendered at, for `srcset`: cards, detail pages, full-width heroes. */
export const widthsFor = {
  poster: [200, 400, 600],
  backdrop: [480, 960, 1280],
  portrait: [160, 320],
} as const;

export interface RenderedImageSet {
  key: string;
  width: number;
  height: number;
  widths: number[];
  formats: string[];
  color: string;
}

export type ImageFormat = 'avif' | 'webp';

const encoders: Record<ImageFormat, (image: Sharp) => Promise<Buffer>> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }).toBuffer(),
  webp: (image) => image.webp({ quality: 80 }).toBuffer(),
};

/** The file name of one rendition. */
export const imageFileName = (key: string, width: number, format: ImageFormat) => `${key}-${width}.${format}`;

/** Writes a picture at each width in one format. */
export async function renderFormat(
  dir: string,
  key: string,
  artwork: Artwork,
  widths: readonly number[],
  format: ImageFormat,
) {
  await mkdir(dir, { recursive: true });
  const source = sharp(Buffer.from(artwork.svg));
  for (const width of widths) {
    await writeFile(
      path.join(dir, imageFileName(key, width, format)),
      await encoders[format](source.clone().resize(width)),
    );
  }
}

/**
 * Renders a picture at each width as WebP into `<dir>/<key>-<width>.webp`. The key carries a
 * hash of the picture, so a file's URL never changes meaning and can be cached for good. AVIF
 * (about a third smaller, but slower to encode) is added later with `renderFormat`.
 */
export async function renderImageSet(
  dir: string,
  name: string,
  artwork: Artwork,
  widths: readonly number[],
): Promise<RenderedImageSet> {
  const key = `${name}-${createHash('sha256').update(artwork.svg).digest('hex').slice(0, 10)}`;
  await renderFormat(dir, key, artwork, widths, 'webp');
  return {
    key,
    width: artwork.width,
    height: artwork.height,
    widths: [...widths],
    formats: ['webp'],
    color: artwork.color,
  };
}
