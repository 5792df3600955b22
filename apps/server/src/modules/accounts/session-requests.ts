import type { IncomingHttpHeaders } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignedIn } from '@reelhouse/contracts/session';
import { AppError } from '../../errors/app-error';
import { displayNameOf, type Profile } from './members.repository';
import type { CurrentSession, Sessions } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session behind this API request, or null. */
    session: CurrentSession | null;
  }
}

export const SESSION_COOKIE = 'rh_session';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Where a session can matter: the API, and the PhonePe sandbox's pay page (only the payer decides). */
const SESSION_PREFIXES = ['/api/', '/sandbox/'];

/** The app's `Authorization: Bearer` token; takes Node's request too (the segment lane runs before Fastify). */
export function bearerToken(request: { headers: IncomingHttpHeaders }): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

/** Where a browser says the request comes from: Origin, else the origin of the Referer. */
function requestOrigin(request: FastifyRequest): string | null {
  const { origin, referer } = request.headers;
  if (origin && origin !== 'null') return origin;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * Finds the session of every API request (cookie for browsers, bearer token for apps) and refuses
 * cross-site writes that carry the cookie: SameSite=Lax already keeps it off cross-site POSTs in
 * current browsers; the Origin check covers the rest (OWASP CSRF cheat sheet, "verifying origin").
 */
export async function registerSessionRequests(
  app: FastifyInstance,
  sessions: Sessions,
  options: { publicOrigin: string | null },
): Promise<void> {
  // Cookies are parsed only where a session can matter (API requests that carry some), not on
  // every request: the catalogue's cached reads are the hot path.
  await app.register(fastifyCookie, { hook: false });
  app.decorateRequest('session', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const { cookie: cookieHeader, authorization } = request.headers;
    if (!SESSION_PREFIXES.some((prefix) => request.url.startsWith(prefix)) || (!cookieHeader && !authorization)) {
      done();
      return;
    }
    const cookie = cookieHeader ? app.parseCookie(cookieHeader)[SESSION_COOKIE] : undefined;
    if (cookie !== undefined && UNSAFE_METHODS.has(request.method)) {
      const allowed = options.publicOrigin ?? `${request.protocol}://${request.host}`;
      if (requestOrigin(request) !== allowed) {
        done(new AppError('forbidden', 'Cross-site request refused: this action must come from the site itself.'));
        return;
      }
    }
    const token = bearerToken(request) ?? cookie;
    if (!token) {
      done();
      return;
    }
    sessions.find(token).then((session) => {
      request.session = session;
      done();
    }, done);
  });
}

/** The signed-in member, or 401: every account route is the member's own and nobody else's. */
export function requireMember(request: FastifyRequest): CurrentSession {
  if (!request.session) throw new AppError('unauthenticated', 'Sign in to see your account.');
  return request.session;
}

/** A signed-in admin, or 401/403: operator routes. */
export function requireAdmin(request: FastifyRequest): CurrentSession {
  const session = requireMember(request);
  if (session.user.role !== 'admin') throw new AppError('forbidden', 'Only an operator may do this.');
  return session;
}

/**
 * Signs the member in on this device and answers as every sign-in route does. Always a new
 * session id, so an id planted before sign-in cannot be carried over.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: Sessions,
  member: Profile,
  maxAgeDays: number,
): Promise<SignedIn> {
  if (request.session) await sessions.revoke(request.session.idHash);
  const token = await sessions.create(member.id, request.headers['user-agent'] ?? 'unknown device', request.ip);
  setSessionCookie(request, reply, token, maxAgeDays);
  reply.header('cache-control', 'no-store');
  const user = {
    id: member.id,
    displayName: displayNameOf(member),
    role: member.role,
    isNew: member.firstName === null,
  };
  return { success: true, data: { user, token } };
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string, maxAgeDays: number): void {
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: maxAgeDays * 24 * 60 * 60,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
