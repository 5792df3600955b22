import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PlaylistFields, PlaylistSummary } from '@reelhouse/contracts/library';
import type { Language } from '@reelhouse/contracts/locales';
import { rows, type Db } from '@reelhouse/db/database';
import { playlistItems, playlists, playlistViews, watchlistItems } from '@reelhouse/db/schema/library';
import { images } from '@reelhouse/db/schema/media-images';
import { type Visibility } from '../catalogue/catalogue.module';
import { imageJson, isoTime } from '../../platform/sql';
import type { TitleCardRow, TitlesRepository } from '../catalogue/catalogue.module';

export type PlaylistRow = Omit<PlaylistSummary, 'isOwner' | 'owner'> & { owner: string; dbId: number; userId: number };

/** 12 random base64url characters: playlist addresses that cannot be guessed by counting. */
const newPublicId = () => randomBytes(9).toString('base64url');

/**
 * Watchlists and playlists. Every write names the owner next to the id, so a member can only ever
 * change their own; reads of cards go through the catalogue's visibility rules.
 */
export class LibraryRepository {
  constructor(
    private readonly db: Db,
    private readonly titles: TitlesRepository,
  ) {}

  watchlist(profileId: number, lang: Language, visibility: Visibility): Promise<TitleCardRow[]> {
    return this.titles.cards(
      lang,
      visibility,
      sql`t.id in (select title_id from watchlist_items where profile_id = ${profileId})`,
      sql`(select added_at from watchlist_items w where w.profile_id = ${profileId} and w.title_id = t.id) desc`,
      500,
    );
  }

  async addToWatchlist(profileId: number, titleId: number): Promise<void> {
    await this.db.insert(watchlistItems).values({ profileId, titleId }).onConflictDoNothing();
  }

  async removeFromWatchlist(profileId: number, titleId: number): Promise<void> {
    await this.db
      .delete(watchlistItems)
      .where(and(eq(watchlistItems.profileId, profileId), eq(watchlistItems.titleId, titleId)));
  }

  /** Playlists with their owner's display name and how many titles they hold. */
  private async playlistRows(where: ReturnType<typeof sql>): Promise<PlaylistRow[]> {
    return rows<PlaylistRow>(
      this.db,
      sql`
      select p.id as "dbId", p.public_id as id, p.user_id as "userId", p.name, p.description, p.privacy,
             p.show_owner as "showOwner",
             ${imageJson(sql`p.thumbnail_image_id`)} as thumbnail, p.view_count::int as "viewCount",
             (select count(*)::int from playlist_items pi where pi.playlist_id = p.id) as "itemCount",
             coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username, 'Member') as owner,
             ${isoTime('p.updated_at')} as "updatedAt"
        from playlists p join users u on u.id = p.user_id
       where ${where}
       order by p.updated_at desc, p.id desc`,
    );
  }

  ownPlaylists(userId: number): Promise<PlaylistRow[]> {
    return this.playlistRows(sql`p.user_id = ${userId}`);
  }

  async playlist(publicId: string): Promise<PlaylistRow | null> {
    const [row] = await this.playlistRows(sql`p.public_id = ${publicId}`);
    return row ?? null;
  }

  playlistTitles(playlistId: number, lang: Language, visibility: Visibility): Promise<TitleCardRow[]> {
    return this.titles.cards(
      lang,
      visibility,
      sql`t.id in (select title_id from playlist_items where playlist_id = ${playlistId})`,
      sql`(select added_at from playlist_items pi where pi.playlist_id = ${playlistId} and pi.title_id = t.id)`,
      500,
    );
  }

  async createPlaylist(userId: number, fields: PlaylistFields): Promise<string> {
    const [row] = await this.db
      .insert(playlists)
      .values({ ...fields, userId, publicId: newPublicId() })
      .returning({ id: playlists.publicId });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }

  /** Changes the owner's playlist; false when it is not theirs (or does not exist). */
  async updatePlaylist(
    userId: number,
    publicId: string,
    changes: Partial<PlaylistFields> & { thumbnailImageId?: number },
  ): Promise<boolean> {
    const updated = await this.db
      .update(playlists)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(playlists.userId, userId), eq(playlists.publicId, publicId)))
      .returning({ id: playlists.id });
    return updated.length > 0;
  }

  async deletePlaylist(userId: number, publicId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(playlists)
      .where(and(eq(playlists.userId, userId), eq(playlists.publicId, publicId)))
      .returning({ id: playlists.id });
    return deleted.length > 0;
  }

  async addToPlaylist(playlistId: number, titleId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(playlistItems).values({ playlistId, titleId }).onConflictDoNothing();
      await tx
        .update(playlists)
        .set({ updatedAt: sql`now()` })
        .where(eq(playlists.id, playlistId));
    });
  }

  async removeFromPlaylist(playlistId: number, titleId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(playlistItems)
        .where(and(eq(playlistItems.playlistId, playlistId), eq(playlistItems.titleId, titleId)));
      await tx
        .update(playlists)
        .set({ updatedAt: sql`now()` })
        .where(eq(playlists.id, playlistId));
    });
  }

  /**
   * Deletes the rows of uploaded thumbnails no playlist shows any more (replaced, or their
   * playlist or member deleted) and returns them, for their files to be removed. Pictures younger
   * than an hour are left: one may be between upload and being attached.
   */
  async deleteUnusedThumbnails(): Promise<{ key: string; widths: number[]; formats: string[] }[]> {
    return this.db
      .delete(images)
      .where(
        sql`${images.key} like 'playlist-%' and ${images.createdAt} < now() - interval '1 hour'
          and not exists (select 1 from playlists p where p.thumbnail_image_id = ${images.id})`,
      )
      .returning({ key: images.key, widths: images.widths, formats: images.formats });
  }

  /** Counts a view once per viewer per day; returns the playlist's count afterwards. */
  async countView(playlistId: number, viewer: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const first = await tx
        .insert(playlistViews)
        .values({ playlistId, viewer })
        .onConflictDoNothing()
        .returning({ viewer: playlistViews.viewer });
      const [row] = await tx
        .update(playlists)
        .set({ viewCount: sql`${playlists.viewCount} + ${first.length}` })
        .where(eq(playlists.id, playlistId))
        .returning({ viewCount: playlists.viewCount });
      return row?.viewCount ?? 0;
    });
  }
}
