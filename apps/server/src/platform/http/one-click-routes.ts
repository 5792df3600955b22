import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiInstance } from './types';

/**
 * Where mail clients' own unsubscribe button posts (RFC 8058): a form body
 * (`List-Unsubscribe=One-Click`) to the List-Unsubscribe address, which itself names who and
 * carries its signature. Routes registered here read such a body; the API elsewhere takes JSON only.
 */
export function oneClickRoutes(app: ApiInstance, register: (scope: ApiInstance) => void): void {
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    register(scope.withTypeProvider<ZodTypeProvider>());
  });
}
