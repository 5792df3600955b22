import { z } from 'zod';
import { langQuerySchema } from '@reelhouse/contracts/catalogue';
import { noticesSchema } from '@reelhouse/contracts/notices';
import { problems } from '@reelhouse/contracts/problem';
import { viewerOf } from '../../platform/auth/viewer';
import { profileOf } from '../../platform/auth/session-requests';
import type { ApiInstance } from '../../platform/http/types';
import type { NoticesService } from './notices.service';

const tags = ['library'];
const errors = problems(401, 409);

/** The header's bell: what is new on the profile's My List, and marking it read. */
export function noticesRoutes(app: ApiInstance, notices: NoticesService): void {
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
}
