import { sql } from 'drizzle-orm';
import { rows, type Db } from '@reelhouse/db/database';

/**
 * A claim is granted this much before a full period has passed, so that the process which ran a
 * task last is not refused next time over a timer firing a little early.
 */
const EARLY_FRACTION = 0.1;

/** Who runs a repeated task this time: of all server processes, the first to claim it. */
export class TaskLeases {
  constructor(private readonly db: Db) {}

  /**
   * True when this process may run `name` now: it is the first to claim it since its last run
   * (about `everyMs` ago); the claim moves the task's next time on in the same statement.
   */
  async claim(name: string, everyMs: number): Promise<boolean> {
    const holdMs = Math.round(everyMs * (1 - EARLY_FRACTION));
    const claimed = await rows<{ name: string }>(
      this.db,
      sql`insert into repeated_task_leases (name, next_run_at)
          values (${name}, now() + make_interval(secs => ${holdMs / 1000}))
          on conflict (name) do update set next_run_at = excluded.next_run_at
           where repeated_task_leases.next_run_at <= now()
          returning name`,
    );
    return claimed.length > 0;
  }
}
