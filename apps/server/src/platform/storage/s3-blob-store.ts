import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkedKey, contentTypeOf, type BlobInfo, type BlobStore, type ByteRange } from './blob-store';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset for AWS itself; MinIO's or R2's address otherwise. */
  endpoint: string | null;
  /** Absent: the SDK's own chain (environment, instance role) finds them. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `bucket` in the path instead of the host name: MinIO and most local servers need it. */
  forcePathStyle: boolean;
  /** This machine's directory for ffmpeg's inputs and outputs. */
  workDir: string;
}

/** Objects copied to this machine for ffmpeg are dropped when no job has read them for this long. */
const LOCAL_COPY_IDLE_MS = 6 * 60 * 60 * 1000;
/** Uploads in flight at once when a directory of segments goes in. */
const PUT_CONCURRENCY = 8;

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2) that every process of a cluster shares.
 * Large files go in as multipart uploads; ffmpeg's inputs are copied to the work directory on first use
 * and kept while jobs keep reading them (every rung of a ladder reads the same source).
 */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  private readonly workDir: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.workDir = settings.workDir;
    this.client = new S3Client(s3ClientConfig(settings));
  }

  async put(key: string, body: Buffer | string): Promise<void> {
    await this.upload(key, typeof body === 'string' ? Buffer.from(body) : body);
  }

  async putFile(key: string, localPath: string): Promise<void> {
    await this.upload(key, createReadStream(localPath));
  }

  async putDirectory(prefix: string, localDir: string): Promise<void> {
    const entries = await readdir(localDir, { recursive: true, withFileTypes: true });
    const names = entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(localDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    // Playlists and subtitle lists name other files: they go in once what they name is there.
    const naming = (name: string) => /\.(m3u8|vtt)$/.test(name);
    for (const group of [names.filter((name) => !naming(name)), names.filter(naming)]) {
      for (let index = 0; index < group.length; index += PUT_CONCURRENCY) {
        await Promise.all(
          group
            .slice(index, index + PUT_CONCURRENCY)
            .map((name) => this.putFile(`${prefix}/${name}`, path.join(localDir, name))),
        );
      }
    }
    // What the previous version had and this one has not (a longer video's last segments).
    const kept = new Set(names.map((name) => `${prefix}/${name}`));
    await this.deleteKeys((await this.keysUnder(`${prefix}/`)).filter((key) => !kept.has(key)));
    await rm(localDir, { recursive: true, force: true });
  }

  async readText(key: string): Promise<string | null> {
    const object = await this.get(key).catch(notFoundAsNull);
    return object ? object.transformToString('utf8') : null;
  }

  async head(key: string): Promise<BlobInfo | null> {
    const answer = await this.client
      .send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }))
      .catch(notFoundAsNull);
    if (!answer) return null;
    return {
      size: answer.ContentLength ?? 0,
      etag: answer.ETag ?? `"${answer.LastModified?.getTime() ?? 0}"`,
      lastModified: answer.LastModified ?? new Date(0),
    };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    return (await this.get(key, range)) as unknown as Readable;
  }

  async usage(prefix: string): Promise<number> {
    let total = 0;
    await this.eachPage(`${prefix}/`, (objects) => {
      for (const object of objects) total += object.Size ?? 0;
    });
    return total;
  }

  async localFile(key: string): Promise<string> {
    const file = path.join(this.workDir, 'objects', checkedKey(key));
    const [here, there] = await Promise.all([stat(file).catch(() => null), this.head(key)]);
    if (!there) throw new Error(`no object ${key} in bucket ${this.bucket}`);
    if (here?.size === there.size) {
      const now = new Date();
      await utimes(file, now, now);
      return file;
    }
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.partial-${process.pid}-${Date.now()}`;
    await pipeline(await this.read(key), createWriteStream(partial));
    await rename(partial, file);
    await this.dropIdleCopies();
    return file;
  }

  async scratchDir(name: string): Promise<string> {
    const dir = path.join(this.workDir, 'scratch', `${name}-${process.pid}-${Date.now()}`);
    await mkdir(dir, { recursive: true });
    return dir;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
    await rm(path.join(this.workDir, 'objects', key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await this.deleteKeys(await this.keysUnder(`${checkedKey(prefix)}/`));
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: prefix }));
    await rm(path.join(this.workDir, 'objects', prefix), { recursive: true, force: true });
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  private async upload(key: string, body: Buffer | Readable): Promise<void> {
    // One PUT for a small body, a multipart upload (parts of 8 MB) for a large one.
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: checkedKey(key), Body: body, ContentType: contentTypeOf(key) },
      partSize: 8 * 1024 * 1024,
      queueSize: 4,
    }).done();
  }

  private async get(key: string, range?: ByteRange) {
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: checkedKey(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    if (!answer.Body) throw new Error(`no body for ${key}`);
    return answer.Body;
  }

  private async keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    await this.eachPage(prefix, (objects) => {
      for (const object of objects) if (object.Key) keys.push(object.Key);
    });
    return keys;
  }

  private async eachPage(prefix: string, visit: (objects: { Key?: string; Size?: number }[]) => void) {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      visit(page.Contents ?? []);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private async deleteKeys(keys: string[]): Promise<void> {
    // DeleteObjects takes at most 1000 keys a call.
    for (let index = 0; index < keys.length; index += 1000) {
      const batch = keys.slice(index, index + 1000);
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  private async dropIdleCopies(): Promise<void> {
    const root = path.join(this.workDir, 'objects');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    const now = Date.now();
    for (const entry of entries.filter((found) => found.isFile())) {
      const file = path.join(entry.parentPath, entry.name);
      const info = await stat(file).catch(() => null);
      if (info && now - info.mtimeMs > LOCAL_COPY_IDLE_MS) await rm(file, { force: true });
    }
  }
}

/** How to reach the bucket; tus's S3 store for uploads is given the same. */
export function s3ClientConfig(settings: Omit<S3Settings, 'bucket' | 'workDir'>): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 demands them: R2 and older MinIO refuse the SDK's default CRC32 headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

function notFoundAsNull(error: unknown): null {
  if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) {
    return null;
  }
  throw error;
}
