import { z } from 'zod';
import { langQuerySchema } from '@reelhouse/contracts/catalogue';
import {
  adminContentPageSchema,
  contentPageIndexSchema,
  contentPageInputSchema,
  contentPageKeySchema,
} from '@reelhouse/contracts/content-pages';
import { problems } from '@reelhouse/contracts/problem';
import { sessionOf } from '../../platform/auth/session-requests';
import { jsonBodyLimits } from '../../platform/http/json-bodies';
import type { ApiInstance } from '../../platform/http/types';
import type { ContentPages } from './content-pages.service';

const tags = ['pages', 'admin'];
const params = z.object({ key: contentPageKeySchema });

/** Operators read and rewrite a policy page or the FAQ, one language at a time (in the admin scope). */
export function contentPageAdminRoutes(admin: ApiInstance, pages: ContentPages): void {
  admin.get(
    '/pages',
    {
      schema: {
        tags,
        summary: 'Every policy page and the FAQ, with the languages each is written in and when each was saved.',
        response: { 200: contentPageIndexSchema, ...problems(400) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await pages.index() };
    },
  );

  admin.get(
    '/pages/:key',
    {
      schema: {
        tags,
        summary: 'One language of a page as stored, its {{…}} placeholders unfilled, to edit.',
        description: 'A language with no text yet comes with the English text to start from and `saved: false`.',
        params,
        querystring: langQuerySchema,
        response: { 200: adminContentPageSchema, ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pages.stored(request.params.key, request.query.lang);
    },
  );

  admin.put(
    '/pages/:key',
    {
      bodyLimit: jsonBodyLimits.longTextBytes,
      schema: {
        tags,
        summary: 'Replace one language of a policy page or the FAQ.',
        description:
          'Texts may name the operator’s details as {{service}}, {{company}}, {{email}} and {{city}}; they are filled in from configuration when read. The page’s “last updated” date becomes now.',
        params,
        body: contentPageInputSchema,
        response: { 200: adminContentPageSchema, ...problems(400) },
      },
    },
    async (request) => pages.save(sessionOf(request).user.id, request.params.key, request.body),
  );
}
