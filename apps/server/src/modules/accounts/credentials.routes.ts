import { z } from 'zod';
import {
  passwordChangeSchema,
  passwordResetSchema,
  passwordSignInSchema,
  registrationSchema,
} from '@reelhouse/contracts/credentials';
import { problems } from '@reelhouse/contracts/problem';
import { signedInSchema } from '@reelhouse/contracts/session';
import type { ClientLimit } from '../../platform/http/route-guards';
import type { ApiInstance } from '../../platform/http/types';
import type { Credentials } from './credentials.service';
import { withMobileInE164 } from '@reelhouse/contracts/phone-numbers';
import { sessionOf } from '../../platform/auth/session-requests';
import { startSession } from './session-cookie';
import type { Sessions } from './sessions.repository';

/** Sign-ups from one client address, like the codes it may ask for. */
const registrationLimit: ClientLimit = {
  name: 'register',
  max: 20,
  windowMs: 60 * 60_000,
  message: 'Too many sign-ups from your network.',
};

const tags = ['accounts'];
const errors = problems(400, 401, 403, 409, 429);

interface CredentialsDependencies {
  credentials: Credentials;
  sessions: Sessions;
  defaultCountry: string;
  sessionDays: number;
}

/** Sign-up with the full profile, password sign-in, password reset by code and password change. */
export function credentialsRoutes(app: ApiInstance, deps: CredentialsDependencies): void {
  const { credentials, sessions } = deps;

  app.post(
    '/register',
    {
      config: { rateLimit: registrationLimit },
      schema: {
        tags,
        summary: 'Sign up: the profile, the mobile number with the code sent to it, an optional password.',
        description:
          'Ask for the code with POST /api/create-user-mobile/ first. A number that already has an account completes that account instead.',
        body: withMobileInE164(registrationSchema, deps.defaultCountry),
        response: { 200: signedInSchema, ...errors },
      },
    },
    async (request, reply) => {
      const member = await credentials.register(request.body, request.ip);
      return startSession(request, reply, sessions, member, deps.sessionDays);
    },
  );

  app.post(
    '/sign-in/password',
    {
      config: { rateLimit: { exempt: 'password guessing limits in Credentials (decision record 0015)' } },
      schema: {
        tags,
        summary: 'Sign in with a username or e-mail and password, for members who set one.',
        description:
          '10 wrong passwords for an account in 15 minutes (its username and e-mail together), or 100 from one IP address in an hour, pause it.',
        body: passwordSignInSchema,
        response: { 200: signedInSchema, ...errors },
      },
    },
    async (request, reply) => {
      const member = await credentials.signIn(request.body.login, request.body.password, request.ip);
      return startSession(request, reply, sessions, member, deps.sessionDays);
    },
  );

  app.post(
    '/password-reset',
    {
      config: { rateLimit: { exempt: 'one-time code limits in OneTimeCodes (decision record 0015)' } },
      schema: {
        tags,
        summary: 'Set a new password with a code sent to the registered mobile number; signs out everywhere else.',
        body: withMobileInE164(passwordResetSchema, deps.defaultCountry),
        response: { 200: signedInSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { mobile, otp, password } = request.body;
      const member = await credentials.resetPassword(mobile, otp, password, request.ip);
      // Whoever knew the old password is signed out (OWASP ASVS 3.3.3).
      await sessions.revokeOthers(member.id, null);
      return startSession(request, reply, sessions, member, deps.sessionDays);
    },
  );

  app.put(
    '/account/password',
    {
      config: { access: 'account' },
      schema: {
        tags: ['account'],
        summary: 'Set or change the password; the current one is needed when there is one. Signs out other devices.',
        body: passwordChangeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const current = sessionOf(request);
      await credentials.changePassword(current.user.id, request.body.currentPassword, request.body.password);
      await sessions.revokeOthers(current.user.id, current.idHash);
      return reply.code(204).send(null);
    },
  );
}
