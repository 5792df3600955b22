import { z } from 'zod';
import { rowIdParam } from '@reelhouse/contracts/numbers';
import { langQuerySchema } from '@reelhouse/contracts/catalogue';
import {
  playbackEventsSchema,
  playbackPositionSchema,
  playbackRenewalSchema,
  playbackSchema,
  startedTitleSchema,
} from '@reelhouse/contracts/playback';
import { problems } from '@reelhouse/contracts/problem';
import type { ClientLimit } from '../../platform/http/route-guards';
import type { ApiInstance } from '../../platform/http/types';
import { profileOf } from '../../platform/auth/session-requests';
import { hiddenRatings, viewerOf } from '../../platform/auth/viewer';
import { playbackViewerOf } from './playback-viewer';
import type { PlaybackRepository } from './playback.repository';
import type { PlaybackService } from './playback.service';

const tags = ['playback'];
const errors = problems(400, 401, 403, 404, 409);
const streamParams = z.object({ streamId: z.string().min(1).max(40) });
const episodeParams = z.object({ id: rowIdParam() });
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const noContent = { 204: z.null(), ...errors };
/** Anyone may press play (free titles); a household behind one address presses it a few times an hour. */
const playbackStartLimit: ClientLimit = { name: 'playback-start', max: 300, windowMs: 60 * 60_000 };
/** Heartbeats, progress and quality reports: a stream sends some 600 an hour; several streams may share an address. */
const playbackReportLimit: ClientLimit = { name: 'playback-report', max: 6000, windowMs: 60 * 60_000 };

/** Starting playback, its heartbeat and progress, quality reports, and the skip markers. */
export function playbackRoutes(app: ApiInstance, service: PlaybackService, repository: PlaybackRepository): void {
  app.post(
    '/titles/:slug/playback',
    {
      config: { rateLimit: playbackStartLimit },
      schema: {
        tags,
        summary: 'Start playing a title (a series starts at its first episode): a signed master playlist URL.',
        params: slugParams,
        querystring: langQuerySchema,
        response: { 200: playbackSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.startTitle(request.params.slug, playbackViewerOf(request, reply), request.query.lang);
    },
  );

  app.post(
    '/episodes/:id/playback',
    {
      config: { rateLimit: playbackStartLimit },
      schema: {
        tags,
        summary: 'Start playing an episode.',
        params: episodeParams,
        querystring: langQuerySchema,
        response: { 200: playbackSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.startEpisode(request.params.id, playbackViewerOf(request, reply), request.query.lang);
    },
  );

  app.post(
    '/playback/:streamId/heartbeat',
    {
      config: { rateLimit: playbackReportLimit },
      schema: {
        tags,
        summary: 'Keep a stream’s slot (every 30 s) and get fresh URLs.',
        params: streamParams,
        response: { 200: playbackRenewalSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.renew(request.params.streamId, playbackViewerOf(request, reply));
    },
  );

  app.post(
    '/playback/:streamId/progress',
    {
      config: { rateLimit: playbackReportLimit },
      schema: {
        tags,
        summary: 'Save where the viewer is, to resume from there.',
        params: streamParams,
        body: playbackPositionSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.saveProgress(request.params.streamId, playbackViewerOf(request, reply), request.body.position);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/playback/:streamId/events',
    {
      config: { rateLimit: playbackReportLimit },
      schema: {
        tags,
        summary: 'Report startup time, stalls, rendition switches and fatal errors.',
        params: streamParams,
        body: playbackEventsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.recordEvents(request.params.streamId, playbackViewerOf(request, reply), request.body.events);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/playback/:streamId',
    {
      config: { rateLimit: playbackReportLimit },
      schema: { tags, summary: 'Stop a stream, freeing its slot at once.', params: streamParams, response: noContent },
    },
    async (request, reply) => {
      await service.end(request.params.streamId, playbackViewerOf(request, reply));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/continue-watching',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Titles the profile watching started and has not finished, most recent first.',
        querystring: langQuerySchema,
        response: {
          200: z.object({
            items: z.array(startedTitleSchema),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const profile = profileOf(request);
      reply.header('cache-control', 'private, no-store');
      const items = await repository.continueWatching(
        profile.id,
        request.query.lang,
        hiddenRatings(viewerOf(request)),
        20,
      );
      return { items };
    },
  );

  app.delete(
    '/continue-watching/:slug',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Remove a title from the Continue watching row; it plays from the start next time.',
        params: slugParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.forgetTitle(profileOf(request).id, request.params.slug);
      return reply.status(204).send(null);
    },
  );
}
