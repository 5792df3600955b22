import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { sendProblem } from '../errors/problem-reply';

/**
 * Fastify answers every unmatched request with 404. We keep our own index of the registered
 * routes so that a known path asked with the wrong method gets 405 and an `Allow` header.
 */
export function trackRoutesForMethodNotAllowed(app: FastifyInstance): (path: string) => string[] {
  const index = FindMyWay({ ignoreTrailingSlash: true });
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat() as HTTPMethod[]) {
      methods.add(method);
      index.on(method, route.url, () => undefined);
    }
  });
  return (path) => [...methods].filter((method) => index.find(method, path) !== null);
}

export function registerApiNotFound(app: FastifyInstance, allowedMethods: (path: string) => string[]): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const allowed = allowedMethods(path);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendProblem(request, reply, 'method_not_allowed', `${request.method} is not allowed on ${path}.`);
    }
    return sendProblem(request, reply, 'route_not_found', `No API route matches ${request.method} ${path}.`);
  });
}
