import { z } from 'zod';
import { problems } from '@reelhouse/contracts/problem';
import { pinField } from '@reelhouse/contracts/pins';
import { parentalPinUpdateSchema } from '@reelhouse/contracts/session';
import type { ApiInstance } from '../../platform/http/types';
import type { ParentalPins } from './parental-pin.service';
import { sessionOf } from '../../platform/auth/session-requests';
import type { Sessions } from './sessions.repository';

const tags = ['account'];
const errors = problems(400, 401, 403, 429);

/** Setting the parental PIN on My Account, and entering it on a device to unlock its titles there. */
export function parentalPinRoutes(app: ApiInstance, deps: { pins: ParentalPins; sessions: Sessions }): void {
  app.put(
    '/account/parental-pin',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'Set, change or (pin: null) remove the parental PIN, which locks A and U/A 16+ titles.',
        description:
          'Changing or removing a PIN needs `currentPin`, or `otp`: a code sent to the member’s number when the PIN is forgotten. Every device starts locked again. Five wrong PINs in 15 minutes pause PIN entry.',
        body: parentalPinUpdateSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      await deps.pins.update(user, request.body, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/parental-pin/unlock',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Enter the parental PIN: unlocks A and U/A 16+ titles on this device until sign-out.',
        body: z.object({ pin: pinField }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deps.pins.unlock(sessionOf(request), request.body.pin);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/parental-pin/lock',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Lock this device again.', response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deps.sessions.setPinUnlocked(sessionOf(request).idHash, false);
      return reply.code(204).send(null);
    },
  );
}
