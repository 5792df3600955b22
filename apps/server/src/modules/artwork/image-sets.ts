import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
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

/**
 * Renders a picture at each width as WebP into `<dir>/<key>-<width>.webp`. The key carries a
 * hash of the picture, so a file's URL never changes meaning and can be cached for good.
 */
export async function renderImageSet(
  dir: string,
  name: string,
  artwork: Artwork,
  widths: readonly number[],
): Promise<RenderedImageSet> {
  const hash = createHash('sha256').update(artwork.svg).digest('hex').slice(0, 10);
  const key = `${name}-${hash}`;
  await mkdir(dir, { recursive: true });
  const source = Buffer.from(artwork.svg);
  for (const width of widths) {
    const file = await sharp(source).resize(width).webp({ quality: 80 }).toBuffer();
    await writeFile(path.join(dir, `${key}-${width}.webp`), file);
  }
  return {
    key,
    width: artwork.width,
    height: artwork.height,
    widths: [...widths],
    formats: ['webp'],
    color: artwork.color,
  };
}
