import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../errors/problem-reply';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics` in Prometheus's text format, for a scraper that sends `Authorization: Bearer
 * <METRICS_TOKEN>`; without the token configured there is no such page. Every answered request is
 * timed by its route pattern (a path's ids would make a label per title), unmatched ones under one
 * label.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string): void {
  metrics.collectProcessMetrics();
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Compared as digests of equal length, in constant time: the token is not guessed byte by byte.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendProblem(request, reply, 'unauthenticated', 'Send the metrics token as "Authorization: Bearer …".');
    }
    request.logQuietly = true;
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
