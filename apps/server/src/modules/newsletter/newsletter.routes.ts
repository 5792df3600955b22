import { langQuerySchema } from '@reelhouse/contracts/catalogue';
import {
  newsletterConfirmationSchema,
  newsletterSignUpReceiptSchema,
  newsletterSignUpSchema,
  newsletterStateSchema,
  newsletterUnsubscribeSchema,
} from '@reelhouse/contracts/newsletter';
import { problemSchema, problems } from '@reelhouse/contracts/problem';
import { oneClickRoutes } from '../../platform/http/one-click-routes';
import type { ApiInstance } from '../../platform/http/types';
import type { Newsletter } from './newsletter.service';

const tags = ['newsletter'];
const errors = problems(400, 403, 404);

/** The newsletter's sign-up and its links' actions; links in mails point at the site's origin (config.siteOrigin). */
export function newsletterRoutes(app: ApiInstance, newsletter: Newsletter, siteOrigin: string): void {
  app.post(
    '/newsletter/subscriptions',
    {
      config: { rateLimit: { exempt: 'sign-ups per address and per mailbox in the newsletter service' } },
      schema: {
        tags,
        summary: 'Sign an address up; a mail asks its owner to confirm (double opt-in).',
        description:
          'Answers 202 whatever the address’s state, so nobody learns who is subscribed. At most 5 sign-ups per client address an hour and 3 confirmation mails per mailbox a day. `website` must stay empty (robots fill it; they get the same answer and nothing happens).',
        querystring: langQuerySchema,
        body: newsletterSignUpSchema,
        response: { 202: newsletterSignUpReceiptSchema, 400: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      await newsletter.signUp(request.body, {
        ip: request.ip,
        language: request.query.lang,
        origin: siteOrigin,
      });
      return reply.code(202).send({ status: 'confirmation_sent' as const });
    },
  );

  app.post(
    '/newsletter/confirmations',
    {
      config: { rateLimit: { exempt: 'needs a signed link' } },
      schema: {
        tags,
        summary: 'Confirm a sign-up with the signed link from its mail; a welcome mail follows once.',
        body: newsletterConfirmationSchema,
        response: { 200: newsletterStateSchema, ...errors },
      },
    },
    (request) => newsletter.confirm(request.body, siteOrigin),
  );

  app.post(
    '/newsletter/unsubscriptions',
    {
      config: { rateLimit: { exempt: 'needs a signed link' } },
      schema: {
        tags,
        summary: 'Leave the list with the signed link every newsletter mail carries.',
        body: newsletterUnsubscribeSchema,
        response: { 200: newsletterStateSchema, ...errors },
      },
    },
    (request) => newsletter.unsubscribe(request.body),
  );

  oneClickRoutes(app, (scope) =>
    scope.post(
      '/newsletter/one-click-unsubscribe',
      {
        config: { rateLimit: { exempt: 'needs a signed link' } },
        schema: {
          tags,
          summary: 'One-click unsubscribe (RFC 8058): the address in every newsletter mail’s List-Unsubscribe header.',
          querystring: newsletterUnsubscribeSchema,
          response: { 200: newsletterStateSchema, ...errors },
        },
      },
      (request) => newsletter.unsubscribe(request.query),
    ),
  );
}
