import { timingSafeEqual } from 'node:crypto';
import {
  localOperatorGrantedSchema,
  localOperatorGrantSchema,
  operatorSetupClaimSchema,
  operatorSetupDoneSchema,
} from '@reelhouse/contracts/operators';
import { withMobileInE164 } from '@reelhouse/contracts/phone-numbers';
import { problemSchema } from '@reelhouse/contracts/problem';
import { sessionOf } from '../../platform/auth/session-requests';
import { AppError } from '../../platform/errors/app-error';
import { isLoopbackPeer } from '../../platform/http/demo-facilities';
import type { ApiInstance } from '../../platform/http/types';
import type { OperatorSetup } from './operator-setup.service';

/** The header `admin:create` proves it can read this server's data directory with. */
export const LOCAL_KEY_HEADER = 'x-reelhouse-local-key';

const sameKey = (given: string | string[] | undefined, key: Buffer) => {
  const candidate = typeof given === 'string' ? Buffer.from(given, 'base64url') : Buffer.alloc(0);
  return candidate.length === key.length && timingSafeEqual(candidate, key);
};

export function operatorRoutes(
  app: ApiInstance,
  deps: { setup: OperatorSetup; localKey: Buffer; defaultCountry: string },
): void {
  app.post(
    '/operator-setup',
    {
      config: { access: 'member', rateLimit: { name: 'operator-setup', max: 10, windowMs: 60 * 60_000 } },
      schema: {
        tags: ['operators'],
        summary: 'Become the first operator with the one-time link the server printed.',
        description:
          'While the service has no admin, each start logs a link valid for an hour. The signed-in member who sends its token becomes admin; the link then stops working. 404 for a used or expired link, 409 once an admin exists.',
        body: operatorSetupClaimSchema,
        response: { 200: operatorSetupDoneSchema, 400: problemSchema, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => {
      await deps.setup.claim(sessionOf(request).user.id, request.body.token);
      return { role: 'admin' as const };
    },
  );

  app.post(
    '/local/operators',
    {
      config: { rateLimit: { exempt: 'this machine only, with the key kept in the data directory' } },
      schema: {
        tags: ['operators'],
        summary: '`npm run admin:create` against the server running on the same data directory.',
        description:
          'Answers only connections from this machine that carry the key kept in `DATA_DIR/secrets/local-key` (whoever can read it could open the database anyway). The embedded database must not be opened by a second process while the server runs, so the command asks the server.',
        body: withMobileInE164(localOperatorGrantSchema, deps.defaultCountry),
        response: { 200: localOperatorGrantedSchema, 400: problemSchema, 403: problemSchema },
      },
      onRequest: async (request) => {
        if (
          !isLoopbackPeer(request.raw.socket.remoteAddress) ||
          !sameKey(request.headers[LOCAL_KEY_HEADER], deps.localKey)
        )
          throw new AppError('forbidden', 'Only the command line on this machine may do this.');
      },
    },
    async (request) => deps.setup.grantAdmin(request.body.mobile),
  );
}
