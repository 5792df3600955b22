import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { AppError } from '../errors/app-error';
import { minutesOf, tooMany } from '../limits/limited-attempts';
import type { Limit, RateLimiter } from '../limits/rate-limiter';
import { sessionOf } from '../auth/session-requests';
import { OPERATOR_ACCESS, OPERATORS_ONLY } from './admin-scope';
import { operatorRoles } from '@reelhouse/contracts/session';

/** Requests one client address may make to a route in a window, and what it is told when refused. */
export interface ClientLimit extends Limit {
  /** Names the counter: routes sharing a name share the budget. */
  name: string;
  /** "Too many … " wording for the refusal; the wait is added. */
  message?: string;
}

/**
 * How a route that changes something is kept from being flooded: a per-address limit checked
 * here, or the reason it needs none here (it checks a signature, its service keeps limits of its
 * own, it only reads).
 */
export type WriteLimit = ClientLimit | { exempt: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route, checked before the request is validated: a visitor gets 401, anyone
     * signed in without the role (or on a kids profile, for `account`) 403. `editor` lets editors
     * and admins in; `admin` only admins.
     */
    access?: Access;
    rateLimit?: WriteLimit;
  }
}

/** One method of a route as it declared its guards. */
export interface GuardedRoute {
  method: string;
  url: string;
  access: Access | undefined;
  rateLimit: WriteLimit | undefined;
}

const tables = new WeakMap<FastifyInstance, GuardedRoute[]>();

/** Every route registered after the guards, with what it declared: for the tests that hold every route to them. */
export const guardedRoutes = (app: FastifyInstance): readonly GuardedRoute[] => tables.get(app) ?? [];

/**
 * `member`: anyone signed in; `account`: signed in and not watching as a kids profile (the
 * account's settings, its money and its household); `editor` and `admin`: operators.
 */
export type Access = 'member' | 'account' | 'editor' | 'admin';

const checkAccess = {
  member: async (request: FastifyRequest) => void sessionOf(request),
  account: async (request: FastifyRequest) => {
    if (sessionOf(request).profile?.kids) {
      throw new AppError('forbidden', 'A kids profile cannot do this. Switch to a grown-up profile.', {
        reason: 'kids_profile',
      });
    }
  },
  editor: async (request: FastifyRequest) => {
    if (!operatorRoles.includes(sessionOf(request).user.role))
      throw new AppError('forbidden', 'Only an operator may do this.');
  },
  admin: async (request: FastifyRequest) => {
    if (sessionOf(request).user.role !== 'admin') throw new AppError('forbidden', 'Only an admin may do this.');
  },
} satisfies Record<Access, preValidationAsyncHookHandler>;

function limitClients(limiter: RateLimiter, limit: ClientLimit): preValidationAsyncHookHandler {
  return async (request) => {
    const verdict = await limiter.consume(`${limit.name}:ip:${request.ip}`, limit);
    if (!verdict.allowed) {
      const message = limit.message ?? 'Too many requests from your network.';
      throw tooMany(`${message} Try again in ${minutesOf(verdict.retryAfterMs)} minutes.`, verdict.retryAfterMs);
    }
  };
}

/**
 * What a route declared, held to its scope: the admin scope's routes are for operators, whatever
 * they say — admins only, unless the route lets editors in too (catalogue, media, blog).
 */
function accessOf(scope: FastifyInstance, url: string, declared: GuardedRoute['access']): GuardedRoute['access'] {
  if (!scope[OPERATORS_ONLY]) return declared;
  if (declared === 'member' || declared === 'account') {
    throw new Error(`${url} is in the operators' scope but declares access for members`);
  }
  return declared ?? scope[OPERATOR_ACCESS] ?? 'admin';
}

/**
 * Reads each route's `config.access` and `config.rateLimit` as it is registered and puts their
 * checks first among its pre-validation hooks: who may call it is decided before the body is
 * looked at (no schema description for strangers), and a flood is refused before any work.
 */
export function registerRouteGuards(app: FastifyInstance, limiter: RateLimiter): void {
  const table: GuardedRoute[] = [];
  tables.set(app, table);
  app.addHook('onRoute', function guard(route) {
    const { rateLimit } = route.config ?? {};
    const access = accessOf(this, route.url, route.config?.access);
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access, rateLimit });
    const guards: preValidationAsyncHookHandler[] = [];
    if (access) guards.push(checkAccess[access]);
    if (rateLimit && !('exempt' in rateLimit)) guards.push(limitClients(limiter, rateLimit));
    if (guards.length > 0) {
      const existing = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [...guards, ...existing] as typeof route.preValidation;
    }
  });
}
