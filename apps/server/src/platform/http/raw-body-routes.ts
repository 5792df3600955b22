import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiInstance } from './types';

/**
 * Routes that take a file as the request body itself, whatever type the client declares (its
 * content decides): their own scope, so the raw-body parser and the size limit apply only to them,
 * and a body over the limit is answered with `tooLarge`.
 */
export function rawBodyRoutes(
  app: ApiInstance,
  limits: { maxBytes: number; tooLarge: () => Error },
  routes: (scope: ApiInstance) => void,
): void {
  void app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: limits.maxBytes }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: { code?: string }) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw limits.tooLarge();
      throw error;
    });
    routes(scope);
  });
}
