import type { FastifyInstance } from 'fastify';
import type { TaskLeases } from './task-leases';

export const DAY_MS = 24 * 60 * 60_000;
/** The first run waits a little, so that starting (and short-lived test servers) does no extra work. */
const FIRST_RUN_AFTER_MS = 60_000;

/** Housekeeping a module runs while the server does: what, how often, and the work itself. */
export interface RepeatedTask {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Runs a task a minute after the server is ready and then every `everyMs` while it runs, when this
 * process claims it first: a cluster of server processes runs each task once per period (tasks
 * are idempotent all the same). A task run every few minutes is logged at debug level, so that it
 * does not drown the daily ones.
 */
export function scheduleRepeated(
  app: FastifyInstance,
  leases: TaskLeases,
  { name, everyMs, run: work }: RepeatedTask,
): void {
  const level = everyMs >= 60 * 60_000 ? 'info' : 'debug';
  const run = () => {
    leases
      .claim(name, everyMs)
      .then((mine) => (mine ? work() : 'run by another process'))
      .then(
        (result) => app.log[level]({ job: name, result }, 'repeated job done'),
        (error: unknown) => app.log.error({ job: name, err: error }, 'repeated job failed'),
      );
  };
  let first: NodeJS.Timeout | undefined;
  let repeat: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    first = setTimeout(run, FIRST_RUN_AFTER_MS).unref();
    repeat = setInterval(run, everyMs).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(repeat);
  });
}
