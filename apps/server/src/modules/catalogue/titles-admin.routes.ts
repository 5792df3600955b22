import { z } from 'zod';
import {
  adminTitleCreateSchema,
  adminTitleListQuerySchema,
  adminTitlePageSchema,
  adminTitlePatchSchema,
  adminTitleSchema,
  artworkKinds,
  auditLineSchema,
  titleAwardsInputSchema,
  titleCreditsInputSchema,
  titleLinksInputSchema,
  titlePagePreviewSchema,
} from '@reelhouse/contracts/catalogue-admin';
import { langQuerySchema, slugParamsSchema } from '@reelhouse/contracts/catalogue';
import { problemSchema } from '@reelhouse/contracts/problem';
import { sessionOf } from '../../platform/auth/session-requests';
import type { ApiInstance } from '../../platform/http/types';
import { pictureUploadRoutes } from '../../platform/images/picture-upload-routes';
import { pictureBytes, pictureShapes, type PictureShape } from '../../platform/images/uploaded-pictures';
import type { CatalogueService } from './catalogue.service';
import type { TitlesAdminRepository } from './titles-admin.repository';
import type { TitlesAdmin } from './titles-admin.service';

const tags = ['catalogue (operators)'];
const problems = { 400: problemSchema, 404: problemSchema, 409: problemSchema, 422: problemSchema };

/** The console's catalogue: every title whatever its status (paths under /api/admin). */
export function titlesAdminRoutes(
  admin: ApiInstance,
  deps: { titles: TitlesAdminRepository; editor: TitlesAdmin; pages: Pick<CatalogueService, 'titlePreview'> },
): void {
  admin.get(
    '/titles',
    {
      schema: {
        tags,
        summary: 'Titles in every status, filtered, sorted and paged on the server.',
        description:
          '`q` matches names in every language (word prefixes, one typo allowed) and slugs. Each row says what is missing: languages without a name, and where the video stands.',
        querystring: adminTitleListQuerySchema,
        response: { 200: adminTitlePageSchema, 400: problemSchema },
      },
    },
    async (request) => deps.titles.list(request.query),
  );

  admin.get(
    '/titles/:slug/page',
    {
      schema: {
        tags,
        summary: 'A title’s page as visitors will see it once public, in any status (the console’s preview).',
        params: slugParamsSchema,
        querystring: langQuerySchema,
        response: { 200: titlePagePreviewSchema, ...problems },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.pages.titlePreview(request.params.slug, request.query.lang);
    },
  );

  admin.post(
    '/titles',
    {
      schema: {
        tags,
        summary: 'Create a title (a draft unless a status is given).',
        description:
          'English texts are required; other languages are optional and fall back to English for viewers. Without `slug` one is made from the English name. Genres and tags are named by slug. A `scheduled` title needs `publishAt` in the future and publishes itself then.',
        body: adminTitleCreateSchema,
        response: { 201: adminTitleSchema, ...problems },
      },
    },
    async (request, reply) => {
      const created = await deps.editor.create(sessionOf(request).user.id, request.body);
      return reply.code(201).send(created);
    },
  );

  admin.get(
    '/titles/:slug',
    {
      schema: {
        tags,
        summary: 'One title as the console edits it, whatever its status.',
        params: slugParamsSchema,
        response: { 200: adminTitleSchema, 404: problemSchema },
      },
    },
    async (request) => deps.editor.detail(request.params.slug),
  );

  admin.patch(
    '/titles/:slug',
    {
      schema: {
        tags,
        summary: 'Change what is sent of a title; the rest stays.',
        description:
          '`translations` changes the languages it names (null removes a language, never English); `genres` and `tags` replace the lists. Viewers see the change at once.',
        params: slugParamsSchema,
        body: adminTitlePatchSchema,
        response: { 200: adminTitleSchema, ...problems },
      },
    },
    async (request) => deps.editor.update(sessionOf(request).user.id, request.params.slug, request.body),
  );

  admin.delete(
    '/titles/:slug',
    {
      schema: {
        tags,
        summary: 'Delete a title with its seasons, episodes and credits (its video files stay for other titles).',
        params: slugParamsSchema,
        response: { 204: z.null(), 404: problemSchema },
      },
    },
    async (request, reply) => {
      await deps.editor.remove(sessionOf(request).user.id, request.params.slug);
      return reply.code(204).send(null);
    },
  );

  admin.get(
    '/titles/:slug/history',
    {
      schema: {
        tags,
        summary: 'Who changed the title, what and when (newest first, the last 50).',
        params: slugParamsSchema,
        response: { 200: z.object({ items: z.array(auditLineSchema) }), 404: problemSchema },
      },
    },
    async (request) => ({ items: await deps.editor.history(request.params.slug) }),
  );
}

/** Uploading a title's poster, backdrop or logo: the picture is the request body (paths under /api/admin). */
export function titleArtworkRoutes(admin: ApiInstance, editor: TitlesAdmin): void {
  for (const kind of artworkKinds) {
    const shape: PictureShape = pictureShapes[kind];
    pictureUploadRoutes(admin, shape, (scope) => {
      scope.put(
        `/titles/:slug/${kind}`,
        {
          schema: {
            tags,
            summary: `Upload the title’s ${kind}: at most 10 MB, WebP, GIF, PNG or JPEG by content.`,
            description: `Send the picture as the request body. It is ${
              shape.fit === 'contain' ? 'fitted whole into' : 'cropped from the middle to'
            } ${shape.size.width}×${shape.size.height} and re-encoded to WebP and AVIF; viewers see it at once.`,
            params: slugParamsSchema,
            response: { 200: adminTitleSchema, ...problems, 413: problemSchema, 415: problemSchema },
          },
        },
        async (request) =>
          editor.setArtwork(sessionOf(request).user.id, request.params.slug, kind, pictureBytes(request.body, shape)),
      );
    });
  }
}

/** A title's lists: cast and crew, awards, links, each replaced whole (paths under /api/admin). */
export function titleListsRoutes(admin: ApiInstance, editor: TitlesAdmin): void {
  const schemaFor = <B>(summary: string, body: B) => ({
    schema: { tags, summary, params: slugParamsSchema, body, response: { 200: adminTitleSchema, ...problems } },
  });
  admin.put(
    '/titles/:slug/credits',
    schemaFor(
      'Replace the title’s cast and crew: people by slug, department and role, each department in the order given.',
      titleCreditsInputSchema,
    ),
    async (request) => editor.setCredits(sessionOf(request).user.id, request.params.slug, request.body),
  );
  admin.put(
    '/titles/:slug/awards',
    schemaFor('Replace the title’s awards (name, year, win or nomination).', titleAwardsInputSchema),
    async (request) => editor.setAwards(sessionOf(request).user.id, request.params.slug, request.body),
  );
  admin.put(
    '/titles/:slug/links',
    schemaFor(
      'Replace the versions the title page lists (quality, audio language, player, date added).',
      titleLinksInputSchema,
    ),
    async (request) => editor.setLinks(sessionOf(request).user.id, request.params.slug, request.body),
  );
}
