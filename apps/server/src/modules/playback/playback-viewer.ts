import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { viewerOf } from '../../platform/auth/viewer';
import { sessionTagOf, viewerTagOf } from './playback-token';
import type { PlaybackViewer } from './playback.service';

/** A visitor's player cookie: what binds a visitor's playback tokens to their browser. */
export const VISITOR_COOKIE = 'rh_player';
const VISITOR_COOKIE_DAYS = 30;

/**
 * The viewer of an API request with their tag: the session's (its id hash, so the media routes can
 * compute it from the cookie alone), else the visitor cookie's, set here when missing.
 */
export function playbackViewerOf(request: FastifyRequest, reply: FastifyReply): PlaybackViewer {
  const { session } = request;
  if (session) {
    return { ...viewerOf(request), tag: sessionTagOf(session.idHash), profileId: session.profile?.id ?? null };
  }
  const cookies = request.headers.cookie ? request.server.parseCookie(request.headers.cookie) : {};
  let visitor = cookies[VISITOR_COOKIE];
  if (!visitor) {
    visitor = randomBytes(24).toString('base64url');
    reply.setCookie(VISITOR_COOKIE, visitor, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: VISITOR_COOKIE_DAYS * 86_400,
    });
  }
  return { ...viewerOf(request), tag: viewerTagOf(visitor), profileId: null };
}
