import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { limitMasterPlaylist } from '../media/hls-playlists';
import type { LocalDiskStorage } from '../media/storage';
import { hlsPrefix } from '../media/transcode.jobs';
import { bearerToken, SESSION_COOKIE } from '../accounts/session-requests';
import { VISITOR_COOKIE } from './playback-viewer';
import { viewerTagOf, type PlaybackGrant, type PlaybackTokens } from './playback-token';
import { singleRange, type CachedFile, type SegmentCache } from './segment-cache';

/** Every file a token may open, by name: nothing else under the asset is reachable. */
const servable =
  /^(?:master\.m3u8|key|(?<height>\d{3,4})\/(?:index\.m3u8|init\.mp4|seg_\d{5}\.m4s)|storyboard\/(?:thumbnails\.vtt|poster\.jpg|sheet_\d{3}\.jpg)|subtitles\/[a-z]{2}\.vtt)$/;

export interface HlsDelivery {
  storage: LocalDiskStorage;
  cache: SegmentCache;
  tokens: PlaybackTokens;
  /** The AES-128 key of an encrypted asset, or null for a clear one. */
  keyOf: (assetId: number) => Promise<Buffer | null>;
}

/** Segments, init sections and pictures never change under a name; playlists might be rewritten. */
const IMMUTABLE_PRIVATE = 'private, max-age=31536000, immutable';

const params = z.object({
  assetId: z.coerce.number().int().positive().max(2_147_483_647),
  token: z.string(),
  '*': z.string(),
});

/**
 * Serves HLS files under `/media/hls/<asset>/<token>/…`: only with a token signed for that asset,
 * unexpired, issued to this browser's session or visitor cookie (or the app's bearer token), and
 * only renditions up to the height the token allows. Range requests and types come from
 * @fastify/static's `send`.
 */
export async function registerHlsDelivery(app: FastifyInstance, delivery: HlsDelivery): Promise<void> {
  // In a scope of its own: the web app's static files decorate the root's replies with sendFile.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: delivery.storage.root, serve: false });
    serveHls(scope, delivery);
  });
}

function serveHls(app: FastifyInstance, { storage, cache, tokens, keyOf }: HlsDelivery): void {
  app.get('/media/hls/*', { schema: { hide: true } }, () => {
    throw new AppError('forbidden', 'A playback token is needed: press play to get one.');
  });
  // Not async: a segment already in memory (most requests) is answered without waiting for a turn
  // of the event loop; only what needs the disk or the database goes on to serveStored.
  app.get('/media/hls/:assetId/:token/*', { schema: { hide: true } }, (request, reply) => {
    const parsed = params.safeParse(request.params);
    const file = parsed.success ? servable.exec(parsed.data['*']) : null;
    if (!parsed.success || !file) throw new AppError('not_found', 'There is no such file.');
    const { assetId, token } = parsed.data;
    const grant = tokens.verify(token, assetId);
    if (!grant || !issuedTo(grant, app, request)) {
      throw new AppError('forbidden', 'This playback link is not valid here, or has expired. Press play again.');
    }
    const height = file.groups?.height;
    if (height !== undefined && Number(height) > grant.maxHeight) {
      throw new AppError('forbidden', 'Your plan does not include this quality.');
    }
    request.logQuietly = true;
    const name = parsed.data['*'];
    const key = `${hlsPrefix(assetId)}/${name}`;
    const type = immutableTypes[name.slice(name.lastIndexOf('.'))];
    const inMemory = type ? cache.fresh(key) : undefined;
    if (type && inMemory && sendCached(request, reply, inMemory, type)) return reply;
    return serveStored(reply, { request, assetId, grant, name, key, type });
  });

  async function serveStored(
    reply: FastifyReply,
    { request, assetId, grant, name, key, type }: StoredFile,
  ): Promise<FastifyReply> {
    if (name === 'key') {
      const secret = await keyOf(assetId);
      if (!secret) throw new AppError('not_found', 'This video is not encrypted.');
      // The key opens the video: never kept by a browser or a proxy.
      return reply.header('cache-control', 'no-store').type('application/octet-stream').send(secret);
    }
    if (name === 'master.m3u8') {
      const master = await storage.readText(key);
      if (master === null) throw new AppError('not_found', 'There is no such file.');
      return reply
        .header('cache-control', 'private, no-cache')
        .type('application/vnd.apple.mpegurl')
        .send(limitMasterPlaylist(master, grant.maxHeight));
    }
    if (!type) {
      reply.header('cache-control', 'private, no-cache');
      return reply.sendFile(key, storage.root, { cacheControl: false });
    }
    const cached = await cache.get(key);
    if (cached && sendCached(request, reply, cached, type)) return reply;
    reply.header('cache-control', IMMUTABLE_PRIVATE);
    return reply.sendFile(key, storage.root, { cacheControl: false });
  }
}

interface StoredFile {
  request: FastifyRequest;
  assetId: number;
  grant: PlaybackGrant;
  /** The path under the asset's directory, as requested. */
  name: string;
  /** The file's storage key. */
  key: string;
  /** Set for files that never change under their name. */
  type: string | undefined;
}

/** Files that never change under their name, by extension, with their types. */
const immutableTypes: Record<string, string> = {
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
};

/**
 * Answers from memory: whole, 304 for the browser's own copy, or one byte range. Answers false
 * for what it leaves to the file server (several ranges, a range past the end).
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, file: CachedFile, type: string): boolean {
  reply
    .header('cache-control', IMMUTABLE_PRIVATE)
    .header('accept-ranges', 'bytes')
    .header('etag', file.etag)
    .header('last-modified', file.lastModified)
    .type(type);
  if (request.headers['if-none-match'] === file.etag) {
    void reply.code(304).send();
    return true;
  }
  const { range } = request.headers;
  if (!range) {
    void reply.send(file.body);
    return true;
  }
  const part = singleRange(range, file.body.length);
  if (!part) return false;
  void reply
    .code(206)
    .header('content-range', `bytes ${part.start}-${part.end}/${file.body.length}`)
    .send(file.body.subarray(part.start, part.end + 1));
  return true;
}

function issuedTo(grant: PlaybackGrant, app: FastifyInstance, request: FastifyRequest): boolean {
  const cookies = request.headers.cookie ? app.parseCookie(request.headers.cookie) : {};
  const secrets = [cookies[SESSION_COOKIE], cookies[VISITOR_COOKIE], bearerToken(request)];
  return secrets.some((secret) => secret && viewerTagOf(secret) === grant.viewer);
}
