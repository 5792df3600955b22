import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import type { Sessions } from '../accounts/accounts.module';
import type { Media } from '../media/media.module';
import type { PlanSource } from '../plans/plans.module';
import { registerHlsDelivery } from './hls-delivery';
import { EndedSessions, PlaybackTokens } from './playback-token';
import { PlaybackRepository } from './playback.repository';
import { playbackAdminRoutes } from './playback-admin.routes';
import { playbackRoutes } from './playback.routes';
import { PlaybackService } from './playback.service';
import { SegmentCache } from './segment-cache';

/**
 * Who may watch what, and the HLS bytes: playback tokens signed per session and title, the
 * stream limit, and segments served from a memory cache ahead of the routes (the returned front
 * lane) or, at scale, by nginx after it checks the same tokens.
 */
export async function playbackModule(
  platform: Platform,
  needs: { sessions: Sessions; plans: PlanSource; media: Pick<Media, 'storage' | 'repository'> },
) {
  const { config, db } = platform;
  const { sessions, media } = needs;
  const repository = new PlaybackRepository(db);
  const tokens = new PlaybackTokens(await platform.secret('playback-token.key', config.playback.tokenSecret));
  const service = new PlaybackService(repository, tokens, needs.plans, {
    tokenTtlSeconds: config.playback.tokenTtlSeconds,
    heartbeatSeconds: 30,
    staleSeconds: 90,
    outcomes: platform.metrics,
  });
  const endedSessions = new EndedSessions(config.playback.tokenTtlSeconds);
  sessions.onEnded((idHashes) => endedSessions.add(idHashes));
  const segmentLane = registerHlsDelivery(platform.app, {
    storage: media.storage,
    cache: new SegmentCache(config.playback.cacheBytes, media.storage),
    tokens,
    endedSessions,
    sessionLive: async (secret) => (await sessions.find(secret)) !== null,
    keyOf: async (assetId) => {
      const key = (await media.repository.asset(assetId))?.encryptionKey;
      return key ? Buffer.from(key, 'hex') : null;
    },
  });
  return {
    segmentLane,
    routes: (api) => playbackRoutes(api, service, repository),
    adminRoutes: { for: 'editor', routes: (admin) => playbackAdminRoutes(admin, service) },
  } satisfies AppModule & Record<string, unknown>;
}
