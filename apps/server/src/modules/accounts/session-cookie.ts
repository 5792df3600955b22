import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignedIn } from '@reelhouse/contracts/session';
import { SESSION_COOKIE } from '../../platform/auth/session-requests';
import { AppError } from '../../platform/errors/app-error';
import { displayNameOf, type Profile } from './members.repository';
import type { Sessions } from './sessions.repository';

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
  // Every way in (a code, a password) ends here: a blocked member gets no session by any of them.
  if (member.blocked) throw new AppError('forbidden', 'This account is blocked. Contact the service to ask why.');
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
