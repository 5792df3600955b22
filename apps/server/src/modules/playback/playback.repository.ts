import { randomBytes } from 'node:crypto';
import { and, asc, countDistinct, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AccessTier, AgeRating } from '@reelhouse/contracts/catalogue';
import type { Language } from '@reelhouse/contracts/locales';
import type { PlaybackEventsInput, StartedTitle } from '@reelhouse/contracts/playback';
import { rows, type Db } from '@reelhouse/db/database';
import { users } from '@reelhouse/db/schema/accounts';
import { episodes, seasons } from '@reelhouse/db/schema/catalogue';
import { mediaSubtitles, playbackEvents, playbackStreams, watchPositions } from '@reelhouse/db/schema/media';
import { titleCardColumns, titleTextJoins } from '../catalogue/catalogue.module';
import { translated, translationJoins } from '../../platform/sql';

/** A title or episode with what deciding and starting its playback needs. */
export interface PlayableRow {
  titleId: number;
  slug: string;
  name: string;
  rating: AgeRating;
  accessTier: AccessTier;
  status: string;
  episode: { id: number; season: number; number: number; name: string } | null;
  playableId: number | null;
  assetId: number | null;
  durationSeconds: number | null;
  storyboardReady: boolean;
  /** Some rendition is done: there is something to play. */
  ready: boolean;
  introStart: number | null;
  introEnd: number | null;
  creditsStart: number | null;
  previewStart: number | null;
}

const playableColumns = sql`t.id as "titleId", t.slug, ${translated('tt', 'name')} as name, t.rating,
  t.access_tier as "accessTier", t.status, p.id as "playableId", p.asset_id as "assetId",
  a.duration_seconds as "durationSeconds", coalesce(a.storyboard_ready, false) as "storyboardReady",
  exists (select 1 from media_renditions r where r.asset_id = p.asset_id and r.state = 'done') as ready,
  p.intro_start_seconds as "introStart", p.intro_end_seconds as "introEnd", p.credits_start_seconds as "creditsStart",
  p.preview_start_seconds as "previewStart"`;

/** A stream still playing, with what its heartbeat and progress need. */
export interface OpenStream {
  assetId: number;
  userId: number | null;
  profileId: number | null;
  playableId: number;
  durationSeconds: number;
}

export class PlaybackRepository {
  constructor(private readonly db: Db) {}

  async title(slug: string, lang: Language): Promise<PlayableRow | undefined> {
    const [row] = await rows<PlayableRow>(
      this.db,
      sql`select ${playableColumns}, null as episode
            from titles t ${titleTextJoins(lang)}
            left join playables p on p.title_id = t.id
            left join media_assets a on a.id = p.asset_id
           where t.slug = ${slug}`,
    );
    return row;
  }

  async episode(id: number, lang: Language): Promise<PlayableRow | undefined> {
    const [row] = await rows<PlayableRow>(
      this.db,
      sql`select ${playableColumns},
                 json_build_object('id', e.id, 'season', s.number, 'number', e.number, 'name', ${translated('et', 'name')}) as episode
            from episodes e
            join seasons s on s.id = e.season_id
            join titles t on t.id = s.title_id ${titleTextJoins(lang)}
            ${translationJoins('episode_translations', 'et', 'episode_id', 'e.id', lang)}
            left join playables p on p.episode_id = e.id
            left join media_assets a on a.id = p.asset_id
           where e.id = ${id}`,
    );
    return row;
  }

  /** The episode after this one: the next in its season, else the first of the next season. */
  async nextEpisode(episodeId: number, lang: Language): Promise<PlayableRow['episode']> {
    const [row] = await rows<NonNullable<PlayableRow['episode']>>(
      this.db,
      sql`select n.id, ns.number as season, n.number, ${translated('et', 'name')} as name
            from episodes e join seasons s on s.id = e.season_id
            join seasons ns on ns.title_id = s.title_id
            join episodes n on n.season_id = ns.id
            ${translationJoins('episode_translations', 'et', 'episode_id', 'n.id', lang)}
           where e.id = ${episodeId} and (ns.number, n.number) > (s.number, e.number)
           order by ns.number, n.number limit 1`,
    );
    return row ?? null;
  }

  /** What deciding access to a playable needs: its title's rating, tier and status. */
  async access(playableId: number): Promise<Pick<PlayableRow, 'rating' | 'accessTier' | 'status'> | undefined> {
    const [row] = await rows<Pick<PlayableRow, 'rating' | 'accessTier' | 'status'>>(
      this.db,
      sql`select t.rating, t.access_tier as "accessTier", t.status
            from playables p
            left join episodes e on e.id = p.episode_id
            left join seasons s on s.id = e.season_id
            join titles t on t.id = coalesce(p.title_id, s.title_id)
           where p.id = ${playableId}`,
    );
    return row;
  }

  /** The first episode of a series or show, if it has any. */
  async firstEpisode(titleId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ id: episodes.id })
      .from(episodes)
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
      .where(eq(seasons.titleId, titleId))
      .orderBy(asc(seasons.number), asc(episodes.number))
      .limit(1);
    return row?.id ?? null;
  }

  async subtitles(assetId: number): Promise<{ lang: string; label: string }[]> {
    return this.db
      .select({ lang: mediaSubtitles.lang, label: mediaSubtitles.label })
      .from(mediaSubtitles)
      .where(eq(mediaSubtitles.assetId, assetId))
      .orderBy(asc(mediaSubtitles.lang));
  }

  async resumePosition(
    profileId: number,
    playableId: number,
  ): Promise<{ position: number; duration: number } | undefined> {
    const [row] = await this.db
      .select({ position: watchPositions.positionSeconds, duration: watchPositions.durationSeconds })
      .from(watchPositions)
      .where(and(eq(watchPositions.profileId, profileId), eq(watchPositions.playableId, playableId)));
    return row;
  }

  /**
   * Opens a stream unless the member already streams on `limit` other devices. The member's row is
   * locked for the count and the insert, so two devices pressing play at once cannot both squeeze
   * into the last slot. A new stream from the same device replaces that device's earlier one.
   */
  async openStream(
    stream: { userId: number | null; profileId: number | null; viewerTag: string; playableId: number },
    limit: { streams: number; staleSeconds: number },
  ): Promise<{ id: string } | { busyDevices: number }> {
    return this.db.transaction(async (tx) => {
      await tx
        .update(playbackStreams)
        .set({ endedAt: sql`now()` })
        .where(and(eq(playbackStreams.viewerTag, stream.viewerTag), isNull(playbackStreams.endedAt)));
      if (stream.userId !== null) {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, stream.userId)).for('update');
        const [busy] = await tx
          .select({ devices: countDistinct(playbackStreams.viewerTag) })
          .from(playbackStreams)
          .where(
            and(
              eq(playbackStreams.userId, stream.userId),
              isNull(playbackStreams.endedAt),
              gt(playbackStreams.lastSeenAt, sql`now() - make_interval(secs => ${limit.staleSeconds})`),
            ),
          );
        if ((busy?.devices ?? 0) >= limit.streams) return { busyDevices: busy?.devices ?? 0 };
      }
      const id = randomBytes(16).toString('base64url');
      await tx.insert(playbackStreams).values({ id, ...stream });
      return { id };
    });
  }

  /**
   * The viewer's stream, marked as seen; undefined if not theirs or ended. With `lastWords`, also
   * one that ended within the last minute: a player leaving sends its last position and reports
   * together with the end, and the end may arrive first (the stream stays ended). `reached` is a
   * position the player reported: the furthest one is kept, for the dashboard's completion, to the
   * millisecond (a `real` cannot hold a position as small as 5e-324, and none needs to be finer).
   */
  async touchStream(
    id: string,
    viewerTag: string,
    { lastWords = false, reached }: { lastWords?: boolean; reached?: number } = {},
  ): Promise<OpenStream | undefined> {
    const [row] = await rows<OpenStream>(
      this.db,
      sql`update playback_streams s set last_seen_at = now()
            ${reached === undefined ? sql`` : sql`, furthest_seconds = greatest(s.furthest_seconds, ${Math.round(reached * 1000) / 1000})`}
            from playables p join media_assets a on a.id = p.asset_id
           where s.id = ${id} and s.viewer_tag = ${viewerTag} and p.id = s.playable_id
             and (s.ended_at is null ${lastWords ? sql`or s.ended_at > now() - interval '1 minute'` : sql``})
       returning p.asset_id as "assetId", s.user_id as "userId", s.profile_id as "profileId",
                 s.playable_id as "playableId",
                 a.duration_seconds as "durationSeconds"`,
    );
    return row;
  }

  async endStream(id: string, viewerTag: string): Promise<void> {
    await this.db
      .update(playbackStreams)
      .set({ endedAt: sql`now()` })
      .where(
        and(eq(playbackStreams.id, id), eq(playbackStreams.viewerTag, viewerTag), isNull(playbackStreams.endedAt)),
      );
  }

  async savePosition(profileId: number, playableId: number, position: number, duration: number): Promise<void> {
    await this.db
      .insert(watchPositions)
      .values({ profileId, playableId, positionSeconds: position, durationSeconds: duration })
      .onConflictDoUpdate({
        target: [watchPositions.profileId, watchPositions.playableId],
        set: { positionSeconds: position, durationSeconds: duration, updatedAt: sql`now()` },
      });
  }

  async recordEvents(streamId: string, events: Required<PlaybackEventsInput['events'][number]>[]): Promise<void> {
    await this.db
      .insert(playbackEvents)
      .values(events.map(({ kind, value, detail }) => ({ streamId, kind, value, detail })));
  }

  /**
   * Forgets where the profile stopped in a title (every episode of a series), so it leaves their
   * Continue watching row and starts from the beginning next time. False when nothing was kept.
   */
  async forgetPositions(profileId: number, slug: string): Promise<boolean> {
    const deleted = await rows<{ id: number }>(
      this.db,
      sql`delete from watch_positions w
           using playables p
           left join episodes e on e.id = p.episode_id
           left join seasons s on s.id = e.season_id
           join titles t on t.id = coalesce(p.title_id, s.title_id)
          where w.playable_id = p.id and w.profile_id = ${profileId} and t.slug = ${slug}
          returning w.playable_id as id`,
    );
    return deleted.length > 0;
  }

  /**
   * Titles the profile started and has not finished (under 95 % watched), most recent first, with
   * how far they got: for an episode, its series' card.
   */
  async continueWatching(profileId: number, lang: Language, hiddenRatings: readonly AgeRating[], limit: number) {
    const hidden =
      hiddenRatings.length > 0
        ? sql`and t.rating not in (${sql.join(
            hiddenRatings.map((rating) => sql`${rating}`),
            sql`, `,
          )})`
        : sql``;
    return rows<StartedTitle>(
      this.db,
      sql`select * from (
          select distinct on (t.id) ${titleCardColumns(lang)},
                 least(1, w.position_seconds / nullif(w.duration_seconds, 0)) as progress,
                 w.position_seconds as "positionSeconds",
                 p.episode_id as "episodeId", w.updated_at
            from watch_positions w
            join playables p on p.id = w.playable_id
            left join episodes e on e.id = p.episode_id
            left join seasons s on s.id = e.season_id
            join titles t on t.id = coalesce(p.title_id, s.title_id)
            ${titleTextJoins(lang)}
           where w.profile_id = ${profileId} and t.status = 'published' ${hidden}
             and w.position_seconds < w.duration_seconds * 0.95
           order by t.id, w.updated_at desc) latest
          order by updated_at desc limit ${limit}`,
    );
  }
}
