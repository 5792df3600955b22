import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pictureTooLarge, type PictureShape } from './uploaded-pictures';
import type { ApiInstance } from '../http/types';

/**
 * Routes that take a picture as the request body itself, whatever type the client declares (its
 * content decides, see storeUploadedPicture): their own scope, so the raw-body parser and the
 * shape's size limit apply only to them.
 */
export function pictureUploadRoutes(app: ApiInstance, shape: PictureShape, routes: (scope: ApiInstance) => void): void {
  void app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: shape.maxBytes }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: { code?: string }) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw pictureTooLarge(shape);
      throw error;
    });
    routes(scope);
  });
}
