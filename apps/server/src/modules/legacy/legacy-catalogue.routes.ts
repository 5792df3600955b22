import { z } from 'zod';
import { langQuerySchema, slugParamsSchema, titleCardSchema, titleDetailSchema } from '@reelhouse/contracts/catalogue';
import { problemSchema, problems } from '@reelhouse/contracts/problem';
import type { ReadCache } from '../../platform/read-cache';
import type { ApiInstance } from '../../platform/http/types';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { cachedRead, cacheHitBeforeValidation } from '../../platform/viewer-reads';

/**
 * The original client's catalogue calls, kept at their exact method and path for the Android app.
 * Every answer is `{ "success": true, "data": … }`; failures are the usual problem+json.
 */
const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
const wrap = async <T>(data: Promise<T>) => ({ success: true as const, data: await data });

const tags = ['original app'];
const cardsEnvelope = envelope(z.array(titleCardSchema));
const detailEnvelope = envelope(titleDetailSchema);
const errors = problems(400, 403, 404);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a genre slug');
/** The original's payloads were not recorded: the genre may come as `category` or `genre`. */
const categoryBody = z
  .object({ category: slug.optional(), genre: slug.optional(), lang: langQuerySchema.shape.lang.optional() })
  .refine((body) => body.category ?? body.genre, { message: 'name the genre as "category"', path: ['category'] });
// A POST without a body arrives as null.
const optionalLangBody = z.object({ lang: langQuerySchema.shape.lang.optional() }).nullish();
const ALL = 1000;

export function legacyCatalogueRoutes(app: ApiInstance, service: CatalogueService, cache: ReadCache): void {
  const read = cachedRead(cache);
  const onRequest = cacheHitBeforeValidation(cache);
  const cards = (
    query: Parameters<CatalogueService['listTitles']>[0],
    viewer: Parameters<CatalogueService['listTitles']>[1],
  ) => service.listTitles(query, viewer).then((page) => page.items);
  const list = (lang: z.infer<typeof langQuerySchema>['lang'], kind: 'movie' | 'series', genre?: string) => ({
    lang,
    kind,
    ...(genre ? { genre } : {}),
    sort: 'latest' as const,
    page: 1,
    limit: ALL,
  });

  app.get(
    '/get-all-movies/',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every movie, newest first.',
        querystring: langQuerySchema,
        response: { 200: cardsEnvelope, 400: problemSchema },
      },
    },
    (request, reply) =>
      read(request, reply, cardsEnvelope, (viewer) => wrap(cards(list(request.query.lang, 'movie'), viewer))),
  );

  /** The titles of one kind in one genre: body `{ "category": "<genre slug>" }`. */
  const byCategory = (path: string, kind: 'movie' | 'series', what: string) =>
    app.post(
      path,
      {
        config: { rateLimit: { exempt: 'reads only: the original app asks with POST' } },
        schema: {
          tags,
          summary: `The ${what} of one genre: body \`{ "category": "<genre slug>" }\`.`,
          querystring: langQuerySchema,
          body: categoryBody,
          response: { 200: cardsEnvelope, 400: problemSchema },
        },
      },
      (request, reply) => {
        const genre = request.body.category ?? request.body.genre;
        const lang = request.body.lang ?? request.query.lang;
        return read(request, reply, cardsEnvelope, (viewer) => wrap(cards(list(lang, kind, genre), viewer)), [
          genre,
          lang,
        ]);
      },
    );
  byCategory('/movies-by-category/', 'movie', 'movies');
  byCategory('/category-series', 'series', 'web series');

  app.get(
    '/get-movie/:slug',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One movie (or any title) by slug.',
        params: slugParamsSchema,
        querystring: langQuerySchema,
        response: { 200: detailEnvelope, ...errors },
      },
    },
    (request, reply) =>
      read(request, reply, detailEnvelope, (viewer) =>
        wrap(service.title(request.params.slug, request.query.lang, viewer)),
      ),
  );

  app.post(
    '/get-all-slider/',
    {
      config: { rateLimit: { exempt: 'reads only: the original app asks with POST' } },
      schema: {
        tags,
        summary: 'The home hero slider (or `{ "placement": "movies" | "tv" | "videos" | "banner" }`).',
        querystring: langQuerySchema,
        body: z
          .object({
            placement: z.enum(['home', 'movies', 'tv', 'videos', 'banner']).optional(),
            lang: langQuerySchema.shape.lang.optional(),
          })
          .nullish(),
        response: { 200: cardsEnvelope, 400: problemSchema },
      },
    },
    (request, reply) => {
      const placement = request.body?.placement ?? 'home';
      const lang = request.body?.lang ?? request.query.lang;
      return read(
        request,
        reply,
        cardsEnvelope,
        (viewer) => wrap(service.slider(placement, lang, viewer).then((slider) => slider.items)),
        [placement, lang],
      );
    },
  );

  app.post(
    '/series/:slug',
    {
      config: { rateLimit: { exempt: 'reads only: the original app asks with POST' } },
      schema: {
        tags,
        summary: 'One web series or TV show with its seasons and episodes.',
        params: slugParamsSchema,
        querystring: langQuerySchema,
        body: optionalLangBody,
        response: { 200: detailEnvelope, ...errors },
      },
    },
    (request, reply) => {
      const lang = request.body?.lang ?? request.query.lang;
      return read(request, reply, detailEnvelope, (viewer) => wrap(service.title(request.params.slug, lang, viewer)), [
        lang,
      ]);
    },
  );

  app.post(
    '/all-series',
    {
      config: { rateLimit: { exempt: 'reads only: the original app asks with POST' } },
      schema: {
        tags,
        summary: 'Every web series, newest first.',
        querystring: langQuerySchema,
        body: optionalLangBody,
        response: { 200: cardsEnvelope, 400: problemSchema },
      },
    },
    (request, reply) => {
      const lang = request.body?.lang ?? request.query.lang;
      return read(request, reply, cardsEnvelope, (viewer) => wrap(cards(list(lang, 'series'), viewer)), [lang]);
    },
  );
}
