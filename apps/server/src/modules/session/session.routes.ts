import { sessionSchema } from '@reelhouse/contracts/session';
import type { ApiInstance } from '../../http/types';

/**
 * Who is signed in on this request. Sign-in itself arrives with the accounts capability; until
 * then no request carries a session, and the answer says so.
 */
export function sessionRoutes(app: ApiInstance): void {
  app.get(
    '/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The current session, as the server sees it.',
        response: { 200: sessionSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { authenticated: false, user: null };
    },
  );
}
