import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { limitMasterPlaylist } from '../media/hls-playlists';
import type { LocalDiskStorage } from '../media/storage';
import { hlsPrefix } from '../media/transcode.jobs';
import { bearerToken, SESSION_COOKIE } from '../accounts/session-requests';
import { VISITOR_COOKIE } from './playback-viewer';
import { viewerTagOf, type PlaybackGrant, type PlaybackTokens } from './playback-token';

/** Every file a token may open, by name: nothing else under the asset is reachable. */
const servable =
  /^(?:master\.m3u8|key|(?<height>\d{3,4})\/(?:index\.m3u8|init\.mp4|seg_\d{5}\.m4s)|storyboard\/(?:thumbnails\.vtt|poster\.jpg|sheet_\d{3}\.jpg)|subtitles\/[a-z]{2}\.vtt)$/;

export interface HlsDelivery {
  storage: LocalDiskStorage;
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

function serveHls(app: FastifyInstance, { storage, tokens, keyOf }: HlsDelivery): void {
  app.get('/media/hls/*', { schema: { hide: true } }, () => {
    throw new AppError('forbidden', 'A playback token is needed: press play to get one.');
  });
  app.get('/media/hls/:assetId/:token/*', { schema: { hide: true } }, async (request, reply) => {
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
    const key = `${hlsPrefix(assetId)}/${parsed.data['*']}`;
    if (parsed.data['*'] === 'key') {
      const key = await keyOf(assetId);
      if (!key) throw new AppError('not_found', 'This video is not encrypted.');
      // The key opens the video: never kept by a browser or a proxy.
      return reply.header('cache-control', 'no-store').type('application/octet-stream').send(key);
    }
    if (parsed.data['*'] === 'master.m3u8') {
      const master = await storage.readText(key);
      if (master === null) throw new AppError('not_found', 'There is no such file.');
      return reply
        .header('cache-control', 'private, no-cache')
        .type('application/vnd.apple.mpegurl')
        .send(limitMasterPlaylist(master, grant.maxHeight));
    }
    reply.header(
      'cache-control',
      parsed.data['*'].endsWith('.m3u8') || parsed.data['*'].endsWith('.vtt') ? 'private, no-cache' : IMMUTABLE_PRIVATE,
    );
    return reply.sendFile(key, storage.root, { cacheControl: false });
  });
}

function issuedTo(grant: PlaybackGrant, app: FastifyInstance, request: FastifyRequest): boolean {
  const cookies = request.headers.cookie ? app.parseCookie(request.headers.cookie) : {};
  const secrets = [cookies[SESSION_COOKIE], cookies[VISITOR_COOKIE], bearerToken(request)];
  return secrets.some((secret) => secret && viewerTagOf(secret) === grant.viewer);
}
