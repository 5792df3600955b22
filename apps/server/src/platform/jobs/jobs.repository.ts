import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '@reelhouse/db/database';

export interface JobStatus {
  state: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  attempts: number;
  reason: string | null;
}

export interface ClaimedJob {
  id: number;
  priority: number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** A job as queued: its key names the work (see JobKind.key). */
export interface NewJob {
  key: string;
  payload: unknown;
  priority: number;
}

const idsOf = (jobs: readonly { id: number }[]) => jobs.map((job) => job.id);

const claimedColumns = sql`id, priority, kind, payload, attempts, max_attempts`;

/**
 * The `jobs` table as one worker of a queue reads and writes it: every change to a job it runs is
 * guarded by its worker id, so a worker that lost a job (its lease lapsed and another took it)
 * cannot record anything about it.
 */
export class JobsRepository {
  constructor(
    private readonly db: Db,
    private readonly workerId: string,
    private readonly leaseSeconds: number,
  ) {}

  private get lease(): SQL {
    return sql`now() + make_interval(secs => ${this.leaseSeconds})`;
  }

  /** Inserts jobs of a kind, skipping work already queued or running; answers how many it queued. */
  async insert(
    kind: { name: string; maxAttempts: number },
    jobs: readonly NewJob[],
    runAt: Date | undefined,
    db: Db = this.db,
  ): Promise<number> {
    const inserted = await rows<{ id: number }>(
      db,
      sql`insert into jobs (kind, key, payload, max_attempts, priority, run_at)
          select ${kind.name}::text, j.key, j.payload, ${kind.maxAttempts}::int, j.priority,
                 ${runAt ? sql`${runAt.toISOString()}::timestamptz` : sql`now()`}
            from jsonb_to_recordset(${JSON.stringify(jobs)}::jsonb) as j(key text, payload jsonb, priority int)
          on conflict (kind, key) where state in ('queued', 'running') do nothing
          returning id`,
    );
    return inserted.length;
  }

  async latest(kind: string, key: string): Promise<JobStatus | undefined> {
    const [row] = await rows<JobStatus>(
      this.db,
      sql`select state, progress, attempts, reason from jobs where kind = ${kind} and key = ${key}
          order by id desc limit 1`,
    );
    return row;
  }

  /** Claims up to `limit` due jobs of these kinds, most urgent first. */
  async claim(kinds: readonly string[], limit: number): Promise<ClaimedJob[]> {
    const claimed = await rows<ClaimedJob>(
      this.db,
      sql`update jobs set state = 'running', attempts = attempts + 1, worker = ${this.workerId},
            lease_until = ${this.lease}, started_at = now(), progress = 0
          where id in (select id from jobs
                       where state = 'queued' and run_at <= now() and kind in ${kinds}
                       order by priority, run_at, id limit ${limit} for update skip locked)
          returning ${claimedColumns}`,
    );
    return claimed.sort((a, b) => a.priority - b.priority || a.id - b.id);
  }

  /**
   * Claims, in one transaction, the due jobs of `job`'s kind whose payload contains `sameAs` and
   * that `accept` picks (see JobContext.takeAlong).
   */
  async claimCompanions(job: ClaimedJob, sameAs: object, accept: (payload: unknown) => boolean): Promise<ClaimedJob[]> {
    return this.db.transaction(async (tx) => {
      const candidates = await rows<{ id: number; payload: unknown }>(
        tx,
        sql`select id, payload from jobs
            where kind = ${job.kind} and state = 'queued' and run_at <= now() and id <> ${job.id}
              and payload @> ${JSON.stringify(sameAs)}::jsonb
            order by priority, id for update skip locked`,
      );
      const chosen = candidates.filter((candidate) => accept(candidate.payload));
      if (chosen.length === 0) return [];
      return rows<ClaimedJob>(
        tx,
        sql`update jobs set state = 'running', attempts = attempts + 1, worker = ${this.workerId},
              lease_until = ${this.lease}, started_at = now(), progress = 0
            where id in ${idsOf(chosen)}
            returning ${claimedColumns}`,
      );
    });
  }

  async setProgress(jobs: readonly { id: number }[], percent: number): Promise<void> {
    await this.db.execute(
      sql`update jobs set progress = ${percent} where id in ${idsOf(jobs)} and worker = ${this.workerId}`,
    );
  }

  async markDone(jobs: readonly { id: number }[]): Promise<void> {
    await this.db.execute(
      sql`update jobs set state = 'done', progress = 100, reason = null, lease_until = null, finished_at = now()
          where id in ${idsOf(jobs)} and worker = ${this.workerId}`,
    );
  }

  /** Stopped by us, not failed: the attempt goes back, so a restart runs it at once. */
  async handBack(id: number): Promise<void> {
    await this.db.execute(
      sql`update jobs set state = 'queued', attempts = attempts - 1, lease_until = null, worker = null, run_at = now()
          where id = ${id} and worker = ${this.workerId}`,
    );
  }

  /** A failed run: queued again from `retryAt`, or failed for good when `final`. */
  async recordFailure(id: number, reason: string, { final, retryAt }: { final: boolean; retryAt: Date }) {
    await this.db.execute(
      sql`update jobs set state = ${final ? 'failed' : 'queued'}, reason = ${reason}, lease_until = null, worker = null,
            run_at = ${retryAt.toISOString()}, finished_at = ${final ? sql`now()` : null}
          where id = ${id} and worker = ${this.workerId}`,
    );
  }

  /**
   * Running jobs of these kinds matching `which` whose worker is gone go back to the queue, or fail
   * if out of attempts; answers them with their new state.
   */
  async requeueAbandoned(kinds: readonly string[], which: SQL) {
    return rows<{ id: number; kind: string; payload: unknown; state: string }>(
      this.db,
      sql`update jobs set state = case when attempts >= max_attempts then 'failed' else 'queued' end,
            reason = 'the worker running it stopped before it finished', lease_until = null, worker = null,
            run_at = now(), finished_at = case when attempts >= max_attempts then now() end
          where state = 'running' and kind in ${kinds} and (${which})
          returning id, kind, payload, state`,
    );
  }

  /** Extends this worker's lease on a job; false when the job is no longer this worker's. */
  async renewLease(id: number): Promise<boolean> {
    const renewed = await rows<{ id: number }>(
      this.db,
      sql`update jobs set lease_until = ${this.lease}
          where id = ${id} and worker = ${this.workerId} and state = 'running' returning id`,
    );
    return renewed.length > 0;
  }
}
