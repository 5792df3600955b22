import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { rows, type Db } from '@reelhouse/db/database';
import { blogAuthors, blogGalleryImages, blogPosts } from '@reelhouse/db/schema/blog';
import { episodes as episodesTable, titles as titlesTable } from '@reelhouse/db/schema/catalogue';
import { images } from '@reelhouse/db/schema/media-images';
import { people as peopleTable } from '@reelhouse/db/schema/people';
import { productImages as productImagesTable } from '@reelhouse/db/schema/shop-catalogue';
import { portraitArtwork, titleArtwork } from '../../platform/demo/demo-artwork';
import { productArtwork } from './product-artwork';
import type { Artwork } from '../../platform/demo/demo-artwork';
import { firstThese } from './home-first';
import { renderFormat, renderImageSet, saveImageSet, widthsFor } from '../../platform/images/image-sets';

interface Logger {
  info: (object: object, message: string) => void;
}

/** Seeds for blog pictures, apart from titles' and people's so no two pictures repeat. */
const BLOG_COVER_SEED = 10_000;
const BLOG_AVATAR_SEED = 20_000;
const BLOG_GALLERY_SEED = 30_000;
const EPISODE_SEED = 40_000;

/**
 * Draws artwork for every title, episode, person, blog post, blog author, gallery picture and shop
 * product picture that has none yet. It runs after the server is up (pages show a placeholder until each
 * picture lands) and picks up where it stopped if the server was interrupted. The titles named in
 * `firstTitles` (what the home page shows) are drawn first; `onProgress` is called after each
 * title so cached answers can be refreshed.
 */
export async function drawMissingDemoArtwork(
  db: Db,
  imagesDir: string,
  log: Logger,
  onProgress: () => void,
  firstTitles: readonly string[] = [],
): Promise<number> {
  const titles = firstThese(
    await db
      .select({ id: titlesTable.id, slug: titlesTable.slug })
      .from(titlesTable)
      .where(isNull(titlesTable.posterImageId))
      .orderBy(asc(titlesTable.id)),
    firstTitles,
  );
  const episodes = await rows<{ id: number; name: string }>(
    db,
    sql`select e.id, t.slug || '-s' || s.number || 'e' || e.number as name
          from episodes e join seasons s on s.id = e.season_id join titles t on t.id = s.title_id
         where e.image_id is null order by t.id, s.number, e.number`,
  );
  const people = await db
    .select({ id: peopleTable.id, slug: peopleTable.slug })
    .from(peopleTable)
    .where(isNull(peopleTable.profileImageId))
    .orderBy(asc(peopleTable.id));
  const posts = await db
    .select({ id: blogPosts.id, slug: blogPosts.slug })
    .from(blogPosts)
    .where(isNull(blogPosts.coverImageId))
    .orderBy(asc(blogPosts.id));
  const authors = await db
    .select({ id: blogAuthors.id, slug: blogAuthors.slug })
    .from(blogAuthors)
    .where(isNull(blogAuthors.avatarImageId))
    .orderBy(asc(blogAuthors.id));
  const gallery = await db
    .select({ postId: blogGalleryImages.postId, position: blogGalleryImages.position })
    .from(blogGalleryImages)
    .where(isNull(blogGalleryImages.imageId))
    .orderBy(asc(blogGalleryImages.postId), asc(blogGalleryImages.position));
  const productImages = await rows<{ productId: number; position: number; slug: string; titleId: number | null }>(
    db,
    sql`select pi.product_id as "productId", pi.position, p.slug,
               (select min(title_id) from product_titles pt where pt.product_id = p.id) as "titleId"
          from product_images pi join products p on p.id = pi.product_id
         where pi.image_id is null order by pi.product_id, pi.position`,
  );
  const count =
    titles.length +
    episodes.length +
    people.length +
    posts.length +
    authors.length +
    gallery.length +
    productImages.length;
  if (count === 0) return 0;
  log.info(
    {
      titles: titles.length,
      episodes: episodes.length,
      people: people.length,
      others: count - titles.length - episodes.length - people.length,
    },
    'drawing demo artwork',
  );

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
    await db
      .update(titlesTable)
      .set({ posterImageId: poster, backdropImageId: backdrop, thumbnailImageId: backdrop, updatedAt: sql`now()` })
      .where(eq(titlesTable.id, title.id));
    onProgress();
  }
  // Gallery pictures next: they are a post's content, where a missing cover or still only shows a
  // placeholder (and there are a few of them against a still for every episode).
  for (const { postId, position } of gallery) {
    const seed = BLOG_GALLERY_SEED + postId * 10 + position;
    const picture = await draw(
      `blog-gallery-${postId}-${position}`,
      titleArtwork(seed, 'backdrop'),
      widthsFor.backdrop,
    );
    await db
      .update(blogGalleryImages)
      .set({ imageId: picture })
      .where(and(eq(blogGalleryImages.postId, postId), eq(blogGalleryImages.position, position)));
  }
  onProgress();
  // Each episode its own still, for the season lists.
  for (const episode of episodes) {
    const still = await draw(episode.name, titleArtwork(EPISODE_SEED + episode.id, 'backdrop'), widthsFor.thumbnail);
    await db.update(episodesTable).set({ imageId: still }).where(eq(episodesTable.id, episode.id));
  }
  onProgress();
  for (const person of people) {
    const portrait = await draw(`${person.slug}-portrait`, portraitArtwork(person.id), widthsFor.portrait);
    await db.update(peopleTable).set({ profileImageId: portrait }).where(eq(peopleTable.id, person.id));
  }
  for (const post of posts) {
    const cover = await draw(
      `blog-${post.slug}`,
      titleArtwork(BLOG_COVER_SEED + post.id, 'backdrop'),
      widthsFor.backdrop,
    );
    await db.update(blogPosts).set({ coverImageId: cover }).where(eq(blogPosts.id, post.id));
  }
  for (const author of authors) {
    const avatar = await draw(
      `${author.slug}-avatar`,
      portraitArtwork(BLOG_AVATAR_SEED + author.id),
      widthsFor.portrait,
    );
    await db.update(blogAuthors).set({ avatarImageId: avatar }).where(eq(blogAuthors.id, author.id));
  }
  for (const image of productImages) {
    const picture = await draw(
      `product-${image.slug}-${image.position}`,
      productArtwork(image.slug, image.titleId ?? image.productId, image.position),
      widthsFor.product,
    );
    await db
      .update(productImagesTable)
      .set({ imageId: picture })
      .where(and(eq(productImagesTable.productId, image.productId), eq(productImagesTable.position, image.position)));
  }
  onProgress();
  log.info({ images: drawn.length }, 'demo artwork ready (WebP)');

  // Second pass: AVIF beside each WebP; an image lists the format only once its files exist.
  for (const [index, image] of drawn.entries()) {
    await renderFormat(imagesDir, image.key, { ...image.artwork, data: image.artwork.svg }, image.widths, 'avif');
    await db
      .update(images)
      .set({ formats: ['avif', 'webp'] })
      .where(eq(images.id, image.imageId));
    if (index % 20 === 19) onProgress();
  }
  onProgress();
  log.info({ images: drawn.length }, 'demo artwork ready (AVIF)');
  return count;
}
