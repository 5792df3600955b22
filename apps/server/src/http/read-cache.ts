import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

interface Entry {
  body: string;
  etag: string;
}

/**
 * Serialized answers to public reads, kept in memory until content changes (`invalidate`) or
 * they age out. The ETag is a hash of the exact body, so a browser's copy is confirmed with 304
 * only when it is byte-for-byte what we would send.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  private generation = 0;

  constructor(options: { maxEntries?: number; ttlMs?: number } = {}) {
    this.entries = new LRUCache({ max: options.maxEntries ?? 2000, ttl: options.ttlMs ?? 5 * 60_000 });
  }

  async get(key: string, load: () => Promise<unknown>): Promise<Entry> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const generation = this.generation;
    const body = JSON.stringify(await load());
    const entry = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
    // A load that raced an invalidation may hold old data: answer with it, but do not keep it.
    if (generation === this.generation) this.entries.set(key, entry);
    return entry;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/**
 * Answers a read from the cache with ETag and Cache-Control, or 304 when the browser's copy is
 * current. Answers that depend on who is asking are marked private so shared caches keep out.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ReadCache,
  key: string,
  load: () => Promise<unknown>,
  options: { personal: boolean },
): Promise<FastifyReply> {
  const entry = await cache.get(key, load);
  reply
    .header('etag', entry.etag)
    .header('cache-control', options.personal ? 'private, no-cache' : 'public, max-age=60, stale-while-revalidate=300');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
