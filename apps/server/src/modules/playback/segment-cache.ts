import { buffer } from 'node:stream/consumers';
import { LRUCache } from 'lru-cache';
import type { BlobStore } from '../../platform/storage/blob-store';

export interface CachedFile {
  body: Buffer;
  etag: string;
  lastModified: string;
}

/** Larger files (a very long segment, a source) are streamed from the store instead. */
const MAX_FILE_BYTES = 16 * 1024 * 1024;
/** How long a cached file is trusted before the store is asked whether it changed. */
const REVALIDATE_MS = 5000;

/**
 * The most watched segments, init sections and sprite sheets in memory, up to a byte budget:
 * writing a buffer is many times faster than streaming the file for every request (bench/playback).
 * A re-transcode replaces files under the same names, and any process may have written them, so
 * an entry is checked against the store's ETag every few seconds.
 */
export class SegmentCache {
  private readonly files: LRUCache<string, CachedFile & { checkedAt: number }>;

  constructor(
    maxBytes: number,
    private readonly store: BlobStore,
  ) {
    this.files = new LRUCache({ maxSize: Math.max(1, maxBytes), sizeCalculation: (entry) => entry.body.length || 1 });
  }

  /** The file's bytes if they are in memory and were checked against the store lately; no I/O. */
  fresh(key: string): CachedFile | undefined {
    const cached = this.files.get(key);
    return cached && Date.now() - cached.checkedAt < REVALIDATE_MS ? cached : undefined;
  }

  /** The file's bytes, from memory when fresh; null when it is not there or too big to keep. */
  async get(key: string): Promise<CachedFile | null> {
    const fresh = this.fresh(key);
    if (fresh) return fresh;
    const cached = this.files.get(key);
    const now = Date.now();
    const info = await this.store.head(key);
    if (!info || info.size > MAX_FILE_BYTES || info.size > this.files.maxSize) return null;
    if (cached?.etag === info.etag) {
      cached.checkedAt = now;
      return cached;
    }
    const entry = {
      body: await buffer(await this.store.read(key)),
      etag: info.etag,
      lastModified: info.lastModified.toUTCString(),
      checkedAt: now,
    };
    this.files.set(key, entry);
    return entry;
  }
}
