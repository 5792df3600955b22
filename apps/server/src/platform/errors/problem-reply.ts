import type { FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_CONTENT_TYPE } from '@reelhouse/contracts/media-types';
import type { ErrorCode, Problem } from '@reelhouse/contracts/problem';
import { errorStatus } from './error-status';

/** What a 5xx answer says: never the failure's own message, which may name internals. */
export const INTERNAL_DETAIL = 'Something went wrong on our side. Please try again.';

/** An RFC 9457 problem document for `code`; the one place that shapes error bodies. */
export function problemOf(
  code: ErrorCode,
  detail: string,
  extra: Omit<Problem, 'type' | 'title' | 'status' | 'code'> = {},
) {
  const { status, title } = errorStatus[code];
  const body: Problem = { type: `/api/problems/${code.replaceAll('_', '-')}`, title, status, detail, code, ...extra };
  return body;
}

/** Sends the problem document for `code`, naming the request it answers. */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  detail: string,
  extra: Pick<Problem, 'errors' | 'reason'> = {},
): FastifyReply {
  const body = problemOf(code, detail, { instance: request.url, requestId: request.id, ...extra });
  return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
}
