import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rows, type Db } from '@reelhouse/db/database';
import { blogAuthors, blogGalleryImages, blogPosts } from '@reelhouse/db/schema/blog';
import { episodes, titles } from '@reelhouse/db/schema/catalogue';
import { images } from '@reelhouse/db/schema/media-images';
import { people } from '@reelhouse/db/schema/people';
import { productImages } from '@reelhouse/db/schema/shop-catalogue';

/** Every row of the demo (never an operator's) that has no picture yet, each list in a stable order. */
export interface MissingPictures {
  titles: { id: number; slug: string }[];
  /** `name` is the still's file name: the title's slug with season and episode numbers. */
  episodes: { id: number; name: string }[];
  people: { id: number; slug: string }[];
  posts: { id: number; slug: string }[];
  authors: { id: number; slug: string }[];
  gallery: { postId: number; position: number }[];
  /** `titleId`: the first title the product belongs to, whose palette its pictures take. */
  products: { productId: number; position: number; slug: string; titleId: number | null }[];
}

/** Finds the demo's missing pictures and links each drawn image set to what it shows. */
export class DemoArtworkRepository {
  constructor(private readonly db: Db) {}

  async missing(): Promise<MissingPictures> {
    const { db } = this;
    return {
      titles: await db
        .select({ id: titles.id, slug: titles.slug })
        .from(titles)
        .where(and(titles.demo, isNull(titles.posterImageId)))
        .orderBy(asc(titles.id)),
      episodes: await rows<{ id: number; name: string }>(
        db,
        sql`select e.id, t.slug || '-s' || s.number || 'e' || e.number as name
              from episodes e join seasons s on s.id = e.season_id join titles t on t.id = s.title_id
             where t.demo and e.image_id is null order by t.id, s.number, e.number`,
      ),
      people: await this.withoutPicture(people, people.profileImageId),
      posts: await this.withoutPicture(blogPosts, blogPosts.coverImageId),
      authors: await this.withoutPicture(blogAuthors, blogAuthors.avatarImageId),
      gallery: await db
        .select({ postId: blogGalleryImages.postId, position: blogGalleryImages.position })
        .from(blogGalleryImages)
        .innerJoin(blogPosts, eq(blogPosts.id, blogGalleryImages.postId))
        .where(and(blogPosts.demo, isNull(blogGalleryImages.imageId)))
        .orderBy(asc(blogGalleryImages.postId), asc(blogGalleryImages.position)),
      products: await rows<MissingPictures['products'][number]>(
        db,
        sql`select pi.product_id as "productId", pi.position, p.slug,
                   (select min(title_id) from product_titles pt where pt.product_id = p.id) as "titleId"
              from product_images pi join products p on p.id = pi.product_id
             where p.demo and pi.image_id is null order by pi.product_id, pi.position`,
      ),
    };
  }

  /** Rows of a table with one picture slot and a slug whose picture is missing. */
  private withoutPicture(
    table: typeof people | typeof blogPosts | typeof blogAuthors,
    picture: AnyPgColumn,
  ): Promise<{ id: number; slug: string }[]> {
    return this.db
      .select({ id: table.id, slug: table.slug })
      .from(table)
      .where(and(table.demo, isNull(picture)))
      .orderBy(asc(table.id));
  }

  async setTitleArt(titleId: number, art: { poster: number; backdrop: number }): Promise<void> {
    await this.db
      .update(titles)
      .set({
        posterImageId: art.poster,
        backdropImageId: art.backdrop,
        thumbnailImageId: art.backdrop,
        updatedAt: sql`now()`,
      })
      .where(eq(titles.id, titleId));
  }

  async setGalleryPicture(postId: number, position: number, imageId: number): Promise<void> {
    await this.db
      .update(blogGalleryImages)
      .set({ imageId })
      .where(and(eq(blogGalleryImages.postId, postId), eq(blogGalleryImages.position, position)));
  }

  async setEpisodeStill(episodeId: number, imageId: number): Promise<void> {
    await this.db.update(episodes).set({ imageId }).where(eq(episodes.id, episodeId));
  }

  async setPortrait(personId: number, imageId: number): Promise<void> {
    await this.db.update(people).set({ profileImageId: imageId }).where(eq(people.id, personId));
  }

  async setPostCover(postId: number, imageId: number): Promise<void> {
    await this.db.update(blogPosts).set({ coverImageId: imageId }).where(eq(blogPosts.id, postId));
  }

  async setAuthorAvatar(authorId: number, imageId: number): Promise<void> {
    await this.db.update(blogAuthors).set({ avatarImageId: imageId }).where(eq(blogAuthors.id, authorId));
  }

  async setProductPicture(productId: number, position: number, imageId: number): Promise<void> {
    await this.db
      .update(productImages)
      .set({ imageId })
      .where(and(eq(productImages.productId, productId), eq(productImages.position, position)));
  }

  /** The image's AVIF files exist now: pages may offer them. */
  async addAvif(imageId: number): Promise<void> {
    await this.db
      .update(images)
      .set({ formats: ['avif', 'webp'] })
      .where(eq(images.id, imageId));
  }
}
