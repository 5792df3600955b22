import type { IncomingHttpHeaders } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AgeRating } from '@reelhouse/contracts/catalogue';
import type { ViewerProfile } from '@reelhouse/contracts/profiles';
import type { ParentalLock, UserRole } from '@reelhouse/contracts/session';
import { AppError } from '../errors/app-error';

export interface SignedInUser {
  id: number;
  mobile: string;
  displayName: string;
  role: UserRole;
  adultConfirmed: boolean;
  /** `off` without a parental PIN; `locked` until the PIN is entered on this device. */
  parentalLock: ParentalLock;
  /** The lowest limit among the account's profiles: what a device sees before anyone chose a profile. */
  strictestProfileLimit: AgeRating;
}

/** The profile a device watches as: whose history and list it keeps, and what it may see. */
export type ActiveProfile = ViewerProfile;

export interface CurrentSession {
  idHash: string;
  user: SignedInUser;
  /** Null until someone on the device says who is watching. */
  profile: ActiveProfile | null;
}

/** Finds the live session a token names (the accounts module keeps them). */
export interface SessionFinder {
  find(token: string): Promise<CurrentSession | null>;
}

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
  sessions: SessionFinder,
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

/**
 * The signed-in session of a route that declared `access` (its guard has already refused anyone
 * else): the member's own data is found through it. A route that forgot to declare stays closed:
 * without a session this answers 401.
 */
export function sessionOf(request: FastifyRequest): CurrentSession {
  if (!request.session) throw new AppError('unauthenticated', 'Sign in to see your account.');
  return request.session;
}

/**
 * The profile a member's request acts for (their list, their history): a device where nobody has
 * chosen yet is asked to choose first.
 */
export function profileOf(request: FastifyRequest): ActiveProfile {
  const { profile } = sessionOf(request);
  if (!profile) {
    throw new AppError('conflict', 'Choose who is watching first.', { reason: 'profile_required' });
  }
  return profile;
}
