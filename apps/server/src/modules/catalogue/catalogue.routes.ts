import { z } from 'zod';
import {
  genreSchema,
  langQuerySchema,
  pageOf,
  personDetailSchema,
  personSummarySchema,
  placementSchema,
  railSchema,
  reviewCreatedSchema,
  reviewInputSchema,
  reviewPageSchema,
  searchQuerySchema,
  searchResultsSchema,
  sliderSchema,
  slugParamsSchema,
  tagSchema,
  titleCardSchema,
  titleDetailSchema,
  titleListQuerySchema,
  titlePageSchema,
} from '@reelhouse/contracts/catalogue';
import { problemSchema, problems } from '@reelhouse/contracts/problem';
import type { ClientLimit } from '../../platform/http/route-guards';
import type { ReadCache } from '../../platform/read-cache';
import { viewerOf } from '../../platform/auth/viewer';
import { cachedRead, cacheHitBeforeValidation } from '../../platform/viewer-reads';
import type { ApiInstance } from '../../platform/http/types';
import type { CatalogueService } from './catalogue.service';

/** Reviews anyone may write, like the shop's: a handful an hour from one address. */
const reviewLimit: ClientLimit = {
  name: 'title-review',
  max: 10,
  windowMs: 60 * 60_000,
  message: 'You have written several reviews already.',
};

const tags = ['catalogue'];
const errors = problems(400, 403, 404);
const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
const pageQuerySchema = langQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(24),
});

export function catalogueRoutes(app: ApiInstance, service: CatalogueService, cache: ReadCache): void {
  const read = cachedRead(cache);
  const onRequest = cacheHitBeforeValidation(cache);

  app.get(
    '/titles',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Movies, series, shows and videos, filtered, sorted and paged.',
        querystring: titleListQuerySchema,
        response: { 200: titlePageSchema, 400: problemSchema },
      },
    },
    (request, reply) => read(request, reply, titlePageSchema, (viewer) => service.listTitles(request.query, viewer)),
  );

  app.get(
    '/titles/:slug',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'One title with everything its page shows. A-rated titles answer 403 content_restricted to viewers not confirmed 18+; A and U/A 16+ answer 403 content_locked behind a parental PIN not entered on this device.',
        params: slugParamsSchema,
        querystring: langQuerySchema,
        response: { 200: titleDetailSchema, ...errors },
      },
    },
    (request, reply) =>
      read(request, reply, titleDetailSchema, (viewer) =>
        service.title(request.params.slug, request.query.lang, viewer),
      ),
  );

  app.get(
    '/titles/:slug/related',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Titles that share genres with this one.',
        params: slugParamsSchema,
        querystring: langQuerySchema,
        response: { 200: itemsOf(titleCardSchema), ...errors },
      },
    },
    (request, reply) =>
      read(request, reply, itemsOf(titleCardSchema), (viewer) =>
        service.related(request.params.slug, request.query.lang, viewer),
      ),
  );

  app.get(
    '/titles/:slug/reviews',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Published reviews of a title, newest first. E-mail addresses are never included.',
        params: slugParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: reviewPageSchema, ...errors },
      },
    },
    (request, reply) =>
      read(request, reply, reviewPageSchema, (viewer) =>
        service.reviews(request.params.slug, request.query.lang, viewer, request.query.page, request.query.limit),
      ),
  );

  app.post(
    '/titles/:slug/reviews',
    {
      config: { rateLimit: reviewLimit },
      schema: {
        tags,
        summary: 'Review a title: rating 1–5, text, name and e-mail (kept for moderation, never shown).',
        params: slugParamsSchema,
        body: reviewInputSchema,
        response: {
          201: reviewCreatedSchema,
          400: problemSchema,
          403: problemSchema,
          404: problemSchema,
          409: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const created = await service.addReview(request.params.slug, request.body, viewerOf(request), {
        profileId: request.session?.profile?.id ?? null,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/people',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Cast and crew, by name.',
        querystring: pageQuerySchema,
        response: { 200: pageOf(personSummarySchema), 400: problemSchema },
      },
    },
    (request, reply) =>
      read(request, reply, pageOf(personSummarySchema), () =>
        service.people(request.query.lang, request.query.page, request.query.limit),
      ),
  );

  app.get(
    '/people/:slug',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A person with their filmography.',
        params: slugParamsSchema,
        querystring: langQuerySchema,
        response: { 200: personDetailSchema, ...errors },
      },
    },
    (request, reply) =>
      read(request, reply, personDetailSchema, (viewer) =>
        service.person(request.params.slug, request.query.lang, viewer),
      ),
  );

  app.get(
    '/genres',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Genres with their title counts, optionally of one type.',
        querystring: langQuerySchema.extend({ type: z.enum(['movie', 'tv-show', 'video']).optional() }),
        response: { 200: itemsOf(genreSchema), 400: problemSchema },
      },
    },
    (request, reply) =>
      read(request, reply, itemsOf(genreSchema), (viewer) =>
        service.genres(request.query.lang, viewer, request.query.type),
      ),
  );

  app.get(
    '/tags',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Tags with their title counts.',
        querystring: langQuerySchema,
        response: { 200: itemsOf(tagSchema), 400: problemSchema },
      },
    },
    (request, reply) => read(request, reply, itemsOf(tagSchema), (viewer) => service.tags(request.query.lang, viewer)),
  );

  app.get(
    '/rails',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The rails of one page (home, movies, tv, videos), each with its titles.',
        querystring: langQuerySchema.extend({ placement: placementSchema }),
        response: { 200: itemsOf(railSchema), 400: problemSchema },
      },
    },
    (request, reply) =>
      read(request, reply, itemsOf(railSchema), (viewer) =>
        service.rails(request.query.placement, request.query.lang, viewer),
      ),
  );

  app.get(
    '/rails/:slug',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One rail with up to 50 titles (its "view all" page).',
        params: slugParamsSchema,
        querystring: langQuerySchema,
        response: { 200: railSchema, ...errors },
      },
    },
    (request, reply) =>
      read(request, reply, railSchema, (viewer) => service.rail(request.params.slug, request.query.lang, viewer)),
  );

  app.get(
    '/search',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Titles, episodes and people by name, and moments by a line of their dialogue (subtitles): prefix matches as you type, one typo forgiven, Arabic letter forms folded.',
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, 400: problemSchema },
      },
    },
    (request, reply) =>
      read(request, reply, searchResultsSchema, (viewer) =>
        service.search(request.query.q, request.query.lang, viewer, request.query.limit),
      ),
  );

  app.get(
    '/sliders/:placement',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The hero slider of a page.',
        params: z.object({ placement: placementSchema }),
        querystring: langQuerySchema,
        response: { 200: sliderSchema, 400: problemSchema },
      },
    },
    (request, reply) =>
      read(request, reply, sliderSchema, (viewer) =>
        service.slider(request.params.placement, request.query.lang, viewer),
      ),
  );
}
