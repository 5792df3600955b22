import { z } from 'zod';
import { problems } from '@reelhouse/contracts/problem';
import { langQuerySchema } from '@reelhouse/contracts/catalogue';
import { activitySchema, deviceSessionSchema, profileSchema, profileUpdateSchema } from '@reelhouse/contracts/session';
import { AppError } from '../../platform/errors/app-error';
import type { ApiInstance } from '../../platform/http/types';
import { hiddenRatings, viewerOf } from '../../platform/auth/viewer';
import type { ActivityRepository } from './activity.repository';
import { presentProfile as present, type MembersRepository } from './members.repository';
import type { ProfileChanges } from './profile-changes.service';
import { sessionOf } from '../../platform/auth/session-requests';
import { clearSessionCookie } from './session-cookie';
import type { Sessions } from './sessions.repository';

const tags = ['account'];
const errors = problems(400, 401, 403, 404, 409);

/** My Account: the member's profile and age confirmation, their signed-in devices, deleting the account. */
export function accountRoutes(
  app: ApiInstance,
  deps: { members: MembersRepository; sessions: Sessions; profiles: ProfileChanges; activity: ActivityRepository },
): void {
  const { members, sessions, profiles, activity } = deps;
  const load = async (id: number) => {
    const profile = await members.profile(id);
    if (!profile) throw new AppError('unauthenticated', 'Sign in to see your account.');
    return profile;
  };

  app.get(
    '/account',
    {
      config: { access: 'account' },
      schema: { tags, summary: 'The signed-in member’s profile.', response: { 200: profileSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return present(await load(sessionOf(request).user.id));
    },
  );

  app.patch(
    '/account',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'Change the profile; a date of birth 18+ years ago, or `confirmAdult`, unlocks A-rated titles.',
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = sessionOf(request).user;
      await profiles.update(id, request.body, request.ip);
      // Takes effect at once: sessions read the confirmation on every request, and cached
      // catalogue answers are kept apart by it.
      return present(await load(id));
    },
  );

  app.delete(
    '/account',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'Delete the account: profile, sessions and addresses go; reviews and visits stay without a name.',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      // Ended first, so that playback links bound to any of them stop at once.
      await sessions.revokeOthers(user.id, null);
      await members.delete(user.id);
      clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/account/activity',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'What the member did lately: titles saved, reviews, playlists, new devices.',
        querystring: langQuerySchema,
        response: { 200: z.object({ items: z.array(activitySchema) }), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      reply.header('cache-control', 'no-store');
      const visibility = { hiddenRatings: hiddenRatings(viewerOf(request)) };
      return { items: await activity.recent(user.id, request.query.lang, visibility) };
    },
  );

  app.get(
    '/account/sessions',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'The devices signed in to this account.',
        response: { 200: z.object({ items: z.array(deviceSessionSchema) }), ...errors },
      },
    },
    async (request, reply) => {
      const current = sessionOf(request);
      reply.header('cache-control', 'no-store');
      const items = await sessions.list(current.user.id);
      return {
        items: items.map(({ idHash, createdAt, lastSeenAt, ...rest }) => ({
          ...rest,
          id: idHash,
          createdAt: createdAt.toISOString(),
          lastSeenAt: lastSeenAt.toISOString(),
          current: idHash === current.idHash,
        })),
      };
    },
  );

  app.delete(
    '/account/sessions/:id',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'Sign out one device.',
        params: z.object({ id: z.string().max(64) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const current = sessionOf(request);
      // Another member's session, or none: the same 404, so ids cannot be probed.
      if (!(await sessions.revokeOwn(current.user.id, request.params.id))) {
        throw new AppError('not_found', 'There is no such session on your account.');
      }
      if (request.params.id === current.idHash) clearSessionCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/account/sessions/sign-out-others',
    {
      config: { access: 'account' },
      schema: { tags, summary: 'Sign out every other device.', response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const current = sessionOf(request);
      await sessions.revokeOthers(current.user.id, current.idHash);
      return reply.code(204).send(null);
    },
  );
}
