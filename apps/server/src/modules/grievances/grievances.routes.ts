import { z } from 'zod';
import { langQuerySchema } from '@reelhouse/contracts/catalogue';
import {
  adminGrievanceSchema,
  grievanceInputSchema,
  grievanceListQuerySchema,
  grievancePageSchema,
  grievanceReceiptSchema,
  grievanceReportQuerySchema,
  grievanceReportSchema,
  grievanceResolutionSchema,
  type GrievanceReport,
} from '@reelhouse/contracts/grievances';
import { rowIdParam } from '@reelhouse/contracts/numbers';
import { problems } from '@reelhouse/contracts/problem';
import { sessionOf } from '../../platform/auth/session-requests';
import type { ApiInstance } from '../../platform/http/types';
import type { GrievancesRepository } from './grievances.repository';
import type { Grievances } from './grievances.service';

/** Anyone may file a complaint with the grievance officer. */
export function grievanceRoutes(app: ApiInstance, grievances: Grievances): void {
  app.post(
    '/grievances',
    {
      config: { rateLimit: { exempt: 'complaints per address in the grievances service' } },
      schema: {
        tags: ['grievances'],
        summary: 'File a complaint about a title, its rating or the service; acknowledged by mail at once.',
        description:
          'Answers the reference and the day it will be resolved by (15 days, as India’s IT Rules 2021 ask); the acknowledgement is mailed in `lang`. At most 5 complaints per address an hour.',
        querystring: langQuerySchema,
        body: grievanceInputSchema,
        response: { 201: grievanceReceiptSchema, ...problems(400, 429) },
      },
    },
    async (request, reply) => {
      const receipt = await grievances.file(request.body, {
        ip: request.ip,
        userId: request.session?.user.id ?? null,
        language: request.query.lang,
      });
      return reply.code(201).send(receipt);
    },
  );
}

/** The month's report as CSV: a line per category, then the totals. */
export function grievanceReportCsv(report: GrievanceReport): string {
  return [
    'month,category,received,resolved,pending',
    ...report.categories.map((row) => [report.month, row.category, row.received, row.resolved, row.pending].join(',')),
    [report.month, 'total', report.received, report.resolved, report.pending].join(','),
  ]
    .map((line) => `${line}\r\n`)
    .join('');
}

const tags = ['grievances (operators)'];
const params = z.object({ id: rowIdParam() });

/** The grievance officer's console (admins). */
export function grievanceAdminRoutes(
  admin: ApiInstance,
  deps: { grievances: Grievances; repository: GrievancesRepository; timeZone: string },
): void {
  admin.get(
    '/grievances',
    {
      schema: {
        tags,
        summary: 'Complaints: open ones first, overdue ones (past their 15 days) first of all; each with its due date.',
        querystring: grievanceListQuerySchema,
        response: { 200: grievancePageSchema, ...problems(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.repository.list(request.query);
    },
  );

  admin.get(
    '/grievances/report',
    {
      schema: {
        tags,
        summary: 'The monthly disclosure: received, resolved and pending, in all and by category.',
        querystring: grievanceReportQuerySchema,
        response: { 200: grievanceReportSchema, ...problems(400) },
      },
    },
    async (request) => deps.repository.report(request.query.month, deps.timeZone),
  );

  admin.get(
    '/grievances/report.csv',
    {
      schema: {
        tags,
        summary: 'The monthly disclosure as CSV.',
        querystring: grievanceReportQuerySchema,
        response: { 200: z.string(), ...problems(400) },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="grievances-${request.query.month}.csv"`)
        .send(grievanceReportCsv(await deps.repository.report(request.query.month, deps.timeZone))),
  );

  admin.get(
    '/grievances/:id',
    {
      schema: {
        tags,
        summary: 'One complaint.',
        params,
        response: { 200: adminGrievanceSchema, ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.grievances.one(request.params.id);
    },
  );

  admin.post(
    '/grievances/:id/resolution',
    {
      schema: {
        tags,
        summary: 'Resolve a complaint: the answer is mailed to the complainant in their language and kept.',
        params,
        body: grievanceResolutionSchema,
        response: { 200: adminGrievanceSchema, ...problems(400, 404, 409) },
      },
    },
    async (request) => deps.grievances.resolve(sessionOf(request).user.id, request.params.id, request.body.reply),
  );
}
