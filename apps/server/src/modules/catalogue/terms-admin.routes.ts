import { z } from 'zod';
import { slugParamsSchema } from '@reelhouse/contracts/catalogue';
import { problemSchema } from '@reelhouse/contracts/problem';
import {
  adminTermPageSchema,
  adminTermSchema,
  mergeSchema,
  termCreateSchema,
  termListQuerySchema,
  termPatchSchema,
  termUsageSchema,
} from '@reelhouse/contracts/terms-admin';
import { sessionOf } from '../../platform/auth/session-requests';
import type { ApiInstance } from '../../platform/http/types';
import type { TermsAdmin } from './terms-admin.service';

const problems = { 400: problemSchema, 404: problemSchema, 409: problemSchema, 422: problemSchema };

/** The console's genres or tags (one set of routes per vocabulary, paths under /api/admin). */
export function termsAdminRoutes(admin: ApiInstance, terms: TermsAdmin): void {
  const base = `/${terms.kind}`;
  const one = terms.kind === 'genres' ? 'genre' : 'tag';
  const tags = [`${terms.kind} (operators)`];

  admin.get(
    base,
    {
      schema: {
        tags,
        summary: `Every ${one} with its names and how many titles and rails use it, filtered, sorted and paged.`,
        description: '`q` matches slugs and names in every language.',
        querystring: termListQuerySchema,
        response: { 200: adminTermPageSchema, 400: problemSchema },
      },
    },
    async (request) => terms.list(request.query),
  );

  admin.post(
    base,
    {
      schema: {
        tags,
        summary: `Create a ${one}.`,
        description: `An English name is required; without \`slug\` one is made from it.${terms.kind === 'genres' ? ' `type` (movie, tv-show, video) says which genre pages list it.' : ''}`,
        body: termCreateSchema,
        response: { 201: adminTermSchema, ...problems },
      },
    },
    async (request, reply) => reply.code(201).send(await terms.create(sessionOf(request).user.id, request.body)),
  );

  admin.get(
    `${base}/:slug`,
    {
      schema: {
        tags,
        summary: `One ${one}.`,
        params: slugParamsSchema,
        response: { 200: adminTermSchema, 404: problemSchema },
      },
    },
    async (request) => terms.detail(request.params.slug),
  );

  admin.get(
    `${base}/:slug/usage`,
    {
      schema: {
        tags,
        summary: `Where the ${one} is used: its titles (the first 20 and how many) and the rails built on it.`,
        params: slugParamsSchema,
        response: { 200: termUsageSchema, 404: problemSchema },
      },
    },
    async (request) => terms.usage(request.params.slug),
  );

  admin.patch(
    `${base}/:slug`,
    {
      schema: {
        tags,
        summary: `Rename the ${one} or change its slug; rails built on it follow a new slug.`,
        description: '`names` changes the languages it names (null removes one, never English).',
        params: slugParamsSchema,
        body: termPatchSchema,
        response: { 200: adminTermSchema, ...problems },
      },
    },
    async (request) => terms.update(sessionOf(request).user.id, request.params.slug, request.body),
  );

  admin.post(
    `${base}/:slug/merge`,
    {
      schema: {
        tags,
        summary: `Merge the ${one} into another: its titles are filed there, its rails show that one, and it is deleted.`,
        params: slugParamsSchema,
        body: mergeSchema,
        response: { 200: adminTermSchema, ...problems },
      },
    },
    async (request) => terms.merge(sessionOf(request).user.id, request.params.slug, request.body.into),
  );

  admin.delete(
    `${base}/:slug`,
    {
      schema: {
        tags,
        summary: `Delete the ${one}: it leaves its titles, and the rails built on it are removed (see \`usage\` first).`,
        params: slugParamsSchema,
        response: { 204: z.null(), 404: problemSchema },
      },
    },
    async (request, reply) => {
      await terms.remove(sessionOf(request).user.id, request.params.slug);
      return reply.code(204).send(null);
    },
  );
}
