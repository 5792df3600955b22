import type { onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { problemSchema } from '@reelhouse/contracts/problem';
import type { ApiInstance } from '../../platform/http/types';
import type { OutboxMailSender } from './outbox-mail-sender';

/** The demo mail adapter's outbox; the route exists only while that adapter is in use. */
export function mailOutboxRoutes(app: ApiInstance, outbox: OutboxMailSender, demoGuard: onRequestHookHandler): void {
  app.get(
    '/dev/mail-outbox',
    {
      onRequest: demoGuard,
      schema: {
        tags: ['demo'],
        summary: 'Mails the demo adapter kept instead of sending, newest first (only without SMTP_URL).',
        description: 'Answers connections from the server’s own machine only, unless DEMO_PUBLIC=true (403 otherwise).',
        querystring: z.object({ to: z.email().optional() }),
        response: {
          200: z.object({
            items: z.array(
              z.object({
                id: z.number().int(),
                from: z.string(),
                to: z.string(),
                replyTo: z.string().nullable(),
                unsubscribeUrl: z.string().nullable(),
                subject: z.string(),
                text: z.string(),
                createdAt: z.date(),
              }),
            ),
          }),
          400: problemSchema,
          403: problemSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await outbox.outbox(request.query.to) };
    },
  );
}
