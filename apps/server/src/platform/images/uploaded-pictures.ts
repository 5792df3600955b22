import { THUMBNAIL_MAX_BYTES } from '@reelhouse/contracts/library';
import { ARTWORK_MAX_BYTES } from '@reelhouse/contracts/catalogue-admin';
import { PORTRAIT_MAX_BYTES } from '@reelhouse/contracts/people-admin';
import { PRODUCT_PICTURE_MAX_BYTES } from '@reelhouse/contracts/shop-admin';
import { PROFILE_PICTURE_MAX_BYTES } from '@reelhouse/contracts/profiles';
import type { Db } from '@reelhouse/db/database';
import sharp from 'sharp';
import { fieldError } from '../errors/app-error';
import { renderFormat, renderImageSet, saveImageSet, widthsFor } from './image-sets';
import type { BlobStore } from '../storage/blob-store';

/** Pictures larger than this many pixels are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;
const FORMATS = ['webp', 'gif', 'png', 'jpeg'];

/** What an uploaded picture becomes: its request field, file-name prefix, canvas and widths. */
export interface PictureShape {
  field: string;
  /** Prefix of the stored files' names (`<prefix>-<hash>-<width>.<format>`). */
  prefix: string;
  maxBytes: number;
  size: { width: number; height: number };
  widths: readonly number[];
  /** `cover` crops to the canvas (the default); `contain` fits inside it on a transparent ground. */
  fit?: 'cover' | 'contain';
}

export const pictureShapes = {
  /** Members' playlist thumbnails, 16:9. */
  playlistThumbnail: {
    field: 'thumbnail',
    prefix: 'playlist',
    maxBytes: THUMBNAIL_MAX_BYTES,
    size: { width: 1280, height: 720 },
    widths: widthsFor.thumbnail,
  },
  /** Operators' product pictures, square like the shop's cards and gallery (WooCommerce crops them so too). */
  productPicture: {
    field: 'picture',
    prefix: 'shop',
    maxBytes: PRODUCT_PICTURE_MAX_BYTES,
    size: { width: 800, height: 800 },
    widths: widthsFor.product,
  },
  /** People's portraits, square like the demo's and the cast lists that show them. */
  portrait: {
    field: 'portrait',
    prefix: 'person',
    maxBytes: PORTRAIT_MAX_BYTES,
    size: { width: 480, height: 480 },
    widths: widthsFor.portrait,
  },
  /** Titles' posters, 2:3 like the demo's and the cards that show them. */
  poster: {
    field: 'poster',
    prefix: 'poster',
    maxBytes: ARTWORK_MAX_BYTES,
    size: { width: 600, height: 900 },
    widths: widthsFor.poster,
  },
  /** Titles' backdrops, 16:9, behind the title page's hero and the home banner. */
  backdrop: {
    field: 'backdrop',
    prefix: 'backdrop',
    maxBytes: ARTWORK_MAX_BYTES,
    size: { width: 1280, height: 720 },
    widths: widthsFor.backdrop,
  },
  /** Titles' logos: fitted whole into a wide canvas, what is around them left transparent. */
  logo: {
    field: 'logo',
    prefix: 'logo',
    maxBytes: ARTWORK_MAX_BYTES,
    size: { width: 800, height: 320 },
    widths: widthsFor.logo,
    fit: 'contain',
  },
  /** Members' profile pictures, square like the drawn avatars they replace. */
  profilePicture: {
    field: 'picture',
    prefix: 'profile',
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
    size: { width: 320, height: 320 },
    widths: widthsFor.portrait,
  },
  /** Blog authors' avatars, square like people's portraits (bylines show them round). */
  authorAvatar: {
    field: 'avatar',
    prefix: 'blog-author',
    maxBytes: PORTRAIT_MAX_BYTES,
    size: { width: 480, height: 480 },
    widths: widthsFor.portrait,
  },
  /** Blog covers, 16:9 like the post cards and the post's header. */
  blogCover: {
    field: 'cover',
    prefix: 'blog-cover',
    maxBytes: ARTWORK_MAX_BYTES,
    size: { width: 1200, height: 675 },
    widths: widthsFor.blog,
  },
  /** Gallery posts' pictures, 3:2 like the gallery's frames. */
  blogGallery: {
    field: 'picture',
    prefix: 'blog-gallery',
    maxBytes: ARTWORK_MAX_BYTES,
    size: { width: 1200, height: 800 },
    widths: widthsFor.blog,
  },
} satisfies Record<string, PictureShape>;

export const pictureTooLarge = (shape: PictureShape) =>
  fieldError('payload_too_large', shape.field, `The ${shape.field} is larger than ${shape.maxBytes / 1024 / 1024} MB.`);

const notAPicture = (shape: PictureShape) =>
  fieldError('unsupported_media_type', shape.field, `The ${shape.field} must be a WebP, GIF, PNG or JPEG picture.`);

/** The request body as a picture's bytes, or a 415 naming the field when there are none. */
export function pictureBytes(body: unknown, shape: PictureShape): Buffer {
  if (Buffer.isBuffer(body) && body.length > 0) return body;
  throw fieldError('unsupported_media_type', shape.field, 'Send the picture itself as the request body.');
}

/**
 * Checks an uploaded picture by its content (sharp reads the bytes; the file name and declared
 * type are ignored), then re-encodes it: cropped to the shape, turned upright, without metadata or
 * anything else the file carried, in WebP and AVIF at the shape's widths. Returns the image's id.
 */
export async function storeUploadedPicture(db: Db, store: BlobStore, bytes: Buffer, shape: PictureShape) {
  if (bytes.length > shape.maxBytes) throw pictureTooLarge(shape);
  const format = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .then((metadata) => metadata.format as string)
    .catch(() => null);
  if (!format || !FORMATS.includes(format)) throw notAPicture(shape);

  const upright = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(shape.size.width, shape.size.height, {
      fit: shape.fit ?? 'cover',
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .png()
    .toBuffer()
    .catch(() => {
      throw notAPicture(shape);
    });
  const { dominant } = await sharp(upright).stats();
  const color = `#${[dominant.r, dominant.g, dominant.b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
  const picture = { data: upright, ...shape.size, color };
  const image = await renderImageSet(store, shape.prefix, picture, shape.widths);
  await renderFormat(store, image.key, picture, shape.widths, 'avif');
  return saveImageSet(db, { ...image, formats: ['avif', 'webp'] });
}
