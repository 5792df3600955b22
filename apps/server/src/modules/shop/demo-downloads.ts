import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '@reelhouse/db/database';
import { titleArtwork } from '../../platform/demo/demo-artwork';
import { demoMelodyWav } from '../../platform/demo/demo-melody';
import { DownloadsRepository } from './downloads.repository';

/** Seeds apart from the blog's melodies and the titles' artwork, so no two files are alike. */
const SOUNDTRACK_SEED = 50_000;
const WALLPAPER_SEED = 60_000;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Makes the files of the demo shop's downloads that are not on disk yet: a melody (WAV) for each
 * soundtrack, wide and tall PNG wallpapers from the title's artwork for each art pack.
 */
export async function makeMissingDemoDownloads(db: Db, downloadsDir: string): Promise<number> {
  const files = await new DownloadsRepository(db).demoFiles();
  let made = 0;
  for (const file of files) {
    const target = path.join(downloadsDir, file.storageKey);
    if (await exists(target)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    if (file.storageKey.endsWith('.wav')) {
      await writeFile(target, demoMelodyWav(SOUNDTRACK_SEED + file.productId));
    } else {
      const tall = file.storageKey.includes('wallpaper-tall');
      const art = titleArtwork(WALLPAPER_SEED + file.productId, 'backdrop');
      const [width, height] = tall ? [1080, 1920] : [1920, 1080];
      await sharp(Buffer.from(art.svg)).resize(width, height, { fit: 'cover' }).png().toFile(target);
    }
    made += 1;
  }
  return made;
}
