import { auditPageSchema, auditQuerySchema } from '@reelhouse/contracts/audit-log';
import { problems } from '@reelhouse/contracts/problem';
import type { ApiInstance } from '../../platform/http/types';
import type { AuditLogRepository } from './audit-log.repository';

/** The audit log (admins only: it tells of members and money too). */
export function auditLogRoutes(admin: ApiInstance, log: AuditLogRepository): void {
  admin.get(
    '/audit',
    {
      schema: {
        tags: ['operators'],
        summary: 'Every operator change, newest first: who, what, to which thing, when, before and after.',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...problems(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return log.page(request.query);
    },
  );
}
