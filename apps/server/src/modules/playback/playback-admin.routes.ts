import { z } from 'zod';
import { adminPreviewSchema } from '@reelhouse/contracts/media-admin';
import { rowIdParam } from '@reelhouse/contracts/numbers';
import { problems } from '@reelhouse/contracts/problem';
import type { ApiInstance } from '../../platform/http/types';
import { playbackViewerOf } from './playback-viewer';
import type { PlaybackService } from './playback.service';

const tags = ['media (operators)'];
const response = { 200: adminPreviewSchema, ...problems(400, 401, 403, 404, 409) };

/** The console's player: an operator plays a title's or an episode's video before viewers can. */
export function playbackAdminRoutes(admin: ApiInstance, service: PlaybackService): void {
  admin.get(
    '/titles/:slug/preview',
    {
      schema: {
        tags,
        summary: "Play a movie's or video's current video in the console, in any status: signed links.",
        params: z.object({ slug: z.string().min(1).max(200) }),
        response,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.preview({ slug: request.params.slug }, playbackViewerOf(request, reply).tag);
    },
  );
  admin.get(
    '/episodes/:id/preview',
    {
      schema: {
        tags,
        summary: "Play an episode's current video in the console, in any status: signed links.",
        params: z.object({ id: rowIdParam() }),
        response,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.preview({ episodeId: request.params.id }, playbackViewerOf(request, reply).tag);
    },
  );
}
