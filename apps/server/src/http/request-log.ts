import type { FastifyInstance } from 'fastify';

/**
 * One log line per finished request with its id, method, path, status and duration. Hashed
 * static assets are logged at debug level so that page loads do not flood the log.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const entry = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (reply.statusCode >= 500) request.log.error(entry, 'request failed');
    else if (request.url.startsWith('/assets/')) request.log.debug(entry, 'request');
    else request.log.info(entry, 'request');
    done();
  });
}
