import { sql } from 'drizzle-orm';
import { rows, type Db } from '@reelhouse/db/database';
import { portraitArtwork, titleArtwork } from './demo-artwork';
import type { Artwork } from './demo-artwork';
import { renderFormat, renderImageSet, saveImageSet, widthsFor } from './image-sets';

interface Logger {
  info: (object: object, message: string) => void;
}

/**
 * Draws artwork for every title and person that has none yet. It runs after the server is up
 * (pages show each card's colour until its picture lands) and picks up where it stopped if the
 * server was interrupted; calls `onProgress` after each title so cached answers can be refreshed.
 */
export async function drawMissingDemoArtwork(
  db: Db,
  imagesDir: string,
  log: Logger,
  onProgress: () => void,
): Promise<number> {
  const titles = await rows<{ id: number; slug: string }>(
    db,
    sql`select id, slug from titles where poster_image_id is null order by id`,
  );
  const people = await rows<{ id: number; slug: string }>(
    db,
    sql`select id, slug from people where profile_image_id is null order by id`,
  );
  if (titles.length + people.length === 0) return 0;
  log.info({ titles: titles.length, people: people.length }, 'drawing demo artwork');

  // First pass: WebP for everything, so every card has its picture soon.
  const drawn: { imageId: number; key: string; artwork: Artwork; widths: readonly number[] }[] = [];
  const draw = async (name: string, artwork: Artwork, widths: readonly number[]) => {
    const image = await renderImageSet(imagesDir, name, { ...artwork, data: artwork.svg }, widths);
    const imageId = await saveImageSet(db, image);
    drawn.push({ imageId, key: image.key, artwork, widths });
    return imageId;
  };
  for (const title of titles) {
    const poster = await draw(`${title.slug}-poster`, titleArtwork(title.id, 'poster'), widthsFor.poster);
    const backdrop = await draw(`${title.slug}-backdrop`, titleArtwork(title.id, 'backdrop'), widthsFor.backdrop);
    await db.execute(sql`update titles set poster_image_id = ${poster}, backdrop_image_id = ${backdrop},
      thumbnail_image_id = ${backdrop}, updated_at = now() where id = ${title.id}`);
    onProgress();
  }
  for (const person of people) {
    const portrait = await draw(`${person.slug}-portrait`, portraitArtwork(person.id), widthsFor.portrait);
    await db.execute(sql`update people set profile_image_id = ${portrait} where id = ${person.id}`);
  }
  onProgress();
  log.info({ titles: titles.length, people: people.length }, 'demo artwork ready (WebP)');

  // Second pass: AVIF beside each WebP; an image lists the format only once its files exist.
  for (const [index, image] of drawn.entries()) {
    await renderFormat(imagesDir, image.key, { ...image.artwork, data: image.artwork.svg }, image.widths, 'avif');
    await db.execute(sql`update images set formats = '{avif,webp}' where id = ${image.imageId}`);
    if (index % 20 === 19) onProgress();
  }
  onProgress();
  log.info({ images: drawn.length }, 'demo artwork ready (AVIF)');
  return titles.length + people.length;
}
