import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../platform/errors/app-error';
import type { FrontLane } from '../../platform/http/front-lanes';
import { writesDebug } from '../../platform/http/request-log';
import { apiSecurityHeaders } from '../../platform/http/security';
import { limitMasterPlaylist } from '../media/media.module';
import { contentTypeOf, type BlobStore } from '../../platform/storage/blob-store';
import { sendBlob } from '../../platform/storage/send-blob';
import { HlsAccess, IMMUTABLE_PRIVATE, memoryAnswer, type AdmittedFile } from './hls-access';
import type { EndedSessions, PlaybackTokens } from './playback-token';
import type { CachedFile, SegmentCache } from './segment-cache';

export interface HlsDelivery {
  storage: BlobStore;
  cache: SegmentCache;
  tokens: PlaybackTokens;
  endedSessions: EndedSessions;
  sessionLive: (secret: string) => Promise<boolean>;
  /** The AES-128 key of an encrypted asset, or null for a clear one. */
  keyOf: (assetId: number) => Promise<Buffer | null>;
}

interface HlsParams {
  assetId: string;
  token: string;
  '*': string;
}

/**
 * Serves HLS files under `/media/hls/<asset>/<token>/…` to those `HlsAccess` admits. Answers the
 * lane that serves segments already in memory ahead of Fastify; the routes serve the rest (from
 * the store: disk or bucket; playlists, keys, every refusal).
 */
export function registerHlsDelivery(app: FastifyInstance, delivery: HlsDelivery): FrontLane {
  const access = new HlsAccess({ ...delivery, parseCookie: (header) => app.parseCookie(header) });
  serveHls(app, access, delivery);
  return segmentLane(access, delivery.cache, app.log);
}

function serveHls(app: FastifyInstance, access: HlsAccess, { storage, cache, keyOf }: HlsDelivery): void {
  app.get('/media/hls/*', { schema: { hide: true } }, () => {
    throw new AppError('forbidden', 'A playback token is needed: press play to get one.');
  });
  app.get<{ Params: HlsParams }>('/media/hls/:assetId/:token/*', { schema: { hide: true } }, async (request, reply) => {
    const { assetId, token, '*': name } = request.params;
    const admitted = await access.admitLive(request.headers, assetId, token, name);
    if (!('grant' in admitted)) throw new AppError(admitted.code, admitted.message);
    request.logQuietly = true;
    return serveStored(reply, admitted);
  });
  // nginx's auth_request asks here before it sends a segment from the shared disk or object store
  // (deploy/nginx, decision 0022): the same check, answered 204 or with the refusal's status.
  app.get('/media/hls-grant', { schema: { hide: true } }, async (request, reply) => {
    const original = request.headers['x-original-uri'];
    const path = typeof original === 'string' ? lanePath.exec(original) : null;
    if (!path) throw new AppError('forbidden', 'Ask with X-Original-URI naming an HLS file.');
    const admitted = await access.admitLive(request.headers, path[1] as string, path[2] as string, path[3] as string);
    if (!('grant' in admitted)) throw new AppError(admitted.code, admitted.message);
    request.logQuietly = true;
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  async function serveStored(reply: FastifyReply, { assetId, grant, name, key, immutableType }: AdmittedFile) {
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
    if (!immutableType)
      return sendBlob(reply, storage, key, { type: contentTypeOf(key), cacheControl: 'private, no-cache' });
    const cached = await cache.get(key);
    const answer = cached && memoryAnswer(cached, immutableType, reply.request.headers);
    if (answer) return reply.code(answer.status).headers(answer.headers).send(answer.body);
    return sendBlob(reply, storage, key, { type: immutableType, cacheControl: IMMUTABLE_PRIVATE });
  }
}

const securityHeaderList = Object.entries(apiSecurityHeaders).flat();

const lanePath = /^\/media\/hls\/([^/]+)\/([^/]+)\/([^?%]+)$/;

/** A player asks for the same URLs with the same cookies for as long as it plays: this many are remembered. */
const REMEMBERED_ADMISSIONS = 10_000;

/**
 * Segments, init sections and sprite sheets that are in memory, answered before Fastify with the
 * same check and the same headers as the routes'. Anything else — another method, an encoded or
 * queried URL, a refusal, a file not in memory, several ranges — goes on to the routes.
 */
function segmentLane(access: HlsAccess, cache: SegmentCache, log: FastifyBaseLogger): FrontLane {
  // The check's answer depends only on the URL and the credentials sent, besides the clock and
  // sessions ending, which are checked again each time: a repeated request skips the parsing,
  // hashing and cookie reading (bench/playback: the lane's own work is what it adds to node:http).
  const admissions = new LRUCache<string, AdmittedFile>({ max: REMEMBERED_ADMISSIONS });
  // A whole answer's headers, made once per file in memory (a new version is a new object).
  const wholeHeads = new WeakMap<CachedFile, string[]>();
  return (request, response) => {
    if (request.method !== 'GET' || !request.url?.startsWith('/media/hls/')) return false;
    const { headers } = request;
    const asked = `${request.url}\n${headers.cookie ?? ''}\n${headers.authorization ?? ''}`;
    let admitted = admissions.get(asked);
    if (!admitted || !access.stillAdmits(admitted)) {
      const path = lanePath.exec(request.url);
      if (!path) return false;
      const checked = access.admit(headers, path[1] as string, path[2] as string, path[3] as string);
      if (!('grant' in checked) || !checked.immutableType) return false;
      admitted = checked;
      admissions.set(asked, checked);
    }
    const type = admitted.immutableType;
    const file = type && cache.fresh(admitted.key);
    if (!file || !type) return false;
    // As Fastify's requestIdHeader does: the caller's id when it sends one.
    const given = headers['x-request-id'];
    const requestId = typeof given === 'string' && given ? given : randomUUID();
    // Nearly every request asks for the whole file: its headers are made once per file.
    const plain = headers.range === undefined && headers['if-none-match'] === undefined;
    const known = plain ? wholeHeads.get(file) : undefined;
    const answer = known ? { status: 200, head: known, body: file.body } : laneAnswer(file, type, headers);
    if (!answer) return false;
    if (plain && !known) wholeHeads.set(file, answer.head);
    response.writeHead(answer.status, answer.head.concat('x-request-id', requestId));
    response.end(answer.body);
    // Quiet like the routes' answers from memory: a line only at debug level.
    if (writesDebug(log.level)) {
      log.debug({ reqId: requestId, method: 'GET', url: request.url, statusCode: answer.status }, 'request');
    }
    return true;
  };
}

/**
 * How the lane answers from memory (`memoryAnswer`), its headers as the flat name-value list
 * writeHead takes (one spread object served about 15 % fewer segments a second) with the length
 * stated: without it Node would send the body chunked, as its headers go out before the body.
 */
function laneAnswer(file: CachedFile, type: string, headers: IncomingHttpHeaders) {
  const answer = memoryAnswer(file, type, headers);
  if (!answer) return null;
  const head = [...securityHeaderList];
  for (const [name, value] of Object.entries(answer.headers)) head.push(name, value);
  if (answer.body) head.push('content-length', String(answer.body.length));
  return { status: answer.status, head, body: answer.body };
}
