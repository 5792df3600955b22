import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PaymentState } from '@reelhouse/contracts/payments';
import { rows, type Db } from '@reelhouse/db/database';

/** How a finished background job ended, for the job-duration histogram. */
export type JobOutcome = 'done' | 'failed' | 'stopped';

/**
 * The figures an operator's Prometheus scrapes: requests, background jobs, playback, payments and
 * the read caches. One registry per app (tests build many apps in one process). Modules report
 * through the few methods here, never through prom-client itself, so metric names and labels stay
 * in one place and a label can never take unbounded values (routes are patterns, not paths).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requestSeconds = new Histogram({
    name: 'reelhouse_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly jobSeconds = new Histogram({
    name: 'reelhouse_job_duration_seconds',
    help: 'Time a background job ran (transcoding among them: kind media.rendition), by kind and outcome.',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.05, 0.25, 1, 5, 15, 60, 300, 900, 3600],
    registers: [this.registry],
  });
  private readonly playbackStarts = new Counter({
    name: 'reelhouse_playback_starts_total',
    help: 'Playbacks started: a stream slot taken and signed links handed out.',
    registers: [this.registry],
  });
  private readonly playbackErrors = new Counter({
    name: 'reelhouse_playback_errors_total',
    help: 'Playbacks refused at start (reason: the problem code) and errors players reported while playing (stage player).',
    labelNames: ['stage', 'reason'] as const,
    registers: [this.registry],
  });
  private readonly paymentOutcomes = new Counter({
    name: 'reelhouse_payment_outcomes_total',
    help: 'Payments decided: succeeded, failed, flagged (PhonePe’s answer did not match) or expired.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly cacheLookups = new Counter({
    name: 'reelhouse_read_cache_lookups_total',
    help: 'Lookups in the in-memory read caches, by cache and result (hit or miss).',
    labelNames: ['cache', 'result'] as const,
    registers: [this.registry],
  });

  constructor(db: Db) {
    // The queue lives in the database and is the whole cluster's: these two gauges are filled from
    // it when scraped, and live in the registry (nothing here sets them).
    new Gauge({
      name: 'reelhouse_jobs',
      help: 'Background jobs due and waiting for a worker (state queued) or being run (state running), by kind.',
      labelNames: ['kind', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const row of await jobCounts(db)) this.set({ kind: row.kind, state: row.state }, row.count);
      },
    });
    new Gauge({
      name: 'reelhouse_job_oldest_wait_seconds',
      help: 'How long the longest-waiting due job of each kind has waited for a worker.',
      labelNames: ['kind'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const row of await oldestWaits(db)) this.set({ kind: row.kind }, row.seconds);
      },
    });
  }

  /** Node's own figures (memory, event-loop delay, garbage collection): only when metrics are scraped. */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry, prefix: 'reelhouse_' });
  }

  request(method: string, route: string, status: number, seconds: number): void {
    this.requestSeconds.observe({ method, route, status: String(status) }, seconds);
  }

  jobFinished(kind: string, outcome: JobOutcome, seconds: number): void {
    this.jobSeconds.observe({ kind, outcome }, seconds);
  }

  playbackStarted(): void {
    this.playbackStarts.inc();
  }

  playbackFailed(stage: 'start' | 'player', reason: string): void {
    this.playbackErrors.inc({ stage, reason });
  }

  paymentDecided(outcome: Exclude<PaymentState, 'pending'>): void {
    this.paymentOutcomes.inc({ outcome });
  }

  /** What a read cache reports each lookup to. */
  cacheLookup(cache: string): (hit: boolean) => void {
    const hits = this.cacheLookups.labels({ cache, result: 'hit' });
    const misses = this.cacheLookups.labels({ cache, result: 'miss' });
    return (hit) => (hit ? hits : misses).inc();
  }
}

function jobCounts(db: Db) {
  return rows<{ kind: string; state: string; count: number }>(
    db,
    sql`select kind, state, count(*)::int as count from jobs
          where state = 'running' or (state = 'queued' and run_at <= now()) group by kind, state`,
  );
}

function oldestWaits(db: Db) {
  return rows<{ kind: string; seconds: number }>(
    db,
    sql`select kind, extract(epoch from now() - min(run_at))::float8 as seconds from jobs
          where state = 'queued' and run_at <= now() group by kind`,
  );
}
