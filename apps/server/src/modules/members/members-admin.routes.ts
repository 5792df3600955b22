import { z } from 'zod';
import {
  adminMemberPageSchema,
  adminMemberSchema,
  memberBlockSchema,
  memberGrantSchema,
  memberListQuerySchema,
  memberRoleSchema,
  memberSessionParamsSchema,
} from '@reelhouse/contracts/members-admin';
import { rowIdParam } from '@reelhouse/contracts/numbers';
import { problems } from '@reelhouse/contracts/problem';
import { sessionOf } from '../../platform/auth/session-requests';
import type { ApiInstance } from '../../platform/http/types';
import type { MembersAdminRepository } from './members-admin.repository';
import type { MembersAdmin } from './members-admin.service';

const tags = ['members (operators)'];
const params = z.object({ id: rowIdParam() });
const answers = { 200: adminMemberSchema, ...problems(400, 404, 409) };

/** The console's members (admins only: members' data and money are not an editor's). */
export function membersAdminRoutes(
  admin: ApiInstance,
  deps: { list: MembersAdminRepository; members: MembersAdmin },
): void {
  admin.get(
    '/members',
    {
      schema: {
        tags,
        summary: 'Members, searched by name, username, e-mail or mobile number, sorted and paged on the server.',
        querystring: memberListQuerySchema,
        response: { 200: adminMemberPageSchema, ...problems(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.list.list(request.query);
    },
  );

  admin.get(
    '/members/:id',
    {
      schema: {
        tags,
        summary: 'A member: profile, plan, signed-in devices, payments and orders.',
        params,
        response: { 200: adminMemberSchema, ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.members.member(request.params.id);
    },
  );

  admin.post(
    '/members/:id/grants',
    {
      schema: {
        tags,
        summary: 'Grant a complimentary period of a plan for some days, with a reason: no payment, no invoice.',
        description:
          'The period starts when the member’s periods of this plan or a better one end (now if none). Answers the member page.',
        params,
        body: memberGrantSchema,
        response: { 201: adminMemberSchema, ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      const member = await deps.members.grant(sessionOf(request).user.id, request.params.id, request.body);
      return reply.code(201).send(member);
    },
  );

  admin.patch(
    '/members/:id',
    {
      schema: {
        tags,
        summary: 'Change a member’s role (member, editor, admin); 409 for one’s own.',
        params,
        body: memberRoleSchema,
        response: answers,
      },
    },
    async (request) => deps.members.setRole(sessionOf(request).user.id, request.params.id, request.body.role),
  );

  admin.put(
    '/members/:id/block',
    {
      schema: {
        tags,
        summary: 'Block a member, with a reason: they cannot sign in, and every device they use is signed out at once.',
        params,
        body: memberBlockSchema,
        response: answers,
      },
    },
    async (request) => deps.members.block(sessionOf(request).user.id, request.params.id, request.body.reason),
  );

  admin.delete(
    '/members/:id/block',
    {
      schema: { tags, summary: 'Lift a member’s block: they may sign in again.', params, response: answers },
    },
    async (request) => deps.members.unblock(sessionOf(request).user.id, request.params.id),
  );

  admin.delete(
    '/members/:id/sessions',
    {
      schema: { tags, summary: 'Sign a member out on every device.', params, response: answers },
    },
    async (request) => deps.members.signOut(sessionOf(request).user.id, request.params.id, null),
  );

  admin.delete(
    '/members/:id/sessions/:session',
    {
      schema: {
        tags,
        summary: 'Sign a member out on one device (its id from the member page).',
        params: memberSessionParamsSchema,
        response: answers,
      },
    },
    async (request) => deps.members.signOut(sessionOf(request).user.id, request.params.id, request.params.session),
  );

  admin.delete(
    '/members/:id',
    {
      schema: {
        tags,
        summary:
          'Delete a member’s account as they can themselves: profile, sessions and addresses go; payments, invoices and orders stay without a name.',
        params,
        response: { 204: z.null(), ...problems(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await deps.members.delete(sessionOf(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
