import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rows, type Database, type Db } from '@reelhouse/db/database';
import type { JobKind } from '../src/platform/jobs/job-kind';
import { JobQueue } from '../src/platform/jobs/job-queue';
import { JobWakeups } from '../src/platform/jobs/job-wakeups';
import { openTestDatabase } from './support/test-database';

const log = pino({ level: 'silent' });
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await drop();
  await database.close();
});

const jobRow = async (kind: string) =>
  (
    await rows<{ state: string; attempts: number; progress: number; reason: string | null }>(
      database.db,
      sql`select state, attempts, progress, reason from jobs where kind = ${kind} order by id desc limit 1`,
    )
  )[0];

function countingKind(name: string, run: JobKind<z.ZodObject<{ n: z.ZodNumber }>>['run']) {
  return { name, payload: z.object({ n: z.number() }), key: ({ n }: { n: number }) => String(n), run };
}

/** The database with every statement passed through `around` (to count or slow them). */
type RawAnswer = Awaited<ReturnType<Db['execute']>>;

function withExecute(db: Db, around: (run: () => Promise<RawAnswer>) => Promise<RawAnswer>): Db {
  return new Proxy(db, {
    get(target, name, receiver) {
      if (name !== 'execute') return Reflect.get(target, name, receiver) as unknown;
      return (query: Parameters<Db['execute']>[0]) => around(async () => target.execute(query));
    },
  });
}

describe('job queue', () => {
  it('refuses a payload that does not fit the kind', async () => {
    const queue = new JobQueue(database.db, log, { concurrency: 1 });
    const kind = countingKind('strict', async () => undefined);
    await expect(queue.enqueue(kind, { n: 'one' } as unknown as { n: number })).rejects.toThrow();
    expect(await jobRow('strict')).toBeUndefined();
  });

  it('queues the same work once while it is pending, and records progress and completion', async () => {
    const queue = new JobQueue(database.db, log, { concurrency: 1 });
    const seen: number[] = [];
    const kind = countingKind('count', async ({ n }, context) => {
      await context.progress(40);
      expect((await jobRow('count'))?.progress).toBe(40);
      seen.push(n);
    });
    queue.define(kind);
    expect(await queue.enqueue(kind, { n: 1 })).toBe(true);
    expect(await queue.enqueue(kind, { n: 1 })).toBe(false);
    await queue.drain();
    expect(seen).toEqual([1]);
    expect(await jobRow('count')).toMatchObject({ state: 'done', attempts: 1, progress: 100, reason: null });
    // Done work may be asked for again (a re-import): it runs again, and must leave the same result.
    expect(await queue.enqueue(kind, { n: 1 })).toBe(true);
  });

  it('runs lower priorities first', async () => {
    const queue = new JobQueue(database.db, log, { concurrency: 1 });
    const order: number[] = [];
    const kind = {
      ...countingKind('ranked', async ({ n }) => void order.push(n)),
      priority: ({ n }: { n: number }) => n,
    };
    queue.define(kind);
    for (const n of [3, 1, 2]) await queue.enqueue(kind, { n });
    await queue.drain();
    expect(order).toEqual([1, 2, 3]);
  });

  it('retries a job that crashes mid-way, with backoff, and keeps the reason of a final failure', async () => {
    const queue = new JobQueue(database.db, log, { concurrency: 1, backoffMs: () => 0 });
    let calls = 0;
    const flaky = countingKind('flaky', async (_payload, context) => {
      calls += 1;
      await context.progress(50);
      if (calls < 3) throw new Error(`ffmpeg exited with code 1 (attempt ${context.attempt})`);
    });
    queue.define(flaky);
    await queue.enqueue(flaky, { n: 7 });
    await queue.drain();
    expect(calls).toBe(3);
    expect(await jobRow('flaky')).toMatchObject({ state: 'done', attempts: 3 });

    const broken = { ...countingKind('broken', () => Promise.reject(new Error('no video stream'))), maxAttempts: 2 };
    queue.define(broken);
    await queue.enqueue(broken, { n: 1 });
    await queue.drain();
    expect(await jobRow('broken')).toMatchObject({ state: 'failed', attempts: 2, reason: 'no video stream' });
  });

  it('lets a job take waiting work along, which then finishes or fails with it', async () => {
    const queue = new JobQueue(database.db, log, { concurrency: 1, backoffMs: () => 60_000 });
    const payload = z.object({ group: z.string(), n: z.number() });
    const runs: number[][] = [];
    let fail = false;
    const grouped: JobKind<typeof payload> = {
      name: 'grouped',
      payload,
      key: ({ group, n }) => `${group}:${n}`,
      priority: ({ n }) => n,
      run: async ({ group, n }, context) => {
        const along = await context.takeAlong({ group }, (other) => other.n !== 9);
        runs.push([n, ...along.map((other) => other.n)]);
        if (fail) throw new Error('ffmpeg exited with code 1');
      },
    };
    queue.define(grouped);
    for (const [group, n] of [
      ['a', 1],
      ['a', 2],
      ['a', 3],
      ['a', 9],
      ['b', 4],
    ] as const) {
      await queue.enqueue(grouped, { group, n });
    }
    await queue.drain();
    // The same group only, never what `accept` refuses, nothing twice.
    expect(runs).toEqual([[1, 2, 3], [4], [9]]);
    const states = await rows<{ key: string; state: string; attempts: number }>(
      database.db,
      sql`select key, state, attempts from jobs where kind = 'grouped' order by key`,
    );
    expect(states.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);

    fail = true;
    for (const n of [5, 6]) await queue.enqueue(grouped, { group: 'c', n });
    await queue.drain();
    const failed = await rows<{ state: string; attempts: number; reason: string }>(
      database.db,
      sql`select state, attempts, reason from jobs where kind = 'grouped' and key like 'c:%' order by key`,
    );
    expect(failed).toEqual([
      { state: 'queued', attempts: 1, reason: 'ffmpeg exited with code 1' },
      { state: 'queued', attempts: 1, reason: 'ffmpeg exited with code 1' },
    ]);
  });

  it('waits the backoff before the next attempt', async () => {
    const queue = new JobQueue(database.db, log, { concurrency: 1, backoffMs: () => 60_000 });
    const failing = countingKind('later', () => Promise.reject(new Error('disk full')));
    queue.define(failing);
    await queue.enqueue(failing, { n: 1 });
    await queue.drain();
    expect(await jobRow('later')).toMatchObject({ state: 'queued', attempts: 1, reason: 'disk full' });
  });

  it('picks up a job whose worker died: after its lease, or at once for a single-process database', async () => {
    const kind = countingKind('orphan', async () => undefined);
    // A worker claimed the job and then vanished: its row is still running, with a lapsed lease.
    await database.db.execute(
      sql`insert into jobs (kind, key, payload, state, attempts, worker, lease_until, started_at)
          values ('orphan', '1', '{"n":1}', 'running', 1, 'gone', now() - interval '1 second', now())`,
    );
    const queue = new JobQueue(database.db, log, { concurrency: 1 });
    queue.define(kind);
    await queue.drain();
    expect(await jobRow('orphan')).toMatchObject({ state: 'done', attempts: 2 });

    await database.db.execute(
      sql`insert into jobs (kind, key, payload, state, attempts, worker, lease_until, started_at)
          values ('orphan', '2', '{"n":2}', 'running', 1, 'gone', now() + interval '1 minute', now())`,
    );
    await queue.drain();
    expect(await jobRow('orphan')).toMatchObject({ state: 'running' });
    const restarted = new JobQueue(database.db, log, { concurrency: 1, pollMs: 10 });
    restarted.define(kind);
    await restarted.start({ takeOverRunning: true });
    await expect.poll(async () => (await jobRow('orphan'))?.state).toBe('done');
    await restarted.stop();
  });

  it('tells the kind once for each job that fails for good: on its own, taken along, or with its worker gone', async () => {
    const queue = new JobQueue(database.db, log, { concurrency: 1, backoffMs: () => 0 });
    const payload = z.object({ group: z.string(), n: z.number() });
    const failedForGood: number[] = [];
    const doomed: JobKind<typeof payload> = {
      name: 'doomed',
      payload,
      key: ({ group, n }) => `${group}:${n}`,
      priority: ({ n }) => n,
      maxAttempts: 2,
      run: async ({ group }, context) => {
        await context.takeAlong({ group }, () => true);
        throw new Error('ffmpeg exited with code 1');
      },
      onFailed: async ({ n }) => void failedForGood.push(n),
    };
    queue.define(doomed);
    for (const n of [1, 2]) await queue.enqueue(doomed, { group: 'a', n });
    await queue.drain();
    expect(failedForGood.sort()).toEqual([1, 2]);

    // Out of attempts when its worker died: failed by the next worker, and told.
    await database.db.execute(
      sql`insert into jobs (kind, key, payload, state, attempts, max_attempts, worker, lease_until, started_at)
          values ('doomed', 'b:3', '{"group":"b","n":3}', 'running', 2, 2, 'gone', now() - interval '1 second', now())`,
    );
    await queue.drain();
    expect(failedForGood.sort()).toEqual([1, 2, 3]);
  });

  it('claims a batch of jobs in one statement, runs each on its own and records those done in one', async () => {
    let statements = 0;
    const counting = withExecute(database.db, (run) => {
      statements++;
      return run();
    });
    const queue = new JobQueue(counting, log, { concurrency: 1, claimBatch: 10, backoffMs: () => 60_000 });
    const ran: number[] = [];
    const kind = countingKind('batched', async ({ n }) => {
      if (n === 3) throw new Error('mailbox full');
      ran.push(n);
    });
    queue.define(kind);
    expect(
      await queue.enqueueMany(
        kind,
        [1, 2, 3, 4, 5, 2].map((n) => ({ n })),
      ),
    ).toBe(5);
    statements = 0;
    await queue.drain();
    expect(ran).toEqual([1, 2, 4, 5]);
    // Taking back abandoned jobs, one claim, the failure, one write for the four done, one empty claim.
    expect(statements).toBe(5);
    const states = await rows<{ key: string; state: string }>(
      database.db,
      sql`select key, state from jobs where kind = 'batched' order by key`,
    );
    expect(states).toEqual([
      { key: '1', state: 'done' },
      { key: '2', state: 'done' },
      { key: '3', state: 'queued' },
      { key: '4', state: 'done' },
      { key: '5', state: 'done' },
    ]);
  });

  it('goes on working when recording jobs as done fails; those jobs are run again after their lease', async () => {
    let failNext = true;
    // The first "done" write is lost, as when the connection drops at that moment.
    const queue = new JobQueue(
      new Proxy(database.db, {
        get(target, name, receiver) {
          if (name !== 'execute') return Reflect.get(target, name, receiver) as unknown;
          return (query: Parameters<Db['execute']>[0]) => {
            const text = new PgDialect().sqlToQuery(query as never).sql;
            if (failNext && text.includes("state = 'done'")) {
              failNext = false;
              return Promise.reject(new Error('connection lost'));
            }
            return target.execute(query);
          };
        },
      }),
      log,
      { concurrency: 1 },
    );
    const ran: number[] = [];
    const kind = countingKind('done-lost', async ({ n }) => void ran.push(n));
    queue.define(kind);
    await queue.enqueueMany(kind, [{ n: 1 }, { n: 2 }]);
    await queue.drain();
    expect(ran).toEqual([1, 2]);
    const states = await rows<{ key: string; state: string }>(
      database.db,
      sql`select key, state from jobs where kind = 'done-lost' order by key`,
    );
    expect(states).toEqual([
      { key: '1', state: 'running' },
      { key: '2', state: 'done' },
    ]);
  });

  it('queues jobs in a transaction only if it commits', async () => {
    const queue = new JobQueue(database.db, log, { concurrency: 1 });
    const kind = countingKind('in-transaction', async () => undefined);
    queue.define(kind);
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueueMany(kind, [{ n: 1 }, { n: 2 }], { db: tx });
        throw new Error('the order was not placed');
      }),
    ).rejects.toThrow('the order was not placed');
    expect(await jobRow('in-transaction')).toBeUndefined();
    await database.db.transaction((tx) => queue.enqueueMany(kind, [{ n: 3 }], { db: tx }));
    expect(await jobRow('in-transaction')).toMatchObject({ state: 'queued' });
  });

  it('asks the database once per poll however many workers are idle', async () => {
    let claims = 0;
    const counting = withExecute(database.db, (run) => {
      claims++;
      return run();
    });
    const queue = new JobQueue(counting, log, { concurrency: 4, pollMs: 50 });
    queue.define(countingKind('nothing-to-do', async () => undefined));
    await queue.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await queue.stop();
    // Four workers polling on their own would ask about 44 times in this half second.
    expect(claims).toBeGreaterThan(3);
    expect(claims).toBeLessThanOrEqual(14);
  });

  it('starts work another process queued at once, told by the database rather than found by a poll', async () => {
    let claims = 0;
    const counting = withExecute(database.db, (run) => {
      claims++;
      return run();
    });
    const queue = new JobQueue(counting, log, { concurrency: 1, pollMs: 60_000 });
    const ran: number[] = [];
    queue.define(countingKind('queued-elsewhere', async ({ n }) => void ran.push(n)));
    const wakeups = new JobWakeups(database);
    await wakeups.attach(queue);
    await queue.start();
    await expect.poll(() => claims).toBe(1);
    // What another process's enqueue amounts to: rows inserted and committed on another connection.
    await database.db.execute(
      sql`insert into jobs (kind, key, payload) values ('not-this-queues', '1', '{"n":1}'), ('queued-elsewhere', '1', '{"n":1}')`,
    );
    await expect.poll(() => ran, { timeout: 2000 }).toEqual([1]);
    const afterOwnWork = claims;
    await database.db.execute(sql`insert into jobs (kind, key, payload) values ('not-this-queues', '2', '{"n":2}')`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Work of kinds it does not run does not make it look.
    expect(claims).toBe(afterOwnWork);
    await wakeups.detach(queue);
    await queue.stop();
  });

  it('stops at once even when a worker was still looking for work as it was told to stop', async () => {
    const slow = withExecute(database.db, async (run) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return run();
    });
    const queue = new JobQueue(slow, log, { concurrency: 1, pollMs: 60_000 });
    queue.define(countingKind('never-queued', async () => undefined));
    await queue.start();
    const asked = Date.now();
    await queue.stop();
    expect(Date.now() - asked).toBeLessThan(2000);
  });

  it('runs a job queued for later when it falls due, without waiting for the next poll', async () => {
    const queue = new JobQueue(database.db, log, { concurrency: 2, pollMs: 60_000 });
    const ran: number[] = [];
    const later = countingKind('due-later', async ({ n }) => void ran.push(n));
    queue.define(later);
    await queue.start();
    await queue.enqueue(later, { n: 1 }, { runAt: new Date(Date.now() + 300) });
    await expect.poll(() => ran, { timeout: 2000 }).toEqual([1]);
    await queue.stop();
  });

  it('hands a job that is stopped with the server back to the queue without using up an attempt', async () => {
    const queue = new JobQueue(database.db, log, { concurrency: 1, pollMs: 10 });
    let started = false;
    const slow = countingKind('slow', (_payload, context) => {
      started = true;
      return new Promise((_resolve, reject) =>
        context.signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    });
    queue.define(slow);
    await queue.enqueue(slow, { n: 1 });
    await queue.start();
    await expect.poll(() => started).toBe(true);
    await queue.stop();
    expect(await jobRow('slow')).toMatchObject({ state: 'queued', attempts: 0 });
  });
});
