import { thumbnailFormats, THUMBNAIL_MAX_BYTES } from '@reelhouse/contracts/library';
import type { Db } from '@reelhouse/db/database';
import sharp from 'sharp';
import { fieldError } from '../../errors/app-error';
import { renderFormat, renderImageSet, saveImageSet, widthsFor } from '../artwork/image-sets';

/** Pictures larger than this many pixels are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;
const SIZE = { width: 1280, height: 720 };

const thumbnailError = (code: 'unsupported_media_type' | 'payload_too_large', message: string) =>
  fieldError(code, 'thumbnail', message);

export const thumbnailTooLarge = () =>
  thumbnailError('payload_too_large', `The thumbnail is larger than ${THUMBNAIL_MAX_BYTES / 1024 / 1024} MB.`);

const notAPicture = () =>
  thumbnailError('unsupported_media_type', 'The thumbnail must be a WebP, GIF, PNG or JPEG picture.');

/**
 * Checks an uploaded thumbnail by its content (sharp reads the bytes; the file name and declared
 * type are ignored), then re-encodes it: 16:9, turned upright, without metadata or anything else
 * the file carried, in WebP and AVIF at the thumbnail widths. Returns the new image's id.
 */
export async function storeThumbnail(db: Db, imagesDir: string, bytes: Buffer): Promise<number> {
  if (bytes.length > THUMBNAIL_MAX_BYTES) throw thumbnailTooLarge();
  const format = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .then((metadata) => metadata.format as string)
    .catch(() => null);
  if (!format || !(thumbnailFormats as readonly string[]).includes(format)) throw notAPicture();

  const upright = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(SIZE.width, SIZE.height, { fit: 'cover' })
    .png()
    .toBuffer()
    .catch(() => {
      throw notAPicture();
    });
  const { dominant } = await sharp(upright).stats();
  const color = `#${[dominant.r, dominant.g, dominant.b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
  const picture = { data: upright, ...SIZE, color };
  const image = await renderImageSet(imagesDir, 'playlist', picture, widthsFor.thumbnail);
  await renderFormat(imagesDir, image.key, picture, widthsFor.thumbnail, 'avif');
  return saveImageSet(db, { ...image, formats: ['avif', 'webp'] });
}
