import { z } from 'zod';
import { rowIdParam } from '@reelhouse/contracts/numbers';
import {
  blogCommentDecisionSchema,
  blogModerationPageSchema,
  blogModerationQuerySchema,
} from '@reelhouse/contracts/blog';
import { problems } from '@reelhouse/contracts/problem';
import type { ApiInstance } from '../../platform/http/types';

import type { BlogService } from './blog.service';

const tags = ['blog', 'admin'];
const params = z.object({ id: rowIdParam() });
const errors = problems(400, 401, 403, 404);

/** Comment moderation for operators: the queue, approving and removing. */
export function blogAdminRoutes(app: ApiInstance, blog: BlogService): void {
  app.get(
    '/blog/comments',
    {
      schema: {
        tags,
        summary: 'Comments waiting for moderation (or the published ones), oldest first, with e-mail and post.',
        querystring: blogModerationQuerySchema,
        response: { 200: blogModerationPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return blog.moderationQueue(request.query.status, request.query.page, request.query.limit);
    },
  );

  app.patch(
    '/blog/comments/:id',
    {
      schema: {
        tags,
        summary: 'Approve a comment: it shows under its post at once.',
        params,
        body: blogCommentDecisionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await blog.publishComment(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/blog/comments/:id',
    {
      schema: {
        tags,
        summary: 'Remove a comment for good (spam, abuse).',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await blog.removeComment(request.params.id);
      return reply.code(204).send(null);
    },
  );
}
