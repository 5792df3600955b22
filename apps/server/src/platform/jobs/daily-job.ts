import type { FastifyInstance } from 'fastify';

const DAY_MS = 24 * 60 * 60_000;
/** The first run waits a little, so that starting (and short-lived test servers) does no extra work. */
const FIRST_RUN_AFTER_MS = 60_000;

/**
 * Runs `work` a minute after the server is ready and then once a day while it runs. Jobs are
 * idempotent, so several server processes may each run them.
 */
export function scheduleDaily(app: FastifyInstance, name: string, work: () => Promise<unknown>): void {
  const run = () => {
    work().then(
      (result) => app.log.info({ job: name, result }, 'daily job done'),
      (error: unknown) => app.log.error({ job: name, err: error }, 'daily job failed'),
    );
  };
  let first: NodeJS.Timeout | undefined;
  let daily: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    first = setTimeout(run, FIRST_RUN_AFTER_MS).unref();
    daily = setInterval(run, DAY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(daily);
  });
}
