import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { Db } from '@reelhouse/db/database';
import { images } from '@reelhouse/db/schema/media-images';
import type { BlobStore } from '../storage/blob-store';
import { publicMediaKey } from '../storage/public-media';

/** The widths each shape is rendered at, for `srcset`: cards, detail pages, full-width heroes. */
export const widthsFor = {
  poster: [200, 400, 600],
  backdrop: [480, 960, 1280],
  portrait: [160, 320],
  /** Title logos (wide, transparent), uploaded by operators. */
  logo: [200, 400, 800],
  /** Shop product pictures (square). */
  product: [200, 400, 800],
  /** Playlist thumbnails (16:9), uploaded by members. */
  thumbnail: [320, 640],
  /** Blog covers and gallery pictures, uploaded by operators. */
  blog: [400, 800, 1200],
} as const;

/** A picture to render: SVG text (demo artwork) or the bytes of an uploaded image. */
export interface ImageSource {
  data: string | Buffer;
  width: number;
  height: number;
  /** The colour pages paint while the picture loads. */
  color: string;
}

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

/** The file name of one rendition, served under /media/images/. */
export const imageFileName = (key: string, width: number, format: ImageFormat) => `${key}-${width}.${format}`;

/** Writes a picture at each width in one format. */
export async function renderFormat(
  store: BlobStore,
  key: string,
  picture: ImageSource,
  widths: readonly number[],
  format: ImageFormat,
) {
  const source = sharp(typeof picture.data === 'string' ? Buffer.from(picture.data) : picture.data);
  for (const width of widths) {
    await store.put(
      publicMediaKey('images', imageFileName(key, width, format)),
      await encoders[format](source.clone().resize(width)),
    );
  }
}

/**
 * Renders a picture at each width as WebP into `images/<key>-<width>.webp`. The key carries a
 * hash of the picture, so a file's URL never changes meaning and can be cached for good. AVIF
 * (about a third smaller, but slower to encode) is added later with `renderFormat`.
 */
export async function renderImageSet(
  store: BlobStore,
  name: string,
  picture: ImageSource,
  widths: readonly number[],
): Promise<RenderedImageSet> {
  const key = `${name}-${createHash('sha256').update(picture.data).digest('hex').slice(0, 10)}`;
  await renderFormat(store, key, picture, widths, 'webp');
  return {
    key,
    width: picture.width,
    height: picture.height,
    widths: [...widths],
    formats: ['webp'],
    color: picture.color,
  };
}

/** Records a rendered set; the same picture rendered again (after an interruption) reuses its row. */
export async function saveImageSet(db: Db, image: RenderedImageSet): Promise<number> {
  const values = {
    key: image.key,
    width: image.width,
    height: image.height,
    widths: image.widths,
    formats: image.formats,
    dominantColor: image.color,
  };
  const [row] = await db
    .insert(images)
    .values(values)
    .onConflictDoUpdate({ target: images.key, set: values })
    .returning({ id: images.id });
  if (!row) throw new Error('image upsert returned no row');
  return row.id;
}

/** Deletes every rendition of an image set (missing files are fine). */
export async function removeImageFiles(
  store: BlobStore,
  image: { key: string; widths: readonly number[]; formats: readonly string[] },
): Promise<void> {
  const files = image.formats.flatMap((format) =>
    image.widths.map((width) => imageFileName(image.key, width, format as ImageFormat)),
  );
  await Promise.all(files.map((file) => store.delete(publicMediaKey('images', file))));
}
