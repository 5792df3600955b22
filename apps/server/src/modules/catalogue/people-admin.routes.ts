import { z } from 'zod';
import { slugParamsSchema } from '@reelhouse/contracts/catalogue';
import {
  adminPersonPageSchema,
  adminPersonSchema,
  personCreateSchema,
  personListQuerySchema,
  personPatchSchema,
} from '@reelhouse/contracts/people-admin';
import { problemSchema } from '@reelhouse/contracts/problem';
import { mergeSchema } from '@reelhouse/contracts/terms-admin';
import { sessionOf } from '../../platform/auth/session-requests';
import type { ApiInstance } from '../../platform/http/types';
import { pictureUploadRoutes } from '../../platform/images/picture-upload-routes';
import { pictureBytes, pictureShapes } from '../../platform/images/uploaded-pictures';
import type { PeopleAdmin } from './people-admin.service';

const tags = ['people (operators)'];
const problems = { 400: problemSchema, 404: problemSchema, 409: problemSchema, 422: problemSchema };

/** The console's people: cast and crew (paths under /api/admin). */
export function peopleAdminRoutes(admin: ApiInstance, people: PeopleAdmin): void {
  admin.get(
    '/people',
    {
      schema: {
        tags,
        summary: 'People with how many credits each has, filtered, sorted and paged on the server.',
        description: '`q` matches names (word prefixes, one typo allowed) and slugs.',
        querystring: personListQuerySchema,
        response: { 200: adminPersonPageSchema, 400: problemSchema },
      },
    },
    async (request) => people.list(request.query),
  );

  admin.post(
    '/people',
    {
      schema: {
        tags,
        summary: 'Add a person.',
        description: 'English texts (designation, biography) are required; without `slug` one is made from the name.',
        body: personCreateSchema,
        response: { 201: adminPersonSchema, ...problems },
      },
    },
    async (request, reply) => reply.code(201).send(await people.create(sessionOf(request).user.id, request.body)),
  );

  admin.get(
    '/people/:slug',
    {
      schema: {
        tags,
        summary: 'One person as the console edits them, with every title they are credited on.',
        params: slugParamsSchema,
        response: { 200: adminPersonSchema, 404: problemSchema },
      },
    },
    async (request) => people.detail(request.params.slug),
  );

  admin.patch(
    '/people/:slug',
    {
      schema: {
        tags,
        summary: 'Change what is sent of a person; the rest stays.',
        description: '`translations` changes the languages it names (null removes one, never English).',
        params: slugParamsSchema,
        body: personPatchSchema,
        response: { 200: adminPersonSchema, ...problems },
      },
    },
    async (request) => people.update(sessionOf(request).user.id, request.params.slug, request.body),
  );

  admin.post(
    '/people/:slug/merge',
    {
      schema: {
        tags,
        summary:
          'Merge a duplicate into another person: credits move there, missing details are filled in, the duplicate is deleted.',
        params: slugParamsSchema,
        body: mergeSchema,
        response: { 200: adminPersonSchema, ...problems },
      },
    },
    async (request) => people.merge(sessionOf(request).user.id, request.params.slug, request.body.into),
  );

  admin.delete(
    '/people/:slug',
    {
      schema: {
        tags,
        summary: 'Delete a person with their credits.',
        params: slugParamsSchema,
        response: { 204: z.null(), 404: problemSchema },
      },
    },
    async (request, reply) => {
      await people.remove(sessionOf(request).user.id, request.params.slug);
      return reply.code(204).send(null);
    },
  );

  pictureUploadRoutes(admin, pictureShapes.portrait, (scope) => {
    scope.put(
      '/people/:slug/portrait',
      {
        schema: {
          tags,
          summary: 'Upload the person’s portrait: at most 5 MB, WebP, GIF, PNG or JPEG by content.',
          description: 'Send the picture as the request body. It is cropped square and re-encoded to WebP and AVIF.',
          params: slugParamsSchema,
          response: { 200: adminPersonSchema, ...problems, 413: problemSchema, 415: problemSchema },
        },
      },
      async (request) =>
        people.setPortrait(
          sessionOf(request).user.id,
          request.params.slug,
          pictureBytes(request.body, pictureShapes.portrait),
        ),
    );
  });
}
