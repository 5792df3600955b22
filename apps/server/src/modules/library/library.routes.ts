import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { langQuerySchema, titleCardSchema } from '@reelhouse/contracts/catalogue';
import {
  playlistDetailSchema,
  playlistInputSchema,
  playlistSummarySchema,
  playlistUpdateSchema,
} from '@reelhouse/contracts/library';
import { problems } from '@reelhouse/contracts/problem';
import type { ApiInstance } from '../../platform/http/types';
import { profileOf, sessionOf } from '../../platform/auth/session-requests';
import { viewerOf } from '../../platform/auth/viewer';
import type { LibraryService } from './library.service';
import { pictureUploadRoutes } from '../../platform/images/picture-upload-routes';
import { pictureBytes, pictureShapes } from '../../platform/images/uploaded-pictures';

const tags = ['library'];
const errors = problems(400, 401, 403, 404, 413, 415);
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const playlistParams = z.object({ id: z.string().min(1).max(40) });
const noContent = { 204: z.null(), ...errors };

/** The signed-in member as a catalogue viewer (what they may see), or 401. */
const memberOf = (request: FastifyRequest) => {
  const { user } = sessionOf(request);
  return { ...viewerOf(request), userId: user.id };
};

/** The profile watching, whose My List it is (a device where nobody chose yet is asked to). */
const profileViewerOf = (request: FastifyRequest) => ({ ...viewerOf(request), profileId: profileOf(request).id });

/**
 * Who is viewing, for counting a playlist view once a day: the member, or for visitors a hash of
 * their address and browser (the address itself is not kept).
 */
const viewerKey = (request: FastifyRequest) => {
  const user = request.session?.user;
  if (user) return `m:${user.id}`;
  const visitor = `${request.ip}|${request.headers['user-agent'] ?? ''}`;
  return `v:${createHash('sha256').update(visitor).digest('base64url').slice(0, 24)}`;
};

/** The watchlist, and playlists: the member's own, and public ones anyone may open by link. */
export function libraryRoutes(app: ApiInstance, service: LibraryService): void {
  app.get(
    '/watchlist',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'The watchlist (My List) of the profile watching, newest first.',
        querystring: langQuerySchema,
        response: { 200: z.object({ items: z.array(titleCardSchema) }), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.watchlist(profileViewerOf(request), request.query.lang);
    },
  );

  app.put(
    '/watchlist/:slug',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Add a title to the watchlist.', params: slugParams, response: noContent },
    },
    async (request, reply) => {
      await service.addToWatchlist(profileViewerOf(request), request.params.slug);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/watchlist/:slug',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Remove a title from the watchlist.', params: slugParams, response: noContent },
    },
    async (request, reply) => {
      await service.removeFromWatchlist(profileViewerOf(request), request.params.slug);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/playlists',
    {
      schema: {
        tags,
        summary: 'The member’s playlists, most recently changed first.',
        response: { 200: z.object({ items: z.array(playlistSummarySchema) }), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.playlists(memberOf(request));
    },
  );

  app.post(
    '/playlists',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'Create a playlist (private unless said otherwise).',
        body: playlistInputSchema,
        response: { 201: playlistSummarySchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createPlaylist(memberOf(request), request.body)),
  );

  app.get(
    '/playlists/:id',
    {
      schema: {
        tags,
        summary: 'A playlist and its titles: public ones for anyone, private ones for their owner only (else 404).',
        description: 'A view by someone other than the owner counts once per viewer per day.',
        params: playlistParams,
        querystring: langQuerySchema,
        response: { 200: playlistDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.playlist(request.params.id, viewerOf(request), request.query.lang, viewerKey(request));
    },
  );

  app.patch(
    '/playlists/:id',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'Change a playlist’s name, description or privacy.',
        params: playlistParams,
        body: playlistUpdateSchema,
        response: { 200: playlistSummarySchema, ...errors },
      },
    },
    async (request) => service.updatePlaylist(memberOf(request), request.params.id, request.body),
  );

  app.delete(
    '/playlists/:id',
    {
      config: { access: 'account' },
      schema: { tags, summary: 'Delete a playlist.', params: playlistParams, response: noContent },
    },
    async (request, reply) => {
      await service.deletePlaylist(memberOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/playlists/:id/titles/:slug',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'Add a title to a playlist.',
        params: playlistParams.extend(slugParams.shape),
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.addTitle(memberOf(request), request.params.id, request.params.slug);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/playlists/:id/titles/:slug',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'Remove a title from a playlist.',
        params: playlistParams.extend(slugParams.shape),
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.removeTitle(memberOf(request), request.params.id, request.params.slug);
      return reply.code(204).send(null);
    },
  );

  pictureUploadRoutes(app, pictureShapes.playlistThumbnail, (scope) => {
    scope.put(
      '/playlists/:id/thumbnail',
      {
        config: { access: 'account' },
        schema: {
          tags,
          summary: 'Upload the playlist’s thumbnail: at most 5 MB, WebP, GIF, PNG or JPEG by content.',
          description: 'Send the picture as the request body. It is re-encoded to 16:9 WebP and AVIF.',
          params: playlistParams,
          response: { 200: playlistSummarySchema, ...errors },
        },
      },
      async (request) =>
        service.setThumbnail(
          memberOf(request),
          request.params.id,
          pictureBytes(request.body, pictureShapes.playlistThumbnail),
        ),
    );
  });
}
