import { z } from 'zod';
import { langQuerySchema } from '@reelhouse/contracts/catalogue';
import { contentPageInputSchema, contentPageKeySchema, contentPageSchema } from '@reelhouse/contracts/content-pages';
import { problemSchema } from '@reelhouse/contracts/problem';
import { jsonBodyLimits } from '../../http/json-bodies';
import { sendCached, type ReadCache } from '../../http/read-cache';
import type { ApiInstance } from '../../http/types';
import { requireAdmin } from '../accounts/session-requests';
import type { ContentPages } from './content-pages.service';

const params = z.object({ key: contentPageKeySchema });

/** Policies and FAQ: read by everyone (cached), rewritten by operators. */
export function contentPageRoutes(app: ApiInstance, pages: ContentPages, cache: ReadCache): void {
  app.get(
    '/pages/:key',
    {
      schema: {
        tags: ['pages'],
        summary: 'A policy page or the FAQ, in the language asked for, with the operator’s details filled in.',
        params,
        querystring: langQuerySchema,
        response: { 200: contentPageSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      await sendCached(
        request,
        reply,
        cache,
        request.url,
        async () => contentPageSchema.parse(await pages.page(request.params.key, request.query.lang)),
        { personal: false },
      );
    },
  );

  app.put(
    '/admin/pages/:key',
    {
      config: { access: 'admin' },
      bodyLimit: jsonBodyLimits.longTextBytes,
      schema: {
        tags: ['pages', 'admin'],
        summary: 'Replace one language of a policy page or the FAQ (operators only).',
        description:
          'Texts may name the operator’s details as {{service}}, {{company}}, {{email}} and {{city}}; they are filled in from configuration when read. The page’s “last updated” date becomes now.',
        params,
        body: contentPageInputSchema,
        response: { 200: contentPageSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return pages.save(request.params.key, request.body);
    },
  );
}
