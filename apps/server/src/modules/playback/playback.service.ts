import { isPublicTitleStatus } from '@reelhouse/contracts/catalogue-values';
import type { Language } from '@reelhouse/contracts/locales';
import type { AdminPreview } from '@reelhouse/contracts/media-admin';
import type { Playback, PlaybackEventsInput, PlaybackRenewal } from '@reelhouse/contracts/playback';
import { AppError } from '../../platform/errors/app-error';
import type { Metrics } from '../../platform/operations/metrics';
import { aboveProfileLimit, hiddenBecause, type Viewer } from '../../platform/auth/viewer';
import type { PlanEntitlements, PlanSource } from '../plans/plans.module';
import { hlsPathPrefix, type PlaybackTokens } from './playback-token';
import type { PlayableRow, PlaybackRepository } from './playback.repository';

/** A viewer as playback sees them: who they are, and the tag of their session or visitor cookie. */
export type PlaybackViewer = Viewer & { tag: string; profileId: number | null };

export interface PlaybackOptions {
  tokenTtlSeconds: number;
  heartbeatSeconds: number;
  /** A stream not heard from for this long frees its slot. */
  staleSeconds: number;
  /** Told of each start, each refusal (by its problem code) and each error a player reports. */
  outcomes?: Pick<Metrics, 'playbackStarted' | 'playbackFailed'>;
}

/** Resume only from a real position: not the first seconds, not the credits. */
const RESUME_MIN_SECONDS = 5;
const FINISHED_SHARE = 0.95;
/** Above every rung of the ladder: an operator's preview opens every quality. */
const EVERY_QUALITY = 4320;

/**
 * Decides whether a viewer may play a title or episode (plan tier, age rating and parental PIN,
 * simultaneous streams) and hands out signed, short-lived URLs for its HLS files.
 */
export class PlaybackService {
  constructor(
    private readonly repository: PlaybackRepository,
    private readonly tokens: PlaybackTokens,
    private readonly plans: PlanSource,
    private readonly options: PlaybackOptions,
  ) {}

  startTitle(slug: string, viewer: PlaybackViewer, lang: Language): Promise<Playback> {
    return this.counted(async () => {
      const row = await this.repository.title(slug, lang);
      if (!row || !isPublicTitleStatus(row.status)) throw new AppError('not_found', `There is no title "${slug}".`);
      // A series plays from its first episode.
      const first = row.playableId === null ? await this.repository.firstEpisode(row.titleId) : null;
      return first === null ? this.start(row, viewer, lang) : this.episode(first, viewer, lang);
    });
  }

  startEpisode(id: number, viewer: PlaybackViewer, lang: Language): Promise<Playback> {
    return this.counted(() => this.episode(id, viewer, lang));
  }

  private async counted(start: () => Promise<Playback>): Promise<Playback> {
    try {
      const playback = await start();
      this.options.outcomes?.playbackStarted();
      return playback;
    } catch (error) {
      this.options.outcomes?.playbackFailed('start', error instanceof AppError ? error.code : 'internal');
      throw error;
    }
  }

  private async episode(id: number, viewer: PlaybackViewer, lang: Language): Promise<Playback> {
    const row = await this.repository.episode(id, lang);
    if (!row || !isPublicTitleStatus(row.status)) throw new AppError('not_found', 'There is no such episode.');
    return this.start(row, viewer, lang);
  }

  private async start(row: PlayableRow, viewer: PlaybackViewer, lang: Language): Promise<Playback> {
    const plan = await this.plans.of(viewer.userId);
    this.checkEntitled(row, viewer, plan);
    if (row.playableId === null || row.assetId === null || !row.ready || row.durationSeconds === null) {
      throw new AppError('media_not_ready', 'This video is still being prepared. Try again in a minute.');
    }
    const stream = await this.repository.openStream(
      { userId: viewer.userId, profileId: viewer.profileId, viewerTag: viewer.tag, playableId: row.playableId },
      { streams: plan.streams, staleSeconds: this.options.staleSeconds },
    );
    if ('busyDevices' in stream) {
      throw new AppError(
        'stream_limit_reached',
        `You are already watching on ${stream.busyDevices} ${stream.busyDevices === 1 ? 'device' : 'devices'}, ` +
          `as many as the ${plan.name} plan allows. Stop playing there, or wait a minute and a half after it stopped.`,
      );
    }
    const resume =
      viewer.profileId === null ? undefined : await this.repository.resumePosition(viewer.profileId, row.playableId);
    const links = this.links(row.assetId, plan.maxHeight, viewer.tag);
    const subtitles = await this.repository.subtitles(row.assetId);
    return {
      url: links.url,
      expiresAt: links.expiresAt,
      streamId: stream.id,
      heartbeatSeconds: this.options.heartbeatSeconds,
      title: { slug: row.slug, name: row.name, rating: row.rating },
      episode: row.episode,
      durationSeconds: row.durationSeconds,
      resumeAt:
        resume && resume.position >= RESUME_MIN_SECONDS && resume.position < resume.duration * FINISHED_SHARE
          ? resume.position
          : null,
      poster: row.storyboardReady ? `${links.base}storyboard/poster.jpg` : null,
      thumbnails: row.storyboardReady ? `${links.base}storyboard/thumbnails.vtt` : null,
      subtitles: subtitles.map((track) => ({ ...track, url: `${links.base}subtitles/${track.lang}.vtt` })),
      markers: { introStart: row.introStart, introEnd: row.introEnd, creditsStart: row.creditsStart },
      next: row.episode ? await this.repository.nextEpisode(row.episode.id, lang) : null,
    };
  }

  /**
   * An operator's look at the video a title or episode plays now, whatever its status and the
   * operator's plan: every quality, its subtitles and markers. It takes no stream slot and counts
   * as no play, so the dashboard shows only what viewers watched.
   */
  async preview(target: { slug: string } | { episodeId: number }, viewerTag: string): Promise<AdminPreview> {
    const row =
      'slug' in target
        ? await this.repository.title(target.slug, 'en')
        : await this.repository.episode(target.episodeId, 'en');
    if (!row)
      throw new AppError(
        'not_found',
        'slug' in target ? `There is no title "${target.slug}".` : 'There is no such episode.',
      );
    if (row.playableId === null)
      throw new AppError('not_found', 'A series has no video of its own: preview one of its episodes.');
    if (row.assetId === null) throw new AppError('not_found', 'There is no video here yet: upload one first.');
    if (!row.ready || row.durationSeconds === null) {
      throw new AppError(
        'media_not_ready',
        'This video is still being prepared: it plays once its first quality is ready.',
      );
    }
    const links = this.links(row.assetId, EVERY_QUALITY, viewerTag);
    const subtitles = await this.repository.subtitles(row.assetId);
    return {
      assetId: row.assetId,
      url: links.url,
      expiresAt: links.expiresAt,
      durationSeconds: row.durationSeconds,
      subtitles: subtitles.map((track) => ({ ...track, url: `${links.base}subtitles/${track.lang}.vtt` })),
      markers: {
        introStart: row.introStart,
        introEnd: row.introEnd,
        creditsStart: row.creditsStart,
        previewStart: row.previewStart,
      },
    };
  }

  /** Tier, then age: a visitor is asked to sign in, a member told what stands in the way. */
  private checkEntitled(
    row: Pick<PlayableRow, 'rating' | 'accessTier'>,
    viewer: PlaybackViewer,
    plan: PlanEntitlements,
  ): void {
    const because = hiddenBecause(viewer, row.rating);
    if (because !== null && viewer.userId === null) {
      throw new AppError('unauthenticated', 'Sign in and confirm you are 18 or older to watch this.');
    }
    if (because === 'age_gate') {
      throw new AppError(
        'content_restricted',
        'Confirm in My Account that you are 18 or older to watch A-rated titles.',
      );
    }
    if (because === 'parental_lock') throw new AppError('content_locked', 'Enter your parental PIN to watch this.');
    if (because === 'profile_limit') throw aboveProfileLimit(row.rating);
    if (row.rating === 'A' && !plan.includesAdult) {
      throw new AppError(
        'content_restricted',
        `The ${plan.name} plan does not include A-rated titles. Subscribe to a plan that does to watch it.`,
      );
    }
    if (!plan.tiers.includes(row.accessTier)) {
      if (viewer.userId === null) throw new AppError('unauthenticated', 'Sign in and subscribe to watch this.');
      throw new AppError(
        'content_restricted',
        `The ${plan.name} plan does not include this title. Subscribe to watch it.`,
      );
    }
  }

  /**
   * Fresh URLs for a stream that is still playing: its heartbeat. Access is decided again each
   * time (plan, age, parental PIN, the title still published), and a stream that lost it ends.
   */
  async renew(streamId: string, viewer: PlaybackViewer): Promise<PlaybackRenewal> {
    const stream = await this.streamOf(streamId, viewer);
    const plan = await this.plans.of(stream.userId);
    const title = await this.repository.access(stream.playableId);
    try {
      if (!title || !isPublicTitleStatus(title.status))
        throw new AppError('not_found', 'This video is no longer available.');
      this.checkEntitled(title, viewer, plan);
    } catch (refusal) {
      await this.repository.endStream(streamId, viewer.tag);
      throw refusal;
    }
    const { url, expiresAt } = this.links(stream.assetId, plan.maxHeight, viewer.tag);
    return { url, expiresAt };
  }

  async saveProgress(streamId: string, viewer: PlaybackViewer, position: number): Promise<void> {
    const stream = await this.streamOf(streamId, viewer, { lastWords: true, reached: position });
    const duration = stream.durationSeconds;
    if (stream.profileId !== null) {
      await this.repository.savePosition(stream.profileId, stream.playableId, Math.min(position, duration), duration);
    }
  }

  /** "Remove from Continue watching": the title leaves the row and plays from the start next time. */
  async forgetTitle(profileId: number, slug: string): Promise<void> {
    if (!(await this.repository.forgetPositions(profileId, slug))) {
      throw new AppError('not_found', 'This title is not in your Continue watching row.');
    }
  }

  async end(streamId: string, viewer: PlaybackViewer): Promise<void> {
    await this.repository.endStream(streamId, viewer.tag);
  }

  async recordEvents(
    streamId: string,
    viewer: PlaybackViewer,
    events: Required<PlaybackEventsInput['events'][number]>[],
  ) {
    await this.streamOf(streamId, viewer, { lastWords: true });
    await this.repository.recordEvents(streamId, events);
    for (const event of events) if (event.kind === 'error') this.options.outcomes?.playbackFailed('player', 'error');
  }

  private async streamOf(
    streamId: string,
    viewer: PlaybackViewer,
    options?: Parameters<PlaybackRepository['touchStream']>[2],
  ) {
    const stream = await this.repository.touchStream(streamId, viewer.tag, options);
    if (!stream) throw new AppError('not_found', 'This playback has ended. Press play to start again.');
    return stream;
  }

  private links(assetId: number, maxHeight: number, viewerTag: string) {
    const expires = Math.floor(Date.now() / 1000) + this.options.tokenTtlSeconds;
    const token = this.tokens.sign({ assetId, maxHeight, viewer: viewerTag, expires });
    const base = `${hlsPathPrefix(assetId)}${token}/`;
    return { base, url: `${base}master.m3u8`, expiresAt: new Date(expires * 1000).toISOString() };
  }
}
