import { readFile, stat } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';

export interface CachedFile {
  body: Buffer;
  etag: string;
  lastModified: string;
}

/** Larger files (a very long segment, a source) are streamed from disk instead. */
const MAX_FILE_BYTES = 16 * 1024 * 1024;
/** How long a cached file is trusted before its size and time on disk are checked again. */
const REVALIDATE_MS = 5000;

/**
 * The most watched segments, init sections and sprite sheets in memory, up to a byte budget:
 * writing a buffer is many times faster than streaming the file from disk for every request
 * (bench/playback). A re-transcode replaces files under the same names, so an entry is checked
 * against the file's size and time every few seconds, and any process may have written it.
 * Entries are found by storage key; `locate` turns a key into its file only when the disk is needed.
 */
export class SegmentCache {
  private readonly files: LRUCache<string, CachedFile & { checkedAt: number; mtimeMs: number }>;

  constructor(
    maxBytes: number,
    private readonly locate: (key: string) => string,
  ) {
    this.files = new LRUCache({ maxSize: Math.max(1, maxBytes), sizeCalculation: (entry) => entry.body.length || 1 });
  }

  /** The file's bytes if they are in memory and were checked against the disk lately; no I/O. */
  fresh(key: string): CachedFile | undefined {
    const cached = this.files.get(key);
    return cached && Date.now() - cached.checkedAt < REVALIDATE_MS ? cached : undefined;
  }

  /** The file's bytes, from memory when fresh; null when it is not there or too big to keep. */
  async get(key: string): Promise<CachedFile | null> {
    const fresh = this.fresh(key);
    if (fresh) return fresh;
    const file = this.locate(key);
    const cached = this.files.get(key);
    const now = Date.now();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.size > MAX_FILE_BYTES || info.size > this.files.maxSize) return null;
    if (cached && cached.mtimeMs === info.mtimeMs && cached.body.length === info.size) {
      cached.checkedAt = now;
      return cached;
    }
    const body = await readFile(file);
    const entry = {
      body,
      // The same form as @fastify/send's, so a browser's copy stays valid whichever path served it.
      etag: `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`,
      lastModified: info.mtime.toUTCString(),
      checkedAt: now,
      mtimeMs: info.mtimeMs,
    };
    this.files.set(key, entry);
    return entry;
  }
}

/**
 * One byte range of a `Range: bytes=…` header over a body of `size` bytes: `start-end`, `start-`
 * or `-suffix`. Null for anything else (several ranges, nonsense, past the end), which the caller
 * leaves to the file server's full handling (multipart answers, 416).
 */
export function singleRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] as string, match[2] as string];
  const range =
    first === ''
      ? { start: Math.max(0, size - Number(last)), end: size - 1 }
      : { start: Number(first), end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
  return range.start <= range.end && range.start < size ? range : null;
}
