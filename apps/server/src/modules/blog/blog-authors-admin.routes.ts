import { z } from 'zod';
import {
  adminBlogAuthorSchema,
  blogAuthorCreateSchema,
  blogAuthorInputSchema,
  blogPostParamsSchema,
} from '@reelhouse/contracts/blog-admin';
import { problems, problemSchema } from '@reelhouse/contracts/problem';
import { sessionOf } from '../../platform/auth/session-requests';
import type { ApiInstance } from '../../platform/http/types';
import { pictureUploadRoutes } from '../../platform/images/picture-upload-routes';
import { pictureBytes, pictureShapes } from '../../platform/images/uploaded-pictures';
import type { BlogAdmin } from './blog-admin.service';

const tags = ['blog', 'admin'];
const errors = problems(400, 404, 409);

/** Operators keep the blog's authors: the name as written, a bio per language, an avatar. */
export function blogAuthorsAdminRoutes(admin: ApiInstance, blog: BlogAdmin): void {
  admin.get(
    '/blog/authors',
    {
      schema: {
        tags,
        summary: 'Every author with their bios per language and how many posts they wrote.',
        response: { 200: z.object({ items: z.array(adminBlogAuthorSchema) }), ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await blog.authors() };
    },
  );

  admin.post(
    '/blog/authors',
    {
      schema: {
        tags,
        summary: 'Add an author (an English bio required; other languages show it until they have their own).',
        body: blogAuthorCreateSchema,
        response: { 201: adminBlogAuthorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { slug, ...input } = request.body;
      return reply.code(201).send(await blog.saveAuthor(sessionOf(request).user.id, slug, input, true));
    },
  );

  admin.put(
    '/blog/authors/:slug',
    {
      schema: {
        tags,
        summary: 'Replace an author’s name and bios.',
        params: blogPostParamsSchema,
        body: blogAuthorInputSchema,
        response: { 200: adminBlogAuthorSchema, ...errors },
      },
    },
    async (request) => blog.saveAuthor(sessionOf(request).user.id, request.params.slug, request.body, false),
  );

  const avatar = pictureShapes.authorAvatar;
  pictureUploadRoutes(admin, avatar, (scope) => {
    scope.put(
      '/blog/authors/:slug/avatar',
      {
        schema: {
          tags,
          summary: 'Set an author’s avatar: the picture as the body, at most 5 MB, WebP, GIF, PNG or JPEG by content.',
          description: 'It is cropped square from the middle and re-encoded to WebP and AVIF.',
          params: blogPostParamsSchema,
          response: { 200: adminBlogAuthorSchema, ...errors, 413: problemSchema, 415: problemSchema },
        },
      },
      async (request) =>
        blog.setAvatar(sessionOf(request).user.id, request.params.slug, pictureBytes(request.body, avatar)),
    );
  });
}
