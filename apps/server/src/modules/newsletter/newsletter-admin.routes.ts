import { z } from 'zod';
import { rowIdParam } from '@reelhouse/contracts/numbers';
import {
  newsletterIssueInputSchema,
  newsletterIssueListSchema,
  newsletterIssueSchema,
  subscriberListQuerySchema,
  subscriberPageSchema,
} from '@reelhouse/contracts/newsletter-admin';
import { problems } from '@reelhouse/contracts/problem';
import { sessionOf } from '../../platform/auth/session-requests';
import { jsonBodyLimits } from '../../platform/http/json-bodies';
import type { ApiInstance } from '../../platform/http/types';
import type { NewsletterSending } from './newsletter-sending.service';

const tags = ['newsletter (operators)'];
const errors = problems(400, 404, 409);
const params = z.object({ id: rowIdParam() });

/** The console's newsletter (admins only: it holds people's addresses): subscribers, writing and sending. */
export function newsletterAdminRoutes(admin: ApiInstance, newsletter: NewsletterSending): void {
  admin.get(
    '/newsletter/subscribers',
    {
      schema: {
        tags,
        summary: 'Subscribers newest first, by part of the address and state, with the count in each state.',
        querystring: subscriberListQuerySchema,
        response: { 200: subscriberPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return newsletter.subscribers(request.query);
    },
  );

  admin.get(
    '/newsletter/subscribers.csv',
    {
      schema: {
        tags,
        summary: 'The confirmed addresses as CSV: e-mail, language, when confirmed.',
        response: { 200: z.string(), ...errors },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-confirmed.csv"')
        .send(await newsletter.confirmedCsv()),
  );

  admin.get(
    '/newsletter/issues',
    {
      schema: {
        tags,
        summary: 'Every newsletter, newest first, with how far its sending has got.',
        response: { 200: newsletterIssueListSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await newsletter.issues() };
    },
  );

  admin.post(
    '/newsletter/issues',
    {
      bodyLimit: jsonBodyLimits.longTextBytes,
      schema: {
        tags,
        summary: 'Write a newsletter (a draft): subject and Markdown body per language, English required.',
        body: newsletterIssueInputSchema,
        response: { 201: newsletterIssueSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await newsletter.create(sessionOf(request).user.id, request.body)),
  );

  admin.get(
    '/newsletter/issues/:id',
    {
      schema: {
        tags,
        summary: 'A newsletter with its sending progress: recipients, mails queued, addresses that left first.',
        params,
        response: { 200: newsletterIssueSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return newsletter.issue(request.params.id);
    },
  );

  admin.put(
    '/newsletter/issues/:id',
    {
      bodyLimit: jsonBodyLimits.longTextBytes,
      schema: {
        tags,
        summary: 'Rewrite a draft (a newsletter sent stays as it went out).',
        params,
        body: newsletterIssueInputSchema,
        response: { 200: newsletterIssueSchema, ...errors },
      },
    },
    async (request) => newsletter.update(sessionOf(request).user.id, request.params.id, request.body),
  );

  admin.post(
    '/newsletter/issues/:id/sending',
    {
      schema: {
        tags,
        summary: 'Send a draft to every confirmed address, once each, in batches through the mail queue.',
        description:
          'Each mail carries the one-click unsubscribe headers (RFC 8058). Sending the same newsletter again is refused.',
        params,
        response: { 200: newsletterIssueSchema, ...errors },
      },
    },
    async (request) => newsletter.send(sessionOf(request).user.id, request.params.id),
  );
}
