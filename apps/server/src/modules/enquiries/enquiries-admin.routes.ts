import { z } from 'zod';
import {
  adminEnquirySchema,
  enquiryListQuerySchema,
  enquiryPageSchema,
  enquiryPatchSchema,
  enquiryReplySchema,
} from '@reelhouse/contracts/enquiries-admin';
import { rowIdParam } from '@reelhouse/contracts/numbers';
import { problems } from '@reelhouse/contracts/problem';
import { sessionOf } from '../../platform/auth/session-requests';
import type { ApiInstance } from '../../platform/http/types';
import type { EnquiriesAdmin } from './enquiries-admin.service';

const tags = ['enquiries (operators)'];
const params = z.object({ id: rowIdParam() });

/** The contact enquiries inbox (admins: it holds people's addresses and what they wrote). */
export function enquiriesAdminRoutes(admin: ApiInstance, enquiries: EnquiriesAdmin): void {
  admin.get(
    '/enquiries',
    {
      schema: {
        tags,
        summary: 'Enquiries, newest first: by status (new, answered, closed) or found by name, e-mail or words.',
        querystring: enquiryListQuerySchema,
        response: { 200: enquiryPageSchema, ...problems(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return enquiries.list(request.query);
    },
  );

  admin.get(
    '/enquiries/:id',
    {
      schema: {
        tags,
        summary: 'One enquiry with the answers mailed to it and the operators it can be given to.',
        params,
        response: { 200: adminEnquirySchema, ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return enquiries.one(request.params.id);
    },
  );

  admin.post(
    '/enquiries/:id/replies',
    {
      schema: {
        tags,
        summary: 'Answer an enquiry: mailed to the sender in their language, kept with it; it becomes answered.',
        params,
        body: enquiryReplySchema,
        response: { 201: adminEnquirySchema, ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      const answered = await enquiries.reply(sessionOf(request).user.id, request.params.id, request.body.body);
      return reply.code(201).send(answered);
    },
  );

  admin.patch(
    '/enquiries/:id',
    {
      schema: {
        tags,
        summary: 'Close or reopen an enquiry, or give it to an operator (null: to nobody).',
        params,
        body: enquiryPatchSchema,
        response: { 200: adminEnquirySchema, ...problems(400, 404) },
      },
    },
    async (request) => enquiries.update(sessionOf(request).user.id, request.params.id, request.body),
  );
}
