import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { contentTypeOf, type BlobStore } from '../storage/blob-store';
import { PUBLIC_MEDIA_AREAS, publicMediaKey, type PublicMediaArea } from '../storage/public-media';
import { sendBlob } from '../storage/send-blob';
import { IMMUTABLE } from './web-app';

/** A file name we make: letters, digits, dashes and dots, one extension. */
const fileName = /^[\w-]+(?:\.[\w-]+)*\.[a-z0-9]+$/i;

/**
 * Rendered images under /media/images/, audio files under /media/audio/, trailers under
 * /media/trailers/ and video previews under /media/previews/, from the media store (disk or
 * bucket): no file is ever rewritten under its name, so browsers may keep them for good. Audio and
 * videos answer byte ranges, which players use to seek.
 */
export function registerMediaFiles(app: FastifyInstance, store: BlobStore): void {
  app.get<{ Params: { area: string; file: string } }>(
    '/media/:area/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { area, file } = request.params;
      if (!PUBLIC_MEDIA_AREAS.includes(area as PublicMediaArea) || !fileName.test(file)) {
        throw new AppError('not_found', 'There is no such file.');
      }
      return sendBlob(reply, store, publicMediaKey(area as PublicMediaArea, file), {
        type: contentTypeOf(file),
        cacheControl: IMMUTABLE,
      });
    },
  );
}
