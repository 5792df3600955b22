import type { Database } from '@reelhouse/db/database';
import type { JobQueue } from './job-queue';

/** The channel on which every insert into `jobs` names the kinds it queued (migration 0035's trigger). */
export const JOBS_CHANNEL = 'reelhouse_jobs';

/**
 * Wakes this process's queues when any process queues work they run, so that a worker elsewhere
 * (a `ROLE=worker` process taking a web process's mail, say) starts at once rather than at its
 * next poll, and idle queues need not poll often. One listening connection serves every queue,
 * held while at least one of them runs. A lost connection may have dropped notices: every queue
 * looks once when it is back.
 */
export class JobWakeups {
  private readonly queues = new Set<JobQueue>();
  private listening: Promise<() => Promise<void>> | null = null;

  constructor(private readonly database: Database) {}

  async attach(queue: JobQueue): Promise<void> {
    this.queues.add(queue);
    this.listening ??= this.database.listen(JOBS_CHANNEL, {
      onMessage: (payload) => this.wake(payload.split(',')),
      onResume: () => this.wake(),
    });
    await this.listening;
  }

  async detach(queue: JobQueue): Promise<void> {
    this.queues.delete(queue);
    if (this.queues.size > 0 || !this.listening) return;
    const stop = await this.listening;
    this.listening = null;
    await stop();
  }

  private wake(kinds?: readonly string[]): void {
    for (const queue of this.queues) queue.wake(kinds);
  }
}
