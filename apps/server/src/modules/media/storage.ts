import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where media files live, by key (`sources/…`, `hls/<asset>/…`). The local-disk adapter is the
 * only one today; an S3-compatible adapter implements the same calls (directories become key
 * prefixes, `localFile` downloads to a cache for ffmpeg).
 */
export interface MediaStorage {
  /** Copies a local file in under `key`. */
  putFile(key: string, localPath: string): Promise<void>;
  /** Puts a finished local directory in place of `prefix`, replacing whatever was there. */
  putDirectory(prefix: string, localDir: string): Promise<void>;
  writeText(key: string, text: string): Promise<void>;
  readText(key: string): Promise<string | null>;
  size(key: string): Promise<number | null>;
  /** Bytes kept under a prefix (every object whose key starts with it). */
  usage(prefix: string): Promise<number>;
  read(key: string, range?: { start: number; end: number }): Readable;
  /** A path on this machine holding the object, for ffmpeg to read. */
  localFile(key: string): Promise<string>;
  /** Scratch space on this machine for a job's output before it is put in place. */
  scratchDir(name: string): Promise<string>;
  deletePrefix(prefix: string): Promise<void>;
}

export class LocalDiskStorage implements MediaStorage {
  constructor(readonly root: string) {}

  /** Keys are ours, never a visitor's, but a slip must still not reach outside the root. */
  pathOf(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(this.root + path.sep)) throw new Error(`storage key outside the store: ${key}`);
    return resolved;
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    await copyFile(localPath, partial);
    await rename(partial, target);
  }

  async putDirectory(prefix: string, localDir: string): Promise<void> {
    const target = this.pathOf(prefix);
    await mkdir(path.dirname(target), { recursive: true });
    // Move the old version aside first: rename cannot replace a directory that has files in it.
    const old = `${target}.old-${process.pid}-${Date.now()}`;
    await rename(target, old).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(localDir, target);
    await rm(old, { recursive: true, force: true });
  }

  async writeText(key: string, text: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.partial-${process.pid}`;
    await writeFile(partial, text);
    await rename(partial, target);
  }

  async readText(key: string): Promise<string | null> {
    return readFile(this.pathOf(key), 'utf8').catch(() => null);
  }

  async size(key: string): Promise<number | null> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info?.isFile() ? info.size : null;
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.pathOf(key), range);
  }

  async usage(prefix: string): Promise<number> {
    const entries = await readdir(this.pathOf(prefix), { recursive: true, withFileTypes: true }).catch(() => []);
    const sizes = await Promise.all(
      entries
        .filter((entry) => entry.isFile())
        .map((entry) => stat(path.join(entry.parentPath, entry.name)).then((found) => found.size)),
    );
    return sizes.reduce((sum, size) => sum + size, 0);
  }

  async localFile(key: string): Promise<string> {
    return this.pathOf(key);
  }

  async scratchDir(name: string): Promise<string> {
    const dir = this.pathOf(`.scratch/${name}-${process.pid}-${Date.now()}`);
    await mkdir(dir, { recursive: true });
    return dir;
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }
}
