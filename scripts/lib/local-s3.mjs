// An S3-compatible server on loopback (s3rver, files in a temporary directory) for the suites that
// run the S3 storage adapter: the server tests, the cluster test and the benchmarks.
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** Any credentials do for s3rver; the adapter still signs every request with them. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts the server with `bucket` made; answers the environment a Reelhouse process needs to use
 * it (`STORAGE=s3` and the `S3_*` settings) and `stop`.
 */
export async function startLocalS3({ bucket = 'reelhouse-media', port = 0 } = {}) {
  const directory = mkdtempSync(path.join(tmpdir(), 'reelhouse-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  // Ahead of s3rver's own routes: the two multipart calls it lacks, which tus's S3 store makes.
  server.middleware.unshift(multipartListing(server.store));
  const { port: bound } = await server.run();
  const endpoint = `http://127.0.0.1:${bound}`;
  return {
    endpoint,
    directory,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * ListParts (GET …?uploadId=) and AbortMultipartUpload (DELETE …?uploadId=) over the parts s3rver
 * keeps on disk, one file per part number with its MD5 beside it. s3rver 3.7 answers both with
 * MethodNotAllowed; AWS, MinIO and R2 have them, and tus's S3 store resumes uploads with them.
 */
function multipartListing(store) {
  return async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const [, bucket, ...key] = ctx.path.split('/');
    if (typeof uploadId !== 'string' || !bucket || key.length === 0 || !['GET', 'DELETE'].includes(ctx.method)) {
      return next();
    }
    const dir = `${store.getResourcePath(bucket, undefined, 'uploads')}/${uploadId.replace(/[^0-9a-f]/g, '')}`;
    if (ctx.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const names = await readdir(dir).catch(() => null);
    if (!names) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
      return;
    }
    const numbers = names
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (number) => {
        const file = `${dir}/${number}`;
        const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8')]);
        return `<Part><PartNumber>${number}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
      }),
    );
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${key.join('/')}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  };
}
