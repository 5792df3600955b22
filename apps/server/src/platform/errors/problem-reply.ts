import type { FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_CONTENT_TYPE } from '@reelhouse/contracts/media-types';
import type { ErrorCode, Problem } from '@reelhouse/contracts/problem';
import { errorStatus } from './error-status';

/** Sends an RFC 9457 problem document for `code`; the one place that shapes error bodies. */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  detail: string,
  extra: Pick<Problem, 'errors' | 'reason'> = {},
): FastifyReply {
  const { status, title } = errorStatus[code];
  const body: Problem = {
    type: `/api/problems/${code.replaceAll('_', '-')}`,
    title,
    status,
    detail,
    instance: request.url,
    code,
    requestId: request.id,
    ...extra,
  };
  return reply.code(status).type(PROBLEM_CONTENT_TYPE).send(body);
}
