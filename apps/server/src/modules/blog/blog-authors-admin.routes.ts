import { z } from 'zod';
import {
  adminBlogAuthorSchema,
  blogAuthorCreateSchema,
  blogAuthorInputSchema,
  blogPostParamsSchema,
} from '@reelhouse/contracts/blog-admin';
import { problems } from '@reelhouse/contracts/problem';
import { sessionOf } from '../../platform/auth/session-requests';
import type { ApiInstance } from '../../platform/http/types';
import type { BlogAdmin } from './blog-admin.service';

const tags = ['blog', 'admin'];
const errors = problems(400, 404, 409);

/** Operators keep the blog's authors: the name as written, a bio per language. */
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
}
