import sharp from 'sharp';
import type { Db } from '@reelhouse/db/database';
import { titleArtwork } from '../../platform/demo/demo-artwork';
import { demoMelodyWav } from '../../platform/demo/demo-melody';
import type { BlobStore } from '../../platform/storage/blob-store';
import { downloadKey } from '../../platform/storage/public-media';
import { ProductFilesRepository } from './product-files.repository';

/** Seeds apart from the blog's melodies and the titles' artwork, so no two files are alike. */
const SOUNDTRACK_SEED = 50_000;
const WALLPAPER_SEED = 60_000;

/**
 * Makes the files of the demo shop's downloads that are not in the store yet: a melody (WAV) for each
 * soundtrack, wide and tall PNG wallpapers from the title's artwork for each art pack. Each file's
 * size is recorded once it is there, for the console to show.
 */
export async function makeMissingDemoDownloads(db: Db, store: BlobStore): Promise<number> {
  const repository = new ProductFilesRepository(db);
  let made = 0;
  for (const file of await repository.demoFiles()) {
    const key = downloadKey(file.storageKey);
    const stored = (await store.head(key))?.size;
    if (stored !== undefined) {
      if (file.sizeBytes !== stored) await repository.setSize(file.id, stored);
      continue;
    }
    const bytes = file.storageKey.endsWith('.wav')
      ? demoMelodyWav(SOUNDTRACK_SEED + file.productId)
      : await wallpaper(file.productId, file.storageKey.includes('wallpaper-tall'));
    await store.put(key, bytes);
    await repository.setSize(file.id, bytes.length);
    made += 1;
  }
  return made;
}

function wallpaper(productId: number, tall: boolean): Promise<Buffer> {
  const art = titleArtwork(WALLPAPER_SEED + productId, 'backdrop');
  const [width, height] = tall ? [1080, 1920] : [1920, 1080];
  return sharp(Buffer.from(art.svg)).resize(width, height, { fit: 'cover' }).png().toBuffer();
}
