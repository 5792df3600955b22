import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scheduleRepeated, type RepeatedTask } from './jobs/repeated-job';
import type { TaskLeases } from './jobs/task-leases';
import type { ProcessRole } from '../config';
import { registerAdminScope, type AdminRoutes } from './http/admin-scope';
import type { ApiInstance } from './http/types';

/** Background work that lives as long as the app: a job queue, a timer. */
export interface Worker {
  start?(): unknown;
  stop?(): unknown;
}

/**
 * What a module hands the app, the same shape for every module: its routes (under `/api`), its
 * operator routes (in the one admin scope under `/api/admin`), the background work it runs and
 * its housekeeping. A module's factory takes the platform and, by name, the other modules'
 * services it needs, so the order the app builds them in is the order their needs impose.
 */
export interface AppModule {
  /** Served by every process, a worker too (health checks); other routes only where HTTP is served. */
  everyRole?: boolean;
  routes?: (api: ApiInstance) => void | Promise<void>;
  adminRoutes?: AdminRoutes;
  workers?: readonly Worker[];
  repeated?: readonly RepeatedTask[];
}

/**
 * Registers every module's routes and work, as far as this process's role asks: routes in the
 * order given (the legacy aliases last; a worker serves health checks only), workers started once
 * the app is ready and stopped before it closes (before the database does, so a running job hands
 * itself back), repeated tasks run by whichever process claims them (none on a web process).
 */
export async function registerModules(
  app: FastifyInstance,
  modules: readonly AppModule[],
  api: { prefix: string; setUp: (api: ApiInstance) => void },
  work: { role: ProcessRole; leases: TaskLeases },
): Promise<void> {
  const served = work.role === 'worker' ? modules.filter((module) => module.everyRole) : modules;
  await app.register(
    async (scope) => {
      const routes = scope.withTypeProvider<ZodTypeProvider>();
      api.setUp(routes);
      for (const module of served) await module.routes?.(routes);
      await registerAdminScope(
        routes,
        served.flatMap((module) => (module.adminRoutes ? [module.adminRoutes] : [])),
      );
    },
    { prefix: api.prefix },
  );
  // Web processes leave background work to the workers.
  if (work.role === 'web') return;
  for (const module of modules) {
    for (const worker of module.workers ?? []) {
      if (worker.start) app.addHook('onReady', async () => worker.start?.());
      if (worker.stop) app.addHook('preClose', async () => worker.stop?.());
    }
    for (const task of module.repeated ?? []) scheduleRepeated(app, work.leases, task);
  }
}
