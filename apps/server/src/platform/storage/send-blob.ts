import type { FastifyReply } from 'fastify';
import { AppError } from '../errors/app-error';
import type { BlobStore, ByteRange } from './blob-store';

/**
 * Answers a GET for a stored object as a file server does, from either store: its ETag and time,
 * 304 for the browser's own copy, one byte range (206; 416 past the end), else all of it. Several
 * ranges in one request get the whole object, which HTTP allows and no player asks for.
 */
export async function sendBlob(
  reply: FastifyReply,
  store: BlobStore,
  key: string,
  { type, cacheControl }: { type: string; cacheControl: string },
): Promise<FastifyReply> {
  const info = await store.head(key);
  if (!info) throw new AppError('not_found', 'There is no such file.');
  reply
    .header('cache-control', cacheControl)
    .header('accept-ranges', 'bytes')
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString())
    .type(type);
  const { range: asked, 'if-none-match': cached } = reply.request.headers;
  if (cached === info.etag) return reply.code(304).send();
  const range = asked ? singleRange(asked, info.size) : null;
  const from = asked ? /^bytes=(\d+)-\d*$/.exec(asked.trim()) : null;
  if (!range && from && Number(from[1]) >= info.size) {
    return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  }
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', info.size);
  }
  // An empty object has no range to read: S3 refuses `bytes=0--1`.
  if (info.size === 0) return reply.send('');
  return reply.send(await store.read(key, range ?? undefined));
}

/**
 * One byte range of a `Range: bytes=…` header over a body of `size` bytes: `start-end`, `start-`
 * or `-suffix`. Null for anything else (several ranges, nonsense, past the end).
 */
export function singleRange(header: string, size: number): ByteRange | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] as string, match[2] as string];
  const range =
    first === ''
      ? { start: Math.max(0, size - Number(last)), end: size - 1 }
      : { start: Number(first), end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
  return range.start <= range.end && range.start < size ? range : null;
}
