import type { Readable } from 'node:stream';
import mime from 'mime';

/** What a stored object is: enough to answer conditional and ranged requests without reading it. */
export interface BlobInfo {
  size: number;
  /** Changes whenever the object's bytes do (quoted, as HTTP sends it). */
  etag: string;
  lastModified: Date;
}

/** Bytes `start` to `end`, both included, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media lives, by key (`sources/…`, `hls/<asset>/…`): on this machine's disk (`STORAGE=local`,
 * the embedded default) or in an S3-compatible bucket (`STORAGE=s3`: AWS S3, MinIO, Cloudflare R2),
 * which every process of a cluster shares. Directories are key prefixes; ffmpeg works on files of
 * this machine, so `localFile` and `scratchDir` bridge to the disk when the store is remote.
 */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | string): Promise<void>;
  /** Copies a file of this machine in under `key`. */
  putFile(key: string, localPath: string): Promise<void>;
  /**
   * Puts a finished scratch directory in place of `prefix`, replacing whatever was there, and
   * removes the directory. Playlists go in after the segments they name.
   */
  putDirectory(prefix: string, localDir: string): Promise<void>;
  readText(key: string): Promise<string | null>;
  head(key: string): Promise<BlobInfo | null>;
  /** The object's bytes, or one range of them; rejects when there is no such object. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Bytes kept under a prefix (every object whose key starts with it). */
  usage(prefix: string): Promise<number>;
  /** A path on this machine holding the object, for ffmpeg to read. */
  localFile(key: string): Promise<string>;
  /** Scratch space on this machine for a job's output before it is put in place. */
  scratchDir(name: string): Promise<string>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** Rejects when the store cannot be written or reached (for `GET /api/ready`). */
  check(): Promise<void>;
}

/** Keys are ours, never a visitor's; a slip must still not reach outside the store or collide. */
export function checkedKey(key: string): string {
  const parts = key.split('/');
  if (key === '' || parts.some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** The type an object is served with, and a proxy or CDN passes on when the bucket sends it. */
export function contentTypeOf(key: string): string {
  return mime.getType(key) ?? 'application/octet-stream';
}
