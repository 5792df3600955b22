import { z } from 'zod';
import { rowIdParam } from './numbers';
import { productParamsSchema } from './shop-products';

/**
 * What a digital product may hand its buyers, by the file's extension, with the type it is sent
 * as. Every download goes out as an attachment, so the type only tells the buyer's system what
 * opens it; executables and web pages are left out on purpose.
 */
export const productFileTypes = {
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
  zip: 'application/zip',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  flac: 'audio/flac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  mp4: 'video/mp4',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  txt: 'text/plain',
} as const;

/** Largest file an operator may attach to a digital product. */
export const PRODUCT_FILE_MAX_BYTES = 100 * 1024 * 1024;

/** The extension of a file's name, lower-cased; '' when it has none. */
export const fileExtensionOf = (name: string): string => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The type a file is sent as, by its name; null when the shop does not hand out that kind of file. */
export const productFileTypeOf = (name: string): string | null =>
  (productFileTypes as Record<string, string>)[fileExtensionOf(name)] ?? null;

/**
 * The name a buyer's download is saved under: a plain file name (no folders, no control
 * characters) ending in one of the extensions above.
 */
export const productFileNameSchema = z
  .string()
  .trim()
  .min(1, 'name the file')
  .max(120, 'must be at most 120 characters')
  .regex(/^[^/\\\p{Cc}]+$/u, 'must be a file name without folders')
  .refine((name) => productFileTypeOf(name) !== null, {
    message: `must end in .${Object.keys(productFileTypes).join(', .')}`,
  });

export const productFileUploadQuerySchema = z.object({ name: productFileNameSchema });

export const productFileParamsSchema = productParamsSchema.extend({ fileId: rowIdParam() });

/** A file of a digital product as the console shows it. */
export const adminProductFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contentType: z.string(),
  /** Null while the file is not on disk (a demo file still being made, or one lost). */
  bytes: z.number().int().nullable(),
  /** Paid orders whose buyers may download it. */
  holders: z.number().int(),
  createdAt: z.string(),
});
export type AdminProductFile = z.infer<typeof adminProductFileSchema>;
