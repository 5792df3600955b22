import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiInstance } from './types';

/** Marks the one scope whose routes are for operators (read by the route guards as each route registers). */
export const OPERATORS_ONLY = 'operatorsOnly';
/** Who a module's operator routes are for, unless a route says otherwise (read by the route guards). */
export const OPERATOR_ACCESS = 'operatorAccess';

/** Editors run the catalogue, media and blog; admins run everything, money and members included. */
export type OperatorAccess = 'editor' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    [OPERATORS_ONLY]?: true;
    [OPERATOR_ACCESS]?: OperatorAccess;
  }
}

/**
 * A module's operator routes (paths relative to `/api/admin`) and who they are for. A route may
 * still declare `access: 'admin'` to keep editors out of it.
 */
export interface AdminRoutes {
  for: OperatorAccess;
  routes: (admin: ApiInstance) => void | Promise<void>;
}

/**
 * The operators' API: every operator route of every module lives under `/api/admin` in this one
 * scope, and nowhere else. Its routes need no guard of their own: the route guards give each one
 * the access its module named, checked before the request is validated (a visitor gets 401,
 * anyone without the role 403).
 */
export async function registerAdminScope(api: ApiInstance, groups: readonly AdminRoutes[]): Promise<void> {
  await api.register(
    async (scope) => {
      scope.decorate(OPERATORS_ONLY, true);
      for (const group of groups) {
        await scope.register(async (child) => {
          child.decorate(OPERATOR_ACCESS, group.for);
          await group.routes(child.withTypeProvider<ZodTypeProvider>());
        });
      }
    },
    { prefix: '/admin' },
  );
}
