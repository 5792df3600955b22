import { z } from 'zod';
import { slugSchema } from '@reelhouse/contracts/catalogue-admin';
import { problems } from '@reelhouse/contracts/problem';
import {
  vocabularyListSchema,
  vocabularyTermCreateSchema,
  vocabularyTermInputSchema,
  vocabularyTermSchema,
} from '@reelhouse/contracts/vocabularies-admin';
import { sessionOf } from '../auth/session-requests';
import type { ApiInstance } from '../http/types';
import type { Vocabulary } from './vocabulary.service';

const errors = problems(400, 404, 409);
const params = z.object({ slug: slugSchema });

/** A vocabulary's routes under `path` (such as `/shop/categories`): list, add, rename, remove. */
export function vocabularyRoutes(
  admin: ApiInstance,
  { path, what, tags, vocabulary }: { path: string; what: string; tags: string[]; vocabulary: Vocabulary },
): void {
  admin.get(
    path,
    {
      schema: {
        tags,
        summary: `The ${what} with their names per language and how much is filed under each.`,
        response: { 200: vocabularyListSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await vocabulary.list() };
    },
  );

  admin.post(
    path,
    {
      schema: {
        tags,
        summary: `Add one of the ${what}: a slug and names per language, English required.`,
        body: vocabularyTermCreateSchema,
        response: { 201: vocabularyTermSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { slug, ...input } = request.body;
      return reply.code(201).send(await vocabulary.create(sessionOf(request).user.id, slug, input));
    },
  );

  admin.put(
    `${path}/:slug`,
    {
      schema: {
        tags,
        summary: `Rename one of the ${what} in every language (its slug stays).`,
        params,
        body: vocabularyTermInputSchema,
        response: { 200: vocabularyTermSchema, ...errors },
      },
    },
    async (request) => vocabulary.rename(sessionOf(request).user.id, request.params.slug, request.body),
  );

  admin.delete(
    `${path}/:slug`,
    {
      schema: {
        tags,
        summary: `Remove one of the ${what}; what was filed under it stays, unfiled.`,
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await vocabulary.remove(sessionOf(request).user.id, request.params.slug);
      return reply.code(204).send(null);
    },
  );
}
