import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by whatever answered from memory: the request's line is written at debug level. */
    logQuietly: boolean;
  }
}

/**
 * One log line per finished request with its id, method, path, status and duration. Hashed
 * static assets and answers served from the read cache are logged at debug level: they are the
 * bulk of the traffic, the same for everyone and cost next to nothing to serve, and a line each
 * took a quarter of the cached catalogue's throughput (decision 0007). Errors, writes, cache
 * misses and everything else stay at info.
 */
export function logRequests(app: FastifyInstance): void {
  app.decorateRequest('logQuietly', false);
  app.addHook('onResponse', (request, reply, done) => {
    const quiet = reply.statusCode < 500 && (request.logQuietly || request.url.startsWith('/assets/'));
    // A quiet line that would not be written is not even put together: this runs for every segment.
    if (quiet && !writesDebug(request.log.level)) {
      done();
      return;
    }
    const entry = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (reply.statusCode >= 500) request.log.error(entry, 'request failed');
    else if (quiet) request.log.debug(entry, 'request');
    else request.log.info(entry, 'request');
    done();
  });
}

export const writesDebug = (level: string) => level === 'debug' || level === 'trace';
