import { z } from 'zod';
import { langQuerySchema } from '@reelhouse/contracts/catalogue';
import { contentPageKeySchema, contentPageSchema } from '@reelhouse/contracts/content-pages';
import { problemSchema } from '@reelhouse/contracts/problem';
import { sendCached, type ReadCache } from '../../platform/read-cache';
import type { ApiInstance } from '../../platform/http/types';
import type { ContentPages } from './content-pages.service';

const params = z.object({ key: contentPageKeySchema });

/** Policies and FAQ, read by everyone (cached); operators rewrite them (content-pages-admin.routes). */
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
}
