import { createReadStream } from 'node:fs';
import { access, constants, copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkedKey, type BlobInfo, type BlobStore, type ByteRange } from './blob-store';

/** The embedded default: objects are files under one directory, written aside and renamed into place. */
export class LocalBlobStore implements BlobStore {
  readonly kind = 'local';

  constructor(readonly root: string) {}

  pathOf(key: string): string {
    return path.join(this.root, checkedKey(key));
  }

  async put(key: string, body: Buffer | string): Promise<void> {
    const target = await this.parentMade(key);
    const partial = `${target}.partial-${process.pid}`;
    await writeFile(partial, body);
    await rename(partial, target);
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const target = await this.parentMade(key);
    const partial = `${target}.partial-${process.pid}`;
    await copyFile(localPath, partial);
    await rename(partial, target);
  }

  async putDirectory(prefix: string, localDir: string): Promise<void> {
    const target = await this.parentMade(prefix);
    // Move the old version aside first: rename cannot replace a directory that has files in it.
    const old = `${target}.old-${process.pid}-${Date.now()}`;
    await rename(target, old).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(localDir, target);
    await rm(old, { recursive: true, force: true });
  }

  async readText(key: string): Promise<string | null> {
    return readFile(this.pathOf(key), 'utf8').catch(() => null);
  }

  async head(key: string): Promise<BlobInfo | null> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    if (!info?.isFile()) return null;
    return {
      size: info.size,
      etag: `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`,
      lastModified: info.mtime,
    };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    // Opened before it is handed over, so a missing file rejects here instead of erroring mid-answer.
    const stream = createReadStream(file, range);
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  async usage(prefix: string): Promise<number> {
    const entries = await readdir(this.pathOf(prefix), { recursive: true, withFileTypes: true }).catch(() => []);
    const sizes = await Promise.all(
      entries
        .filter((entry) => entry.isFile())
        .map((entry) => sizeIfStillThere(path.join(entry.parentPath, entry.name))),
    );
    return sizes.reduce((sum, size) => sum + size, 0);
  }

  async localFile(key: string): Promise<string> {
    return this.pathOf(key);
  }

  async scratchDir(name: string): Promise<string> {
    // Inside the root, so putting it in place is a rename on the same disk.
    const dir = path.join(this.root, '.scratch', `${name}-${process.pid}-${Date.now()}`);
    await mkdir(dir, { recursive: true });
    return dir;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }

  private async parentMade(key: string): Promise<string> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    return target;
  }
}

/**
 * A file's size, or 0 once it has gone: a listing is out of date as soon as it is read (a
 * `.partial-` file is renamed into place as it is finished, an old version removed).
 */
async function sizeIfStillThere(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}
