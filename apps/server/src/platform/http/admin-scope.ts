import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiInstance } from './types';

/** Marks the one scope whose routes are for operators (read by the route guards as each route registers). */
export const OPERATORS_ONLY = 'operatorsOnly';

declare module 'fastify' {
  interface FastifyInstance {
    [OPERATORS_ONLY]?: true;
  }
}

/** A module's operator routes: registered inside the admin scope, with paths relative to `/api/admin`. */
export type AdminRoutes = (admin: ApiInstance) => void | Promise<void>;

/**
 * The operators' API: every operator route of every module lives under `/api/admin` in this one
 * scope, and nowhere else. Its routes need no guard of their own: the route guards give each one
 * `access: 'admin'`, checked before the request is validated (a visitor gets 401, a member 403).
 */
export async function registerAdminScope(api: ApiInstance, groups: readonly AdminRoutes[]): Promise<void> {
  await api.register(
    async (scope) => {
      scope.decorate(OPERATORS_ONLY, true);
      const admin = scope.withTypeProvider<ZodTypeProvider>();
      for (const routes of groups) await routes(admin);
    },
    { prefix: '/admin' },
  );
}
