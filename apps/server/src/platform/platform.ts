import type { FastifyBaseLogger, FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Database, Db } from '@reelhouse/db/database';
import type { Config } from '../config';
import type { Worker } from './app-module';
import type { ContentChanges } from './content-changes';
import type { JobQueue } from './jobs/job-queue';
import { JobWakeups } from './jobs/job-wakeups';
import type { RateLimiter } from './limits/rate-limiter';
import type { Metrics } from './operations/metrics';
import type { BlobStore } from './storage/blob-store';
import { storedSecret } from './stored-secret';

/** What every module is built on: the one set of shared services, made once by the app. */
export interface Platform {
  /** The root app, for what a module serves outside `/api` (the PhonePe sandbox, the segment lane). */
  app: FastifyInstance;
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  changes: ContentChanges;
  /** Where media lives: this machine's disk or an S3-compatible bucket (`STORAGE`). */
  store: BlobStore;
  /** Where modules report what an operator's Prometheus scrapes. */
  metrics: Metrics;
  /** Keeps the demo's helpers (outboxes, the payment sandbox) to this machine unless DEMO_PUBLIC says otherwise. */
  demoGuard: onRequestHookHandler;
  /** A job queue as background work of this process. */
  queueWorker(queue: JobQueue): Worker;
  /** A signing key: the configured one, else one made once and kept in the data directory. */
  secret(file: string, configured?: string | null): Promise<Buffer>;
}

export function queueWorkerFor(database: Database, metrics: Metrics): Platform['queueWorker'] {
  // On the embedded database this process is the only worker, so jobs a crash left "running" are its own.
  const takeOverRunning = database.kind === 'pglite';
  const wakeups = new JobWakeups(database);
  return (queue) => {
    queue.onFinished((kind, outcome, seconds) => metrics.jobFinished(kind, outcome, seconds));
    return {
      start: async () => {
        await wakeups.attach(queue);
        await queue.start({ takeOverRunning });
      },
      stop: async () => {
        await wakeups.detach(queue);
        await queue.stop();
      },
    };
  };
}

export const secretsIn =
  (dataDir: string): Platform['secret'] =>
  (file, configured = null) =>
    storedSecret(configured, dataDir, file);
