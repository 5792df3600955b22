import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE } from './web-app';

/**
 * Rendered images under /media/images/, audio files under /media/audio/ and trailers under
 * /media/trailers/: no file is ever rewritten under its name, so browsers may keep them for good.
 * Audio and trailers answer byte ranges, which players use to seek.
 */
export async function registerMediaFiles(
  app: FastifyInstance,
  dirs: { images: string; audio: string; trailers: string },
): Promise<void> {
  for (const [name, root] of Object.entries(dirs)) {
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: `/media/${name}/`,
      decorateReply: false,
      index: false,
      setHeaders: (res) => {
        res.header('cache-control', IMMUTABLE);
      },
    });
  }
}
