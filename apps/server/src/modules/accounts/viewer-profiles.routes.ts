import { z } from 'zod';
import { problems, problemSchema } from '@reelhouse/contracts/problem';
import {
  playerSettingsSchema,
  profileLockCodeSchema,
  viewerProfileCreateSchema,
  viewerProfileListSchema,
  viewerProfileParamsSchema,
  viewerProfileSchema,
  viewerProfileSelectSchema,
  viewerProfileUpdateSchema,
} from '@reelhouse/contracts/profiles';
import { profileOf, sessionOf } from '../../platform/auth/session-requests';
import type { ApiInstance } from '../../platform/http/types';
import { pictureUploadRoutes } from '../../platform/images/picture-upload-routes';
import { pictureBytes, pictureShapes } from '../../platform/images/uploaded-pictures';
import type { ViewerProfiles } from './viewer-profiles.service';

const tags = ['profiles'];
const errors = problems(400, 401, 403, 404, 409, 429);
/** Each change hashes or checks a PIN at most: a household's few edits an hour, with room to spare. */
const profileWrites = { name: 'profile-writes', max: 120, windowMs: 60 * 60_000 };

/** Who watches on the account: the household's profiles, and choosing one on this device. */
export function viewerProfileRoutes(app: ApiInstance, profiles: ViewerProfiles): void {
  app.get(
    '/profiles',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'The account’s profiles, the holder’s first, and which one this device watches as.',
        response: { 200: viewerProfileListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return profiles.list(sessionOf(request));
    },
  );

  app.post(
    '/profiles',
    {
      config: { access: 'account', rateLimit: profileWrites },
      schema: {
        tags,
        summary: 'Add a profile (at most five per account); only the holder’s profile may.',
        description:
          'A kids profile watches up to U/A 7+ and never sees the shop, the blog or the account’s settings. A limit of A needs the account’s 18+ confirmation.',
        body: viewerProfileCreateSchema,
        response: { 201: viewerProfileSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await profiles.create(sessionOf(request), request.body)),
  );

  app.patch(
    '/profiles/:id',
    {
      config: { access: 'account', rateLimit: profileWrites },
      schema: {
        tags,
        summary:
          'Change a profile: its own name, avatar, language and lock, or (holder only) its limit and kids setting.',
        description: '`lockPin` sets a 4-digit lock asked for when someone chooses the profile; `null` removes it.',
        params: viewerProfileParamsSchema,
        body: viewerProfileUpdateSchema,
        response: { 200: viewerProfileSchema, ...errors },
      },
    },
    async (request) => profiles.update(sessionOf(request), request.params.id, request.body),
  );

  app.put(
    '/profiles/current/player',
    {
      config: { access: 'member', rateLimit: { name: 'player-settings', max: 600, windowMs: 60 * 60_000 } },
      schema: {
        tags,
        summary: 'What the player remembers for the profile watching on this device: its subtitles and how they look.',
        body: playerSettingsSchema,
        response: { 200: playerSettingsSchema, ...errors },
      },
    },
    async (request) => profiles.savePlayerSettings(sessionOf(request), profileOf(request), request.body),
  );

  const picture = pictureShapes.profilePicture;
  pictureUploadRoutes(app, picture, (scope) => {
    scope.put(
      '/profiles/:id/picture',
      {
        config: { access: 'account', rateLimit: profileWrites },
        schema: {
          tags,
          summary:
            'Give a profile a picture of its own instead of its drawn avatar: at most 5 MB, WebP, GIF, PNG or JPEG by content.',
          description:
            'Send the picture as the request body. It is cropped square from the middle and re-encoded to WebP and AVIF.',
          params: viewerProfileParamsSchema,
          response: { 200: viewerProfileSchema, ...errors, 413: problemSchema, 415: problemSchema },
        },
      },
      async (request) =>
        profiles.setPicture(sessionOf(request), request.params.id, pictureBytes(request.body, picture)),
    );
  });

  app.delete(
    '/profiles/:id/picture',
    {
      config: { access: 'account', rateLimit: profileWrites },
      schema: {
        tags,
        summary: 'Take a profile’s picture off: it shows its drawn avatar again.',
        params: viewerProfileParamsSchema,
        response: { 200: viewerProfileSchema, ...errors },
      },
    },
    async (request) => profiles.setPicture(sessionOf(request), request.params.id, null),
  );

  app.delete(
    '/profiles/:id',
    {
      config: { access: 'account', rateLimit: profileWrites },
      schema: {
        tags,
        summary: 'Remove a profile with its list and history; the holder’s own profile stays.',
        params: viewerProfileParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await profiles.remove(sessionOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/profiles/lock-code',
    {
      config: { access: 'member', rateLimit: { exempt: 'sign-in code limits in OneTimeCodes (decision record 0015)' } },
      schema: {
        tags,
        summary: 'Send a sign-in code to the account’s number, to open a locked profile whose PIN is forgotten.',
        response: { 200: profileLockCodeSchema, ...errors },
      },
    },
    async (request) => profiles.sendLockCode(sessionOf(request), request.ip),
  );

  app.post(
    '/profiles/:id/select',
    {
      config: {
        access: 'member',
        rateLimit: { exempt: 'a locked profile’s PIN is limited per account by the service' },
      },
      schema: {
        tags,
        summary:
          'Watch as this profile on this device; a locked one needs its `pin`, or an `otp` sent to the account’s number.',
        params: viewerProfileParamsSchema,
        body: viewerProfileSelectSchema,
        response: { 200: viewerProfileSchema, ...errors },
      },
    },
    async (request) => profiles.select(sessionOf(request), request.params.id, request.body, request.ip),
  );
}
