import type { PlaylistDetail, PlaylistFields, PlaylistSummary } from '@reelhouse/contracts/library';
import type { Language } from '@reelhouse/contracts/locales';
import type { Db } from '@reelhouse/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { TitlesRepository } from '../catalogue/catalogue.module';
import { hiddenRatings, type Viewer } from '../../platform/auth/viewer';
import type { LibraryRepository, PlaylistRow } from './library.repository';
import { removeImageFiles } from '../../platform/images/image-sets';
import { pictureShapes, storeUploadedPicture } from '../../platform/images/uploaded-pictures';
import type { BlobStore } from '../../platform/storage/blob-store';

type Member = Viewer & { userId: number };
/** The profile watching: My List is each profile's own. */
type ProfileViewer = Viewer & { profileId: number };

const noPlaylist = () => new AppError('not_found', 'There is no such playlist.');
/** A playlist as this viewer sees it: the owner's name only for the owner, or when they chose to show it. */
const summary = ({ dbId: _dbId, userId, ...row }: PlaylistRow, viewer: Viewer): PlaylistSummary => {
  const isOwner = userId === viewer.userId;
  return { ...row, owner: isOwner || row.showOwner ? row.owner : null, isOwner };
};

/**
 * A member's watchlist and playlists. Titles are added only when the member may see them; a
 * private playlist, or another member's playlist when changing it, answers 404 as if it did not
 * exist, so ids cannot be probed.
 */
export class LibraryService {
  constructor(
    private readonly library: LibraryRepository,
    private readonly titles: TitlesRepository,
    private readonly catalogue: CatalogueService,
    private readonly storage: { db: Db; store: BlobStore },
  ) {}

  async watchlist(viewer: ProfileViewer, lang: Language) {
    return { items: await this.library.watchlist(viewer.profileId, lang, { hiddenRatings: hiddenRatings(viewer) }) };
  }

  async addToWatchlist(viewer: ProfileViewer, slug: string): Promise<void> {
    const title = await this.catalogue.titleSummary(slug, 'en', viewer);
    await this.library.addToWatchlist(viewer.profileId, title.id);
  }

  /** Removing works even for a title the profile can no longer see (a PIN set since). */
  async removeFromWatchlist(viewer: ProfileViewer, slug: string): Promise<void> {
    await this.library.removeFromWatchlist(viewer.profileId, await this.titleId(slug));
  }

  async playlists(member: Member): Promise<{ items: PlaylistSummary[] }> {
    const rows = await this.library.ownPlaylists(member.userId);
    return { items: rows.map((row) => summary(row, member)) };
  }

  /** A playlist with its titles. Someone else's view counts once a day (`viewerKey`); the owner's does not. */
  async playlist(publicId: string, viewer: Viewer, lang: Language, viewerKey: string): Promise<PlaylistDetail> {
    const row = await this.library.playlist(publicId);
    const isOwner = row !== null && row.userId === viewer.userId;
    if (!row || (row.privacy === 'private' && !isOwner)) throw noPlaylist();
    if (!isOwner) row.viewCount = await this.library.countView(row.dbId, viewerKey);
    const items = await this.library.playlistTitles(row.dbId, lang, { hiddenRatings: hiddenRatings(viewer) });
    // Counted from what this viewer may see: hidden titles are neither shown nor counted.
    return { ...summary(row, viewer), itemCount: items.length, items };
  }

  async createPlaylist(member: Member, fields: PlaylistFields): Promise<PlaylistSummary> {
    const publicId = await this.library.createPlaylist(member.userId, fields);
    return summary(await this.own(member, publicId), member);
  }

  async updatePlaylist(member: Member, publicId: string, changes: Partial<PlaylistFields>): Promise<PlaylistSummary> {
    if (!(await this.library.updatePlaylist(member.userId, publicId, changes))) throw noPlaylist();
    return summary(await this.own(member, publicId), member);
  }

  async deletePlaylist(member: Member, publicId: string): Promise<void> {
    if (!(await this.library.deletePlaylist(member.userId, publicId))) throw noPlaylist();
  }

  /** Ownership is checked before the picture is decoded: nobody else's upload costs us work. */
  async setThumbnail(member: Member, publicId: string, bytes: Buffer): Promise<PlaylistSummary> {
    await this.own(member, publicId);
    const imageId = await storeUploadedPicture(
      this.storage.db,
      this.storage.store,
      bytes,
      pictureShapes.playlistThumbnail,
    );
    await this.library.updatePlaylist(member.userId, publicId, { thumbnailImageId: imageId });
    return summary(await this.own(member, publicId), member);
  }

  async addTitle(member: Member, publicId: string, slug: string): Promise<void> {
    const playlist = await this.own(member, publicId);
    const title = await this.catalogue.titleSummary(slug, 'en', member);
    await this.library.addToPlaylist(playlist.dbId, title.id);
  }

  async removeTitle(member: Member, publicId: string, slug: string): Promise<void> {
    const playlist = await this.own(member, publicId);
    await this.library.removeFromPlaylist(playlist.dbId, await this.titleId(slug));
  }

  /** The daily clean-up: thumbnails nothing shows any more, rows and files. Returns how many. */
  async removeUnusedThumbnails(): Promise<number> {
    const unused = await this.library.deleteUnusedThumbnails();
    for (const image of unused) await removeImageFiles(this.storage.store, image);
    return unused.length;
  }

  private async own(member: Member, publicId: string): Promise<PlaylistRow> {
    const row = await this.library.playlist(publicId);
    if (!row || row.userId !== member.userId) throw noPlaylist();
    return row;
  }

  private async titleId(slug: string): Promise<number> {
    const title = await this.titles.findBySlug(slug, 'en');
    if (!title) throw new AppError('not_found', `There is no title "${slug}".`);
    return title.id;
  }
}
