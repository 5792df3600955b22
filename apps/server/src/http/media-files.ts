import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE } from './web-app';

/** Rendered images: every file name carries a content hash, so browsers may keep them for good. */
export async function registerMediaFiles(app: FastifyInstance, imagesDir: string): Promise<void> {
  mkdirSync(imagesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: '/media/images/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      res.header('cache-control', IMMUTABLE);
    },
  });
}
