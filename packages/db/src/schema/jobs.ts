import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, inList } from './columns';

export const jobStates = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Background work (transcoding now, mail and reconciliation later). Workers claim rows with
 * `FOR UPDATE SKIP LOCKED` and hold a lease they renew while working, so a job whose worker died
 * is claimed again once the lease lapses (decision 0009).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** Identifies the work, not the attempt: the same key is never queued twice at once. */
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: jobStates }).notNull().default('queued'),
    /** Lower runs first: a title's first rendition before its higher ones. */
    priority: smallint('priority').notNull().default(5),
    attempts: smallint('attempts').notNull().default(0),
    maxAttempts: smallint('max_attempts').notNull().default(4),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    worker: text('worker'),
    progress: smallint('progress').notNull().default(0),
    /** Why the last attempt failed, in words an operator can act on. */
    reason: text('reason'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_pending_key')
      .on(t.kind, t.key)
      .where(sql`state in ('queued', 'running')`),
    index('jobs_claim_idx')
      .on(t.runAt)
      .where(sql`state = 'queued'`),
    index('jobs_lease_idx')
      .on(t.leaseUntil)
      .where(sql`state = 'running'`),
    check('jobs_state_check', inList('state', jobStates)),
    check('jobs_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

/**
 * When each repeated housekeeping task (expiring subscriptions, rolling up analytics…) may run
 * next: the process that moves the time on runs it, so a cluster runs each once per period.
 */
export const repeatedTaskLeases = pgTable('repeated_task_leases', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});
