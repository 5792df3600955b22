import {
  curationSchema,
  placementParamsSchema,
  railCreateSchema,
  railOrderSchema,
  railParamsPathSchema,
  railPatchSchema,
  railPreviewAnswerSchema,
  railPreviewSchema,
  sliderOrderSchema,
} from '@reelhouse/contracts/curation-admin';
import { problemSchema } from '@reelhouse/contracts/problem';
import { sessionOf } from '../../platform/auth/session-requests';
import type { ApiInstance } from '../../platform/http/types';
import type { CurationAdmin } from './curation-admin.service';

const tags = ['curation (operators)'];
const answers = { 200: curationSchema, 400: problemSchema, 404: problemSchema, 422: problemSchema };

/** A page's banner and rails as operators arrange them; each change answers the whole page. */
export function curationAdminRoutes(admin: ApiInstance, curation: CurationAdmin): void {
  const operator = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

  admin.get(
    '/curation/:placement',
    {
      schema: {
        tags,
        summary: "A page's banner titles and its rails, in order.",
        params: placementParamsSchema,
        response: { 200: curationSchema, 400: problemSchema },
      },
    },
    async (request) => curation.view(request.params.placement),
  );

  admin.put(
    '/curation/:placement/slider',
    {
      schema: {
        tags,
        summary: "Set the page's banner titles, in order.",
        params: placementParamsSchema,
        body: sliderOrderSchema,
        response: answers,
      },
    },
    async (request) => curation.setSlider(operator(request), request.params.placement, request.body.titles),
  );

  admin.put(
    '/curation/:placement/rails',
    {
      schema: {
        tags,
        summary: "Put the page's rails in this order (every rail of the page, once).",
        params: placementParamsSchema,
        body: railOrderSchema,
        response: answers,
      },
    },
    async (request) => curation.orderRails(operator(request), request.params.placement, request.body.rails),
  );

  admin.post(
    '/rails',
    {
      schema: {
        tags,
        summary: 'Add a rail at the end of its page: names per language, a rule (or titles by hand), a size.',
        body: railCreateSchema,
        response: answers,
      },
    },
    async (request) => curation.createRail(operator(request), request.body),
  );

  admin.patch(
    '/rails/:id',
    {
      schema: {
        tags,
        summary: 'Change what is sent of a rail (names replace all names; titles replace a curated rail’s list).',
        params: railParamsPathSchema,
        body: railPatchSchema,
        response: answers,
      },
    },
    async (request) => curation.updateRail(operator(request), request.params.id, request.body),
  );

  admin.delete(
    '/rails/:id',
    {
      schema: { tags, summary: 'Delete a rail.', params: railParamsPathSchema, response: answers },
    },
    async (request) => curation.deleteRail(operator(request), request.params.id),
  );

  admin.post(
    '/rails/preview',
    {
      schema: {
        tags,
        summary: 'The titles a rail with this rule would show a visitor now (nothing is saved).',
        body: railPreviewSchema,
        response: { 200: railPreviewAnswerSchema, 400: problemSchema },
      },
    },
    async (request) => ({ items: await curation.preview(request.body as Required<typeof request.body>) }),
  );
}
