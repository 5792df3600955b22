import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body with its compressed forms, made once so that sending it costs no CPU. */
export interface CompressedBody {
  /** Kept as a string: Node sends headers and a string body in one write, a Buffer in two. */
  identity: string;
  br?: Buffer;
  gzip?: Buffer;
}

const MIN_SIZE = 1024;

export function compressBody(identity: string): CompressedBody {
  if (Buffer.byteLength(identity) < MIN_SIZE) return { identity };
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(identity, { level: 6 }),
  };
}

/** The best encoding the client accepts, among brotli and gzip (`q=0` means refused). */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  // The common case, e.g. "gzip, deflate, br", with no quality values: no parsing needed.
  if (!header.includes(';'))
    return header.includes('br') ? 'br' : header.includes('gzip') || header.includes('*') ? 'gzip' : null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: CompressedBody): FastifyReply {
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const encoded = encoding ? body[encoding] : undefined;
  if (encoding && encoded) return reply.header('content-encoding', encoding).send(encoded);
  return reply.send(body.identity);
}
