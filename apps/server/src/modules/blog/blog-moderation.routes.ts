import { z } from 'zod';
import { rowIdParam } from '@reelhouse/contracts/numbers';
import {
  blogCommentDecisionSchema,
  blogModerationPageSchema,
  blogModerationQuerySchema,
} from '@reelhouse/contracts/blog';
import { problemSchema } from '@reelhouse/contracts/problem';
import type { ApiInstance } from '../../http/types';
import { requireAdmin } from '../accounts/session-requests';
import type { BlogService } from './blog.service';

const tags = ['blog', 'admin'];
const params = z.object({ id: rowIdParam() });
const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

/** Comment moderation for operators: the queue, approving and removing. */
export function blogModerationRoutes(app: ApiInstance, blog: BlogService): void {
  app.get(
    '/admin/blog/comments',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Comments waiting for moderation (or the published ones), oldest first, with e-mail and post.',
        querystring: blogModerationQuerySchema,
        response: { 200: blogModerationPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'no-store');
      return blog.moderationQueue(request.query.status, request.query.page, request.query.limit);
    },
  );

  app.patch(
    '/admin/blog/comments/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Approve a comment: it shows under its post at once.',
        params,
        body: blogCommentDecisionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      await blog.publishComment(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/admin/blog/comments/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Remove a comment for good (spam, abuse).',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      await blog.removeComment(request.params.id);
      return reply.code(204).send(null);
    },
  );
}
