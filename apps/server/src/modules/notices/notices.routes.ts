import { z } from 'zod';
import { langQuerySchema } from '@reelhouse/contracts/catalogue';
import { noticesSchema } from '@reelhouse/contracts/notices';
import { problems } from '@reelhouse/contracts/problem';
import { viewerOf } from '../../platform/auth/viewer';
import { profileOf } from '../../platform/auth/session-requests';
import { oneClickRoutes } from '../../platform/http/one-click-routes';
import type { ApiInstance } from '../../platform/http/types';
import type { NoticeDigests } from './notice-digests.service';
import type { NoticesService } from './notices.service';

const tags = ['library'];
const errors = problems(401, 409);
const digestLink = z.object({
  user: z.coerce.number().int().positive().max(2_147_483_647),
  token: z.string().min(1).max(100),
});

/** The header's bell: what is new on the profile's My List, and marking it read. */
export function noticesRoutes(app: ApiInstance, notices: NoticesService, digests: NoticeDigests): void {
  app.get(
    '/notices',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary:
          'The watching profile’s notices, newest first: new episodes of series on its My List and titles on it leaving soon, each saying whether it is unread.',
        querystring: langQuerySchema,
        response: { 200: noticesSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return notices.forProfile(profileOf(request).id, viewerOf(request), request.query.lang);
    },
  );

  app.post(
    '/notices/read',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Marks every notice the profile has now as read (the bell was opened).',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await notices.markRead(profileOf(request).id);
      return reply.code(204).send(null);
    },
  );

  oneClickRoutes(app, (scope) =>
    scope.post(
      '/notices/digest/one-click-unsubscribe',
      {
        config: { rateLimit: { exempt: 'needs a signed link' } },
        schema: {
          tags,
          summary:
            'One-click unsubscribe (RFC 8058) from the weekly notices e-mail: the address in its List-Unsubscribe header.',
          querystring: digestLink,
          response: { 204: z.null(), ...problems(400, 403) },
        },
      },
      async (request, reply) => {
        await digests.unsubscribe(request.query.user, request.query.token);
        return reply.code(204).send(null);
      },
    ),
  );
}
