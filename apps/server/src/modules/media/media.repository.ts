import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AccessTier, TitleKind } from '@reelhouse/contracts/catalogue';
import type { MediaMarkers } from '@reelhouse/contracts/playback';
import { rows, type Db } from '@reelhouse/db/database';
import { episodes, seasons, titles } from '@reelhouse/db/schema/catalogue';
import {
  mediaAssets,
  mediaAudioTracks,
  mediaRenditions,
  mediaSubtitles,
  playables,
  subtitleCues,
} from '@reelhouse/db/schema/media';
import type { ProbedVideo } from './ffmpeg';
import type { Rung } from './ladder';
import type { SubtitleCue } from './subtitle-cues';

const CUES_PER_INSERT = 500;
/** Audio renditions live under `audio/0` … `audio/9`; a source with more keeps its first ten. */
const MAX_AUDIO_TRACKS = 10;

export type AssetRow = typeof mediaAssets.$inferSelect;
export type RenditionRow = typeof mediaRenditions.$inferSelect;
export type AudioTrackRow = typeof mediaAudioTracks.$inferSelect;

/** What an import attaches a video to: a title (movie, video) or one episode of a series or show. */
export type PlayableTarget =
  | { titleSlug: string; season?: undefined; episode?: undefined }
  | { titleSlug: string; season: number; episode: number };

export class MediaRepository {
  constructor(private readonly db: Db) {}

  async assetBySource(sha256: string, encrypted: boolean): Promise<AssetRow | undefined> {
    const [asset] = await this.db
      .select()
      .from(mediaAssets)
      .where(
        and(
          eq(mediaAssets.sourceSha256, sha256),
          encrypted ? isNotNull(mediaAssets.encryptionKey) : isNull(mediaAssets.encryptionKey),
        ),
      );
    return asset;
  }

  async asset(id: number): Promise<AssetRow | undefined> {
    const [asset] = await this.db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
    return asset;
  }

  /** Creates the asset and its ladder rows together; an import racing this one finds the same asset. */
  async createAsset(
    source: { sha256: string; key: string; probe: ProbedVideo; encryptionKey: string | null },
    rungs: { rung: Rung; width: number }[],
  ): Promise<AssetRow> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(mediaAssets)
        .values({
          sourceSha256: source.sha256,
          sourceKey: source.key,
          encryptionKey: source.encryptionKey,
          durationSeconds: source.probe.durationSeconds,
          width: source.probe.width,
          height: source.probe.height,
          frameRate: source.probe.frameRate,
          hasAudio: source.probe.hasAudio,
          videoCodec: source.probe.videoCodec,
          audioCodec: source.probe.audioCodec,
          audioTracks: source.probe.audioTracks,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) {
        const [existing] = await tx
          .select()
          .from(mediaAssets)
          .where(
            and(
              eq(mediaAssets.sourceSha256, source.sha256),
              source.encryptionKey ? isNotNull(mediaAssets.encryptionKey) : isNull(mediaAssets.encryptionKey),
            ),
          );
        return existing as AssetRow;
      }
      await tx.insert(mediaRenditions).values(
        rungs.map(({ rung, width }) => ({
          assetId: created.id,
          height: rung.height,
          width,
          videoKbps: rung.videoKbps,
          audioKbps: rung.audioKbps,
        })),
      );
      if (source.probe.audio.length > 1) {
        await tx
          .insert(mediaAudioTracks)
          .values(
            source.probe.audio
              .slice(0, MAX_AUDIO_TRACKS)
              .map((track, position) => ({ assetId: created.id, position, ...track })),
          );
      }
      return created;
    });
  }

  renditions(assetId: number): Promise<RenditionRow[]> {
    return this.db
      .select()
      .from(mediaRenditions)
      .where(eq(mediaRenditions.assetId, assetId))
      .orderBy(asc(mediaRenditions.height));
  }

  /** The source's audio tracks when it has several (each its own rendition); none when it has one. */
  audioTracks(assetId: number): Promise<AudioTrackRow[]> {
    return this.db
      .select()
      .from(mediaAudioTracks)
      .where(eq(mediaAudioTracks.assetId, assetId))
      .orderBy(asc(mediaAudioTracks.position));
  }

  async finishAudioTrack(
    assetId: number,
    position: number,
    measured: { peakBandwidth: number; averageBandwidth: number },
  ): Promise<void> {
    await this.db
      .update(mediaAudioTracks)
      .set(measured)
      .where(and(eq(mediaAudioTracks.assetId, assetId), eq(mediaAudioTracks.position, position)));
  }

  async setRenditionState(assetId: number, height: number, state: RenditionRow['state']): Promise<void> {
    await this.db
      .update(mediaRenditions)
      .set({ state })
      .where(and(eq(mediaRenditions.assetId, assetId), eq(mediaRenditions.height, height)));
  }

  async finishRendition(
    assetId: number,
    height: number,
    measured: { peakBandwidth: number; averageBandwidth: number; codecs: string },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(mediaRenditions)
        .set({ ...measured, state: 'done', finishedAt: new Date() })
        .where(and(eq(mediaRenditions.assetId, assetId), eq(mediaRenditions.height, height)));
      // A replacement that plays now takes the place of the video it was waiting to replace.
      await tx.update(playables).set({ assetId, nextAssetId: null }).where(eq(playables.nextAssetId, assetId));
    });
  }

  async markStoryboardReady(assetId: number): Promise<void> {
    await this.db
      .update(mediaAssets)
      .set({ posterReady: true, storyboardReady: true })
      .where(eq(mediaAssets.id, assetId));
  }

  /** The title or episode a target names with its title's tier, or null when there is no such thing. */
  async resolveTarget(
    target: PlayableTarget,
  ): Promise<(({ titleId: number; kind: TitleKind } | { episodeId: number }) & { accessTier: AccessTier }) | null> {
    if (target.season === undefined) {
      const [title] = await this.db
        .select({ titleId: titles.id, kind: titles.kind, accessTier: titles.accessTier })
        .from(titles)
        .where(eq(titles.slug, target.titleSlug));
      return title ?? null;
    }
    const [episode] = await this.db
      .select({ id: episodes.id, accessTier: titles.accessTier })
      .from(episodes)
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
      .innerJoin(titles, eq(titles.id, seasons.titleId))
      .where(
        and(eq(titles.slug, target.titleSlug), eq(seasons.number, target.season), eq(episodes.number, target.episode)),
      );
    return episode ? { episodeId: episode.id, accessTier: episode.accessTier } : null;
  }

  /**
   * Points a title or episode at an asset. A title that plays a video now keeps playing it until
   * the new asset's first rendition is done (the new one waits as `next_asset_id`); one with no
   * playable video yet switches at once.
   */
  async attach(owner: { titleId: number } | { episodeId: number }, assetId: number): Promise<void> {
    const ownerColumn = 'titleId' in owner ? playables.titleId : playables.episodeId;
    const ownerId = 'titleId' in owner ? owner.titleId : owner.episodeId;
    const values = 'titleId' in owner ? { titleId: owner.titleId } : { episodeId: owner.episodeId };
    const [current] = await this.db
      .select({ assetId: playables.assetId })
      .from(playables)
      .where(eq(ownerColumn, ownerId));
    const waits =
      current !== undefined &&
      current.assetId !== assetId &&
      (await this.playable(current.assetId)) &&
      !(await this.playable(assetId));
    if (waits) {
      await this.db.update(playables).set({ nextAssetId: assetId }).where(eq(ownerColumn, ownerId));
      return;
    }
    await this.db
      .insert(playables)
      .values({ ...values, assetId })
      .onConflictDoUpdate({ target: ownerColumn, set: { assetId, nextAssetId: null } });
  }

  /** Whether any rendition of the asset is done (it plays). */
  private async playable(assetId: number): Promise<boolean> {
    const [done] = await this.db
      .select({ height: mediaRenditions.height })
      .from(mediaRenditions)
      .where(and(eq(mediaRenditions.assetId, assetId), eq(mediaRenditions.state, 'done')))
      .limit(1);
    return done !== undefined;
  }

  /**
   * Gives the asset to every demo title and episode without a video whose id falls to this clip
   * and whose tier matches the asset (free titles play clear assets, paid ones encrypted assets);
   * episodes get skip markers: the clip's first `introSeconds` as the intro, its last part as credits;
   * films and videos start their previews past the clip's title card, as an operator would set.
   */
  async attachDemo(asset: AssetRow, index: number, clips: number, introSeconds: number): Promise<number> {
    const tier = asset.encryptionKey === null ? sql`t.access_tier = 'free'` : sql`t.access_tier <> 'free'`;
    const titlesAttached = await rows<{ id: number }>(
      this.db,
      sql`insert into playables (title_id, asset_id, preview_start_seconds)
          select t.id, ${asset.id}, ${introSeconds} from titles t
           where t.demo and t.kind in ('movie', 'video') and t.id % ${clips} = ${index} and ${tier}
          on conflict do nothing returning id`,
    );
    const episodesAttached = await rows<{ id: number }>(
      this.db,
      sql`insert into playables (episode_id, asset_id, intro_start_seconds, intro_end_seconds, credits_start_seconds)
          select e.id, ${asset.id}, 0, ${introSeconds}, ${Math.round(asset.durationSeconds * 0.85 * 10) / 10}
            from episodes e join seasons s on s.id = e.season_id join titles t on t.id = s.title_id
           where t.demo and e.id % ${clips} = ${index} and ${tier}
          on conflict do nothing returning episode_id as id`,
    );
    return titlesAttached.length + episodesAttached.length;
  }

  /** Gives the demo titles sharing clip `index` its trailer, unless a title has one already. */
  async setDemoTrailer(index: number, clips: number, url: string): Promise<number> {
    const updated = await rows<{ id: number }>(
      this.db,
      sql`update titles set trailer_url = ${url}, updated_at = now()
           where demo and trailer_url is null and id % ${clips} = ${index} returning id`,
    );
    return updated.length;
  }

  /**
   * Whether every demo title and episode has a video and every asset they play is fully made
   * (an operator's own titles and uploads never make the demo look unfinished).
   */
  async demoComplete(): Promise<boolean> {
    const [row] = await rows<{ complete: boolean }>(
      this.db,
      sql`with demo_assets as (
            select p.asset_id from playables p
              left join episodes e on e.id = p.episode_id
              left join seasons s on s.id = e.season_id
              join titles t on t.id = coalesce(p.title_id, s.title_id)
             where t.demo)
          select not exists (select 1 from titles t where t.demo and t.kind in ('movie', 'video')
                               and not exists (select 1 from playables p where p.title_id = t.id))
             and not exists (select 1 from episodes e join seasons s on s.id = e.season_id join titles t on t.id = s.title_id
                              where t.demo and not exists (select 1 from playables p where p.episode_id = e.id))
             and not exists (select 1 from media_renditions where state <> 'done' and asset_id in (select asset_id from demo_assets))
             and not exists (select 1 from media_assets where not storyboard_ready and id in (select asset_id from demo_assets))
             as complete`,
    );
    return row?.complete ?? false;
  }

  /** The playable and asset behind a title or episode, or null when it has no video yet. */
  /** The video of a title or an episode, with the title it belongs to (a series, for an episode). */
  async playableOf(
    target: PlayableTarget | { episodeId: number },
  ): Promise<{ playableId: number; assetId: number; titleId: number } | null> {
    const owner = 'episodeId' in target ? target : await this.resolveTarget(target);
    if (!owner) return null;
    const [row] = await this.db
      .select({
        playableId: playables.id,
        assetId: playables.assetId,
        titleId: sql<number>`coalesce(${playables.titleId}, (select s.title_id from episodes e join seasons s on s.id = e.season_id where e.id = ${playables.episodeId}))`,
      })
      .from(playables)
      .where('titleId' in owner ? eq(playables.titleId, owner.titleId) : eq(playables.episodeId, owner.episodeId));
    return row ?? null;
  }

  /** Records a subtitle file and its cues for dialogue search, in place of any earlier file in that language. */
  async saveSubtitle(assetId: number, lang: string, label: string, cues: readonly SubtitleCue[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(mediaSubtitles)
        .values({ assetId, lang, label })
        .onConflictDoUpdate({ target: [mediaSubtitles.assetId, mediaSubtitles.lang], set: { label } });
      await new MediaRepository(tx).saveCues(assetId, lang, cues);
    });
  }

  /** Replaces the cues of one subtitle file (its row must exist). */
  async saveCues(assetId: number, lang: string, cues: readonly SubtitleCue[]): Promise<void> {
    await this.db.delete(subtitleCues).where(and(eq(subtitleCues.assetId, assetId), eq(subtitleCues.lang, lang)));
    // In slices: an hour of dense dialogue is a few thousand cues, past what one statement should carry.
    for (let at = 0; at < cues.length; at += CUES_PER_INSERT) {
      const slice = cues.slice(at, at + CUES_PER_INSERT);
      await this.db.insert(subtitleCues).values(slice.map((cue) => ({ assetId, lang, ...cue })));
    }
  }

  /** Subtitle files whose cues are not indexed yet (stored before dialogue search existed). */
  async subtitlesWithoutCues(): Promise<{ assetId: number; lang: string }[]> {
    return this.db
      .select({ assetId: mediaSubtitles.assetId, lang: mediaSubtitles.lang })
      .from(mediaSubtitles)
      .where(
        sql`not exists (select 1 from ${subtitleCues} c where c.asset_id = ${mediaSubtitles.assetId} and c.lang = ${mediaSubtitles.lang})`,
      );
  }

  async deleteSubtitle(assetId: number, lang: string): Promise<boolean> {
    const deleted = await this.db
      .delete(mediaSubtitles)
      .where(and(eq(mediaSubtitles.assetId, assetId), eq(mediaSubtitles.lang, lang)))
      .returning({ lang: mediaSubtitles.lang });
    return deleted.length > 0;
  }

  /** Sets the markers given; a preview start left out stays as it was. */
  async setMarkers(playableId: number, markers: MediaMarkers): Promise<void> {
    await this.db
      .update(playables)
      .set({
        ...(markers.previewStart !== undefined && { previewStartSeconds: markers.previewStart }),
        introStartSeconds: markers.introStart,
        introEndSeconds: markers.introEnd,
        creditsStartSeconds: markers.creditsStart,
      })
      .where(eq(playables.id, playableId));
  }

  async markers(playableId: number): Promise<MediaMarkers> {
    const [row] = await this.db
      .select({
        introStart: playables.introStartSeconds,
        introEnd: playables.introEndSeconds,
        creditsStart: playables.creditsStartSeconds,
        previewStart: playables.previewStartSeconds,
      })
      .from(playables)
      .where(eq(playables.id, playableId));
    return row ?? { introStart: null, introEnd: null, creditsStart: null, previewStart: null };
  }
}
