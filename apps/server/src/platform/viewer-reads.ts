import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { hiddenRatings, viewerOf, type Viewer } from './auth/viewer';
import { respond, sendCached, type ReadCache } from './read-cache';

/**
 * The cache key of a read: the request line as sent (so a hit can be found before the query is
 * even parsed), what else it depends on, and what the viewer may see.
 */
const cacheKey = (request: FastifyRequest, viewer: Viewer, inputs: unknown[]) =>
  JSON.stringify([request.method, request.url, inputs, hiddenRatings(viewer).join()]);

/**
 * Answers a GET from the cache before validation and the handler run; a miss continues through
 * the route as usual and fills the cache under the same key.
 */
export function cacheHitBeforeValidation(cache: ReadCache) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const viewer = viewerOf(request);
    const entry = cache.peek(cacheKey(request, viewer, []));
    // Answering here ends the request: `done` is for a miss, which goes on to validation.
    if (entry) {
      request.logQuietly = true;
      respond(request, reply, entry, { personal: viewer.userId !== null });
    } else done();
  };
}

/**
 * Serves a read from the cache; the answer is checked against its schema once, when it
 * enters the cache.
 */
export function cachedRead(cache: ReadCache) {
  return async <T extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: T,
    load: (viewer: Viewer) => Promise<z.input<T>>,
    /** What the answer depends on besides path and query string, e.g. fields of a POST body. */
    inputs: unknown[] = [],
  ): Promise<void> => {
    const viewer = viewerOf(request);
    const key = cacheKey(request, viewer, inputs);
    await sendCached(request, reply, cache, key, async () => schema.parse(await load(viewer)), {
      personal: viewer.userId !== null,
    });
  };
}
