import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE } from './web-app';

/**
 * Rendered images under /media/images/ and audio files under /media/audio/: every file name
 * carries a content hash, so browsers may keep them for good. Audio answers byte ranges, which
 * players use to seek.
 */
export async function registerMediaFiles(app: FastifyInstance, dirs: { images: string; audio: string }): Promise<void> {
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
