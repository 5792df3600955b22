import { maxHeaderSize } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_CONTENT_TYPE } from '@reelhouse/contracts/media-types';
import type { ErrorCode } from '@reelhouse/contracts/problem';
import { INTERNAL_DETAIL, problemOf, sendProblem } from '../errors/problem-reply';
import { apiSecurityHeaders } from './security';

/** The longest path part (a slug, an id) the router reads; Fastify's default, named here for its answer. */
export const MAX_PARAM_LENGTH = 100;

/** What each error Fastify's router raises, before any route or hook runs, says to the client. */
const routerErrors: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address has a %-escape that does not stand for text (UTF-8).',
  FST_ERR_MAX_PARAM_LENGTH: `A part of the address is longer than ${MAX_PARAM_LENGTH} characters.`,
};

/**
 * Fastify's `frameworkErrors`: an address its router cannot read (a broken %-escape, an overlong
 * path part) is answered in the one error model, not with Fastify's own JSON. No hook runs for
 * it, so the answer takes its request id and security headers here (a problem document is never
 * a page, whatever the address).
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(apiSecurityHeaders).header('x-request-id', request.id);
  const detail = routerErrors[error.code];
  if (detail) return sendProblem(request, reply, 'bad_request', detail);
  request.log.error({ err: error }, 'router error');
  return sendProblem(request, reply, 'internal', INTERNAL_DETAIL);
}

/** What Node's HTTP parser refuses, by its error code; anything else it refuses is a 400. */
const parserErrors: Record<string, [ErrorCode, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: ['request_timeout', 'The request did not arrive in time.'],
  HPE_HEADER_OVERFLOW: [
    'headers_too_large',
    `The request’s headers are larger than the server reads (${maxHeaderSize / 1024} KB in all).`,
  ],
};

/**
 * Fastify's `clientErrorHandler`: a connection whose bytes never became a request (headers too
 * large, not HTTP) gets a problem document written straight to the socket, which then closes.
 */
export function answerParserError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, detail] = parserErrors[error.code ?? ''] ?? ['bad_request', 'The request is not valid HTTP/1.1.'];
  const problem = problemOf(code, detail);
  const body = JSON.stringify(problem);
  const headers = {
    'content-type': PROBLEM_CONTENT_TYPE,
    'content-length': String(Buffer.byteLength(body)),
    ...apiSecurityHeaders,
    connection: 'close',
  };
  if (socket.writable) {
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${problem.status} ${problem.title}\r\n${head.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}
