import { langQuerySchema } from '@reelhouse/contracts/catalogue';
import { enquiryInputSchema, enquiryReceiptSchema } from '@reelhouse/contracts/enquiries';
import { problemSchema } from '@reelhouse/contracts/problem';
import type { ApiInstance } from '../../platform/http/types';
import type { Enquiries } from './enquiries.service';

/** The contact form, at the original app's path. */
export function enquiryRoutes(app: ApiInstance, enquiries: Enquiries): void {
  app.post(
    '/send-enquiry/',
    {
      config: { rateLimit: { exempt: 'enquiries per address in the enquiries service, robots answered alike' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the operator; a copy is confirmed to the sender by e-mail.',
        description:
          'Kept, mailed to the operator (replying answers the sender) and confirmed to the sender in `lang`. At most 5 messages per address an hour. `website` must stay empty: it is a hidden field only robots fill, and such messages are answered alike but dropped.',
        querystring: langQuerySchema,
        body: enquiryInputSchema,
        response: { 200: enquiryReceiptSchema, 400: problemSchema, 429: problemSchema },
      },
    },
    async (request) => {
      await enquiries.receive(request.body, {
        ip: request.ip,
        userId: request.session?.user.id ?? null,
        language: request.query.lang,
      });
      return { success: true as const, data: { received: true as const } };
    },
  );
}
