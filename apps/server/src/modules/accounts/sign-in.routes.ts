import type { onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { problemSchema, problems } from '@reelhouse/contracts/problem';
import { codeRequestSchema, codeSignInSchema } from '@reelhouse/contracts/credentials';
import { codeSentSchema, sessionSchema, signedInSchema } from '@reelhouse/contracts/session';
import type { ApiInstance } from '../../platform/http/types';
import type { MembersRepository } from './members.repository';
import type { OneTimeCodes } from './one-time-codes.service';
import { withMobileInE164 } from '@reelhouse/contracts/phone-numbers';
import { clearSessionCookie, startSession } from './session-cookie';
import type { Sessions } from './sessions.repository';
import type { DemoSmsSender } from '../../integrations/sms/sms-sender';

const tags = ['accounts'];
const errors = problems(400, 403, 429);

interface SignInDependencies {
  members: MembersRepository;
  codes: OneTimeCodes;
  sessions: Sessions;
  defaultCountry: string;
  sessionDays: number;
  /** Present only while the demo SMS provider is active: its outbox route exists only then. */
  demoSms: DemoSmsSender | null;
  /** Keeps the outbox to this machine unless DEMO_PUBLIC=true. */
  demoGuard: onRequestHookHandler;
}

/** Sign-in with a mobile number and a one-time code, at the original app's paths; the session. */
export function signInRoutes(app: ApiInstance, deps: SignInDependencies): void {
  app.post(
    '/create-user-mobile/',
    {
      config: { rateLimit: { exempt: 'code limits per number and address in OneTimeCodes (decision record 0015)' } },
      schema: {
        tags,
        summary: 'Start sign-in or sign-up: sends a one-time code to the mobile number.',
        description:
          'The answer is the same whether or not the number has an account. Limits: one code per 60 s, 5 per number and 20 per IP address per hour (429 with Retry-After).',
        body: withMobileInE164(codeRequestSchema, deps.defaultCountry),
        response: {
          200: codeSentSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { mobile } = request.body;
      const sent = await deps.codes.issue(mobile, request.ip);
      return { success: true as const, data: { mobile, ...sent } };
    },
  );

  app.post(
    '/verify-user-mobile/',
    {
      config: { rateLimit: { exempt: 'one-time code limits in OneTimeCodes (decision record 0015)' } },
      schema: {
        tags,
        summary: 'Finish sign-in with the code: opens a session (cookie, and a bearer token for apps).',
        description:
          'A code is valid for 5 minutes (OTP_TTL_SECONDS), once, and survives 5 wrong tries from each client. 50 wrong codes from one IP address in an hour pause that address; 100 wrong codes for one number lock it for the clients that sent them, while the client the newest code was sent for can still use it.',
        body: withMobileInE164(codeSignInSchema, deps.defaultCountry),
        response: { 200: signedInSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { mobile, otp } = request.body;
      await deps.codes.verify(mobile, otp, request.ip);
      const member = await deps.members.findOrCreate(mobile);
      return startSession(request, reply, deps.sessions, member, deps.sessionDays);
    },
  );

  app.get(
    '/session',
    {
      schema: { tags, summary: 'The current session, as the server sees it.', response: { 200: sessionSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { session } = request;
      if (!session) return { authenticated: false, user: null, profile: null };
      const { user, profile } = session;
      return {
        authenticated: true,
        user: { id: user.id, displayName: user.displayName, role: user.role, parentalLock: user.parentalLock },
        profile,
      };
    },
  );

  app.delete(
    '/session',
    {
      config: { rateLimit: { exempt: 'ends only the caller’s own session' } },
      schema: {
        tags,
        summary: 'Log out: revokes this session on the server.',
        response: { 204: z.null(), 403: problemSchema },
      },
    },
    async (request, reply) => {
      if (request.session) await deps.sessions.revoke(request.session.idHash);
      clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  const outbox = deps.demoSms;
  if (outbox) {
    app.get(
      '/dev/sms-outbox',
      {
        onRequest: deps.demoGuard,
        schema: {
          tags: ['demo'],
          summary: 'Messages the demo SMS provider kept instead of sending (exists only in demo mode).',
          description:
            'Answers connections from the server’s own machine only, unless DEMO_PUBLIC=true (403 otherwise).',
          querystring: withMobileInE164(codeRequestSchema, deps.defaultCountry),
          response: {
            200: z.object({
              items: z.array(z.object({ id: z.number().int(), to: z.string(), body: z.string(), createdAt: z.date() })),
            }),
            400: problemSchema,
            403: problemSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { items: await outbox.outbox(request.query.mobile) };
      },
    );
  }
}
