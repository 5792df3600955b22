import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

/** A kind of background work: its payload is validated when queued and again when run. */
export interface JobKind<Schema extends z.ZodType> {
  name: string;
  payload: Schema;
  /** Names the work: while one job with this key is queued or running, queueing it again does nothing. */
  key: (payload: z.infer<Schema>) => string;
  maxAttempts?: number;
  /** Lower runs first (default 5). */
  priority?: (payload: z.infer<Schema>) => number;
  run: (payload: z.infer<Schema>, context: JobContext<z.infer<Schema>>) => Promise<void>;
  /**
   * Told once when a job of this kind has failed for good: out of attempts, whether its own run
   * failed, a run that took it along failed, or its worker died.
   */
  onFailed?: (payload: z.infer<Schema>) => Promise<void>;
}

export interface JobContext<Payload = unknown> {
  /** Records progress in percent (0–100); also proves the worker is alive. */
  progress: (percent: number) => Promise<void>;
  /** Aborted when the server stops or another worker has taken the job over. */
  signal: AbortSignal;
  attempt: number;
  log: FastifyBaseLogger;
  /**
   * Claims the queued, due jobs of the same kind whose payload contains `sameAs` and that `accept`
   * picks, to be done by this run (work that is cheaper together, such as several renditions from
   * one decode). They stay jobs of their own, but finish, fail or are handed back with this one.
   */
  takeAlong: (sameAs: Partial<Payload>, accept: (payload: Payload) => boolean) => Promise<Payload[]>;
}
