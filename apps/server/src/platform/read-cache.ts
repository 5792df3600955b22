import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { LRUCache } from 'lru-cache';
import { compressBody, sendCompressed, type CompressedBody } from './http/compressed-body';

export interface Entry {
  body: CompressedBody;
  etag: string;
  /** The answer's headers, built once: ETag, content type, and caching for anyone or for one viewer. */
  headers: { public: Record<string, string>; personal: Record<string, string> };
}

function entryOf(json: string): Entry {
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  const common = { etag, 'content-type': 'application/json; charset=utf-8' };
  return {
    body: compressBody(json),
    etag,
    headers: {
      public: { ...common, 'cache-control': 'public, max-age=60, stale-while-revalidate=300' },
      personal: { ...common, 'cache-control': 'private, no-cache' },
    },
  };
}

/**
 * Serialized (and compressed) answers to public reads, kept in memory until content changes
 * (`invalidate`) or they age out. The ETag is a hash of the exact body, so a browser's copy is confirmed with 304
 * only when it is byte-for-byte what we would send.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  private generation = 0;
  private readonly counted: (hit: boolean) => void;

  constructor(options: { maxEntries?: number; ttlMs?: number; onLookup?: (hit: boolean) => void } = {}) {
    this.entries = new LRUCache({ max: options.maxEntries ?? 2000, ttl: options.ttlMs ?? 5 * 60_000 });
    this.counted = options.onLookup ?? (() => undefined);
  }

  /** The cached answer for a key, without loading it (a miss is counted by the `get` that follows). */
  peek(key: string): Entry | undefined {
    const cached = this.entries.get(key);
    if (cached) this.counted(true);
    return cached;
  }

  async get(key: string, load: () => Promise<unknown>): Promise<Entry> {
    const cached = this.entries.get(key);
    this.counted(cached !== undefined);
    if (cached) return cached;
    const generation = this.generation;
    const entry = entryOf(JSON.stringify(await load()));
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
  return respond(request, reply, await cache.get(key, load), options);
}

/**
 * Reads that are the same for everyone, cached whole by their address: each answer is checked
 * against its schema as it enters the cache (blog and shop routes use it).
 */
export function publicReads(cache: ReadCache) {
  return async <T extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: T,
    load: () => Promise<z.input<T>>,
  ): Promise<void> => {
    await sendCached(request, reply, cache, request.url, async () => schema.parse(await load()), { personal: false });
  };
}

/** Sends a cached answer: 304 when the browser's copy is current, else the body, compressed if accepted. */
export function respond(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry,
  options: { personal: boolean },
): FastifyReply {
  reply.headers(options.personal ? entry.headers.personal : entry.headers.public);
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return sendCompressed(request, reply, entry.body);
}
