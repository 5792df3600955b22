import { eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@reelhouse/db/database';
import { mediaAssets, playables } from '@reelhouse/db/schema/media';
import type { PreviewSource } from './preview-window';

/** A title or episode and the video its preview is cut from: the newest it has (a replacement on its way counts). */
export type PreviewClipSource = PreviewSource & {
  playableId: number;
  assetId: number;
  sourceKey: string;
  sourceSha256: string;
  previewFile: string | null;
};

const newestAsset = sql<number>`coalesce(${playables.nextAssetId}, ${playables.assetId})`;

/** Which preview clip each title and episode shows. */
export class PreviewClipsRepository {
  constructor(private readonly db: Db) {}

  /** The titles and episodes that play this asset, or are about to (a replacement on its way). */
  async playing(assetId: number): Promise<PreviewClipSource[]> {
    return this.db
      .select({
        playableId: playables.id,
        assetId: mediaAssets.id,
        sourceKey: mediaAssets.sourceKey,
        sourceSha256: mediaAssets.sourceSha256,
        durationSeconds: mediaAssets.durationSeconds,
        previewStartSeconds: playables.previewStartSeconds,
        introEndSeconds: playables.introEndSeconds,
        previewFile: playables.previewFile,
      })
      .from(playables)
      .innerJoin(mediaAssets, eq(mediaAssets.id, newestAsset))
      .where(eq(newestAsset, assetId))
      .orderBy(playables.id);
  }

  /**
   * Records the clip made from `made`, unless the video or the points that place the preview
   * changed meanwhile (the clip would show the wrong stretch): answers whether it was recorded.
   */
  async save(made: PreviewClipSource, file: string): Promise<boolean> {
    const saved = await this.db
      .update(playables)
      .set({ previewFile: file })
      .where(
        sql`${playables.id} = ${made.playableId} and ${newestAsset} = ${made.assetId}
            and ${playables.previewStartSeconds} is not distinct from ${made.previewStartSeconds}::real
            and ${playables.introEndSeconds} is not distinct from ${made.introEndSeconds}::real`,
      )
      .returning({ id: playables.id });
    return saved.length > 0;
  }

  /** The videos some title or episode shows no preview of yet (imported before previews existed). */
  async assetsWithoutClips(): Promise<{ assetId: number }[]> {
    return this.db.selectDistinct({ assetId: newestAsset }).from(playables).where(isNull(playables.previewFile));
  }
}
