import { z } from 'zod';
import { adminMemberPageSchema, adminMemberSchema, memberListQuerySchema } from '@reelhouse/contracts/members-admin';
import { rowIdParam } from '@reelhouse/contracts/numbers';
import { problems } from '@reelhouse/contracts/problem';
import type { ApiInstance } from '../../platform/http/types';
import type { MembersAdminRepository } from './members-admin.repository';
import type { MembersAdmin } from './members-admin.service';

const tags = ['members (operators)'];

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
        params: z.object({ id: rowIdParam() }),
        response: { 200: adminMemberSchema, ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.members.member(request.params.id);
    },
  );
}
