import type { FastifyInstance } from 'fastify';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Runs `work` when the server is ready and then once a day while it runs. Jobs are idempotent, so
 * several server processes may each run them.
 */
export function scheduleDaily(app: FastifyInstance, name: string, work: () => Promise<unknown>): void {
  const run = () => {
    work().then(
      (result) => app.log.info({ job: name, result }, 'daily job done'),
      (error: unknown) => app.log.error({ job: name, err: error }, 'daily job failed'),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, DAY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
