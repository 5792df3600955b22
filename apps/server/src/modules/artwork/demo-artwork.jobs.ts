import type { Db } from '@reelhouse/db/database';
import { portraitArtwork, titleArtwork, type Artwork } from '../../platform/demo/demo-artwork';
import { renderFormat, renderImageSet, saveImageSet, widthsFor } from '../../platform/images/image-sets';
import { DemoArtworkRepository } from './demo-artwork.repository';
import { firstThese } from './home-first';
import { productArtwork } from './product-artwork';
import type { BlobStore } from '../../platform/storage/blob-store';

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
  store: BlobStore,
  log: Logger,
  onProgress: () => void,
  firstTitles: readonly string[] = [],
  /** Aborted when the server stops: the picture being drawn is finished, the rest wait for the next start. */
  signal?: AbortSignal,
): Promise<number> {
  const books = new DemoArtworkRepository(db);
  const missing = await books.missing();
  const { episodes, people, posts, authors, gallery, products } = missing;
  const titles = firstThese(missing.titles, firstTitles);
  const count =
    titles.length + episodes.length + people.length + posts.length + authors.length + gallery.length + products.length;
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
    signal?.throwIfAborted();
    const image = await renderImageSet(store, name, { ...artwork, data: artwork.svg }, widths);
    const imageId = await saveImageSet(db, image);
    drawn.push({ imageId, key: image.key, artwork, widths });
    return imageId;
  };
  for (const title of titles) {
    const poster = await draw(`${title.slug}-poster`, titleArtwork(title.id, 'poster'), widthsFor.poster);
    const backdrop = await draw(`${title.slug}-backdrop`, titleArtwork(title.id, 'backdrop'), widthsFor.backdrop);
    await books.setTitleArt(title.id, { poster, backdrop });
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
    await books.setGalleryPicture(postId, position, picture);
  }
  onProgress();
  // Each episode its own still, for the season lists.
  for (const episode of episodes) {
    const still = await draw(episode.name, titleArtwork(EPISODE_SEED + episode.id, 'backdrop'), widthsFor.thumbnail);
    await books.setEpisodeStill(episode.id, still);
  }
  onProgress();
  for (const person of people) {
    const portrait = await draw(`${person.slug}-portrait`, portraitArtwork(person.id), widthsFor.portrait);
    await books.setPortrait(person.id, portrait);
  }
  for (const post of posts) {
    const cover = await draw(
      `blog-${post.slug}`,
      titleArtwork(BLOG_COVER_SEED + post.id, 'backdrop'),
      widthsFor.backdrop,
    );
    await books.setPostCover(post.id, cover);
  }
  for (const author of authors) {
    const avatar = await draw(
      `${author.slug}-avatar`,
      portraitArtwork(BLOG_AVATAR_SEED + author.id),
      widthsFor.portrait,
    );
    await books.setAuthorAvatar(author.id, avatar);
  }
  for (const image of products) {
    const picture = await draw(
      `product-${image.slug}-${image.position}`,
      productArtwork(image.slug, image.titleId ?? image.productId, image.position),
      widthsFor.product,
    );
    await books.setProductPicture(image.productId, image.position, picture);
  }
  onProgress();
  log.info({ images: drawn.length }, 'demo artwork ready (WebP)');

  // Second pass: AVIF beside each WebP; an image lists the format only once its files exist.
  for (const [index, image] of drawn.entries()) {
    signal?.throwIfAborted();
    await renderFormat(store, image.key, { ...image.artwork, data: image.artwork.svg }, image.widths, 'avif');
    await books.addAvif(image.imageId);
    if (index % 20 === 19) onProgress();
  }
  onProgress();
  log.info({ images: drawn.length }, 'demo artwork ready (AVIF)');
  return count;
}
