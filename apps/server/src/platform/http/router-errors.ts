import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from '../errors/problem-reply';
import { apiSecurityHeaders } from './security';

/** What each error Fastify's router raises, before any route or hook runs, says to the client. */
const details: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address has a %-escape that does not stand for text (UTF-8).',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is longer than 100 characters.',
};

/**
 * Fastify's `frameworkErrors`: an address its router cannot read (a broken %-escape, an overlong
 * path part) is answered in the one error model, not with Fastify's own JSON. No hook runs for
 * it, so the answer takes its request id and security headers here (a problem document is never
 * a page, whatever the address).
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(apiSecurityHeaders).header('x-request-id', request.id);
  const detail = details[error.code];
  if (detail) return sendProblem(request, reply, 'bad_request', detail);
  request.log.error({ err: error }, 'router error');
  return sendProblem(request, reply, 'internal', 'Something went wrong on our side. Please try again.');
}
