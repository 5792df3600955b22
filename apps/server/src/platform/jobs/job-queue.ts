import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '@reelhouse/db/database';
import type { JobOutcome } from '../operations/metrics';
import type { JobContext, JobKind } from './job-kind';
import { JobsRepository, type ClaimedJob, type JobStatus } from './jobs.repository';

export type { JobStatus } from './jobs.repository';

export interface JobQueueOptions {
  concurrency: number;
  /**
   * How many due jobs a worker claims at once, runs one after another and records as done in one
   * write (default 1). For many short jobs such as mails, two statements then serve a whole batch
   * rather than each job.
   */
  claimBatch?: number;
  /** A running job whose worker has not renewed its lease for this long is run again elsewhere. */
  leaseSeconds?: number;
  /**
   * How often an idle queue looks for work no one told it of (default 30 s): a safety net, since
   * work queued in this process wakes a worker at once and work queued by another process does so
   * through `wake` (JobWakeups).
   */
  pollMs?: number;
  /** Delay before retry n (1-based); grows fourfold per attempt from five seconds. */
  backoffMs?: (attempt: number) => number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- kinds of every payload type live in one registry
type AnyJobKind = JobKind<any>;

/**
 * A durable queue in the application's own database (PGlite or PostgreSQL): workers claim jobs
 * with `FOR UPDATE SKIP LOCKED` and hold a lease they renew, so several processes can share the
 * work and a job left running by a process that died is taken up again (decision 0009).
 */
export class JobQueue {
  private readonly kinds = new Map<string, AnyJobKind>();
  private readonly running = new Map<number, AbortController>();
  private readonly jobs: JobsRepository;
  private readonly leaseSeconds: number;
  private readonly pollMs: number;
  private readonly claimBatch: number;
  private readonly backoffMs: (attempt: number) => number;
  private loops: Promise<void>[] = [];
  private stopping = new AbortController();
  /** Idle workers, each waiting to be woken to look for work. */
  private idleWorkers: (() => void)[] = [];
  private pollTimer: NodeJS.Timeout | undefined;
  private maintenanceTimer: NodeJS.Timeout | undefined;
  private finished: (kind: string, outcome: JobOutcome, seconds: number) => void = () => undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions,
  ) {
    this.leaseSeconds = options.leaseSeconds ?? 30;
    this.jobs = new JobsRepository(db, `${process.pid}-${randomUUID().slice(0, 8)}`, this.leaseSeconds);
    this.pollMs = options.pollMs ?? 30_000;
    this.claimBatch = options.claimBatch ?? 1;
    this.backoffMs = options.backoffMs ?? ((attempt) => 5000 * 4 ** (attempt - 1));
  }

  define<Schema extends z.ZodType>(kind: JobKind<Schema>): void {
    this.kinds.set(kind.name, kind);
  }

  /**
   * Queues the work (to run from `runAt`, default now) unless the same work is already queued or
   * running; answers whether it queued.
   */
  async enqueue<Schema extends z.ZodType>(
    kind: JobKind<Schema>,
    payload: z.infer<Schema>,
    { runAt }: { runAt?: Date } = {},
  ): Promise<boolean> {
    return (await this.enqueueMany(kind, [payload], { runAt })) > 0;
  }

  /**
   * Queues several jobs of a kind in one statement, skipping work already queued or running, and
   * answers how many it queued. Given `db` (a transaction), the jobs exist only if it commits: work
   * that follows a change is never queued for a change that was rolled back, nor lost after one
   * that was kept.
   */
  async enqueueMany<Schema extends z.ZodType>(
    kind: JobKind<Schema>,
    payloads: readonly z.infer<Schema>[],
    { runAt, db = this.db }: { runAt?: Date | undefined; db?: Db } = {},
  ): Promise<number> {
    if (payloads.length === 0) return 0;
    const jobs = payloads.map((payload) => {
      const checked = kind.payload.parse(payload) as z.infer<Schema>;
      return { key: kind.key(checked), payload: checked, priority: kind.priority?.(checked) ?? 5 };
    });
    const inserted = await this.jobs.insert({ name: kind.name, maxAttempts: kind.maxAttempts ?? 4 }, jobs, runAt, db);
    if (runAt && runAt.getTime() > Date.now()) this.wakeAt(runAt);
    else this.wakeOne();
    return inserted;
  }

  /**
   * Starts the workers. With `takeOverRunning` (a single-process database such as PGlite) jobs
   * left running by the previous process are queued again at once instead of after their lease,
   * and no other worker can leave any behind later, so the queue stops looking for them.
   */
  async start({ takeOverRunning = false } = {}): Promise<void> {
    if (takeOverRunning) await this.requeueAbandoned(sql`true`);
    this.stopping = new AbortController();
    const maintain = takeOverRunning ? () => this.renewLeases() : () => this.maintain();
    this.maintenanceTimer = setInterval(() => void maintain(), (this.leaseSeconds * 1000) / 3).unref();
    this.loops = Array.from({ length: this.options.concurrency }, () => this.workLoop());
  }

  /** Work was queued elsewhere: an idle worker looks, if any of `kinds` (default: any) is this queue's. */
  wake(kinds?: readonly string[]): void {
    if (!kinds || kinds.some((kind) => this.kinds.has(kind))) this.wakeOne();
  }

  /** Tells `listener` how each job this process runs ends and how long it ran (the metrics). */
  onFinished(listener: (kind: string, outcome: JobOutcome, seconds: number) => void): void {
    this.finished = listener;
  }

  /** Stops taking jobs, aborts the running ones and hands them back to the queue. */
  async stop(): Promise<void> {
    this.stopping.abort();
    clearInterval(this.maintenanceTimer);
    clearTimeout(this.pollTimer);
    this.pollTimer = undefined;
    for (const controller of this.running.values()) controller.abort();
    for (const wake of this.idleWorkers.splice(0)) wake();
    await Promise.all(this.loops);
  }

  /** The latest job for this work: its state, progress and, after a failure, why. */
  async status<Schema extends z.ZodType>(
    kind: JobKind<Schema>,
    payload: z.infer<Schema>,
  ): Promise<JobStatus | undefined> {
    return this.jobs.latest(kind.name, kind.key(payload));
  }

  /** Runs due jobs in this process until none is left (tests and the import command). */
  async drain(): Promise<void> {
    await this.requeueAbandoned(sql`lease_until < now()`);
    for (let jobs = await this.claim(); jobs.length > 0; jobs = await this.claim()) await this.work(jobs);
  }

  private async workLoop(): Promise<void> {
    while (!this.stopping.signal.aborted) {
      const jobs = await this.claim().catch((error: unknown) => {
        this.log.error({ err: error }, 'job queue: claiming failed');
        return [];
      });
      if (jobs.length === 0) {
        await this.idle();
        continue;
      }
      // More may be due: an idle worker looks while this one works.
      this.wakeOne();
      await this.work(jobs);
    }
  }

  /** Runs claimed jobs one after another, then records the ones done in one write. */
  private async work(claimed: ClaimedJob[]): Promise<void> {
    // Every claimed job has its lease renewed while it waits its turn, and can be stopped.
    const controllers = claimed.map((job) => {
      const controller = new AbortController();
      this.running.set(job.id, controller);
      return controller;
    });
    const done: ClaimedJob[] = [];
    try {
      for (const [i, job] of claimed.entries()) {
        const controller = controllers[i] as AbortController;
        if (controller.signal.aborted) await this.recordFailure(job, new Error('stopped'), true);
        else done.push(...(await this.execute(job, controller)));
      }
      if (done.length > 0)
        await this.jobs.markDone(done).catch((error: unknown) => {
          // The worker goes on; these jobs are run again once their lease runs out.
          this.log.error({ err: error, jobs: idsOf(done) }, 'job queue: recording jobs as done failed');
        });
    } finally {
      for (const { id } of [...claimed, ...done]) this.running.delete(id);
    }
  }

  /**
   * Waits to be woken: by new work in this process or another (`wake`), by a job's due time, or by
   * the queue's one poll timer. However many workers are idle, the queue asks the database once per
   * poll, not once per worker: an idle server should cost next to nothing.
   */
  private idle(): Promise<void> {
    // A worker whose last look ended after `stop` must not wait for a poll that never comes.
    if (this.stopping.signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      this.idleWorkers.push(resolve);
      this.pollTimer ??= setTimeout(() => {
        this.pollTimer = undefined;
        this.wakeOne();
      }, this.pollMs);
    });
  }

  private wakeOne(): void {
    this.idleWorkers.shift()?.();
  }

  /** Wakes a worker when work queued for later falls due, rather than at the next poll after it. */
  private wakeAt(when: Date): void {
    // A few milliseconds late, so the database's clock agrees the job is due.
    setTimeout(() => this.wakeOne(), when.getTime() - Date.now() + 5).unref();
  }

  /** Every third of a lease: renew this worker's leases and take back jobs whose worker is gone. */
  private async maintain(): Promise<void> {
    await this.renewLeases();
    await this.requeueAbandoned(sql`lease_until < now()`).catch((error: unknown) => {
      this.log.error({ err: error }, 'job queue: taking back abandoned jobs failed');
    });
  }

  /** Claims the next due jobs (up to `claimBatch`), most urgent first. */
  private claim(): Promise<ClaimedJob[]> {
    return this.jobs.claim([...this.kinds.keys()], this.claimBatch);
  }

  /** Runs one job (with any it takes along); answers the jobs done, none when it failed. */
  private async execute(job: ClaimedJob, controller: AbortController): Promise<ClaimedJob[]> {
    const kind = this.kinds.get(job.kind) as AnyJobKind;
    // Every job this run does: the one claimed and those it takes along.
    const jobs = [job];
    const log = this.log.child({ job: job.id, kind: job.kind, attempt: job.attempts });
    let lastProgress = -1;
    const context: JobContext = {
      signal: controller.signal,
      attempt: job.attempts,
      log,
      progress: async (percent) => {
        const rounded = Math.max(0, Math.min(99, Math.floor(percent)));
        if (rounded === lastProgress) return;
        // Quarter marks in the log, every percent in the table.
        if (Math.floor(rounded / 25) > Math.floor(Math.max(lastProgress, 0) / 25))
          log.info({ progress: rounded }, 'job progress');
        lastProgress = rounded;
        await this.jobs.setProgress(jobs, rounded);
      },
      takeAlong: async (sameAs, accept) => {
        const companions = await this.jobs.claimCompanions(job, sameAs, (payload) =>
          accept(kind.payload.parse(payload)),
        );
        for (const companion of companions) {
          jobs.push(companion);
          this.running.set(companion.id, controller);
        }
        if (companions.length > 0) log.info({ with: idsOf(companions) }, 'job takes others along');
        return companions.map((companion) => kind.payload.parse(companion.payload) as unknown);
      },
    };
    const started = Date.now();
    const seconds = () => (Date.now() - started) / 1000;
    log.info('job started');
    try {
      await kind.run(kind.payload.parse(job.payload), context);
      log.info({ seconds: seconds() }, 'job done');
      this.finished(job.kind, 'done', seconds());
      return jobs;
    } catch (error) {
      this.finished(job.kind, controller.signal.aborted ? 'stopped' : 'failed', seconds());
      for (const failed of jobs) await this.recordFailure(failed, error, controller.signal.aborted);
      for (const { id } of jobs) this.running.delete(id);
      return [];
    }
  }

  /** A run that threw: retried after a backoff, failed for good, or handed back when we stopped it. */
  private async recordFailure(job: ClaimedJob, error: unknown, aborted: boolean): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    if (aborted) {
      await this.jobs.handBack(job.id);
      return;
    }
    const final = job.attempts >= job.max_attempts;
    const retryAt = new Date(Date.now() + this.backoffMs(job.attempts));
    if (!final) this.wakeAt(retryAt);
    this.log.warn(
      { job: job.id, kind: job.kind, attempt: job.attempts, reason },
      final ? 'job failed' : 'job will be retried',
    );
    await this.jobs.recordFailure(job.id, reason, { final, retryAt });
    if (final) await this.tellFailed(job);
  }

  /** Runs the kind's `onFailed` for a job that has failed for good; its own failure is only logged. */
  private async tellFailed(job: Pick<ClaimedJob, 'id' | 'kind' | 'payload'>): Promise<void> {
    const kind = this.kinds.get(job.kind);
    await kind?.onFailed?.(kind.payload.parse(job.payload)).catch((error: unknown) => {
      this.log.error({ err: error, job: job.id, kind: job.kind }, 'job queue: recording a failure failed');
    });
  }

  /**
   * Running jobs of this queue's kinds matching `which` whose worker is gone go back to the queue,
   * or fail if out of attempts. (Another queue in the same process runs other kinds.)
   */
  private async requeueAbandoned(which: ReturnType<typeof sql>): Promise<void> {
    const requeued = await this.jobs.requeueAbandoned([...this.kinds.keys()], which);
    for (const job of requeued) {
      this.log.warn({ id: job.id, kind: job.kind, state: job.state }, 'job picked up again after its worker stopped');
      if (job.state === 'failed') await this.tellFailed(job);
    }
    if (requeued.some((job) => job.state === 'queued')) this.wakeOne();
  }

  private async renewLeases(): Promise<void> {
    for (const [id, controller] of this.running) {
      // A failed write proves nothing: the lease is tried again at the next renewal.
      const held = await this.jobs.renewLease(id).catch(() => true);
      // Lost to another worker after a long pause: stop rather than write the same output twice.
      if (!held) controller.abort();
    }
  }
}

const idsOf = (jobs: { id: number }[]) => jobs.map((job) => job.id);
