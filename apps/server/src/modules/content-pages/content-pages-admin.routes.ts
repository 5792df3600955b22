import { z } from 'zod';
import { contentPageInputSchema, contentPageKeySchema, contentPageSchema } from '@reelhouse/contracts/content-pages';
import { problemSchema } from '@reelhouse/contracts/problem';
import { jsonBodyLimits } from '../../platform/http/json-bodies';
import type { ApiInstance } from '../../platform/http/types';
import type { ContentPages } from './content-pages.service';

const params = z.object({ key: contentPageKeySchema });

/** Operators rewrite a policy page or the FAQ, one language at a time (in the admin scope). */
export function contentPageAdminRoutes(admin: ApiInstance, pages: ContentPages): void {
  admin.put(
    '/pages/:key',
    {
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
    async (request) => pages.save(request.params.key, request.body),
  );
}
