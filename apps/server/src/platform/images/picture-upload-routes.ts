import { rawBodyRoutes } from '../http/raw-body-routes';
import type { ApiInstance } from '../http/types';
import { pictureTooLarge, type PictureShape } from './uploaded-pictures';

/**
 * Routes that take a picture as the request body itself (its content decides what it is, see
 * storeUploadedPicture), limited to the shape's size.
 */
export function pictureUploadRoutes(app: ApiInstance, shape: PictureShape, routes: (scope: ApiInstance) => void): void {
  rawBodyRoutes(app, { maxBytes: shape.maxBytes, tooLarge: () => pictureTooLarge(shape) }, routes);
}
