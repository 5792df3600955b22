import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/**
 * Waits until no mail is waiting to be sent or being sent: after this, a mail that is not in the
 * outbox was never going to be sent (no fixed wait that a slow machine could outrun).
 */
export async function mailQueueSettled(t: TestApp): Promise<void> {
  await expect
    .poll(async () => {
      const result = await t.database.db.execute(
        sql`select count(*)::int as waiting from jobs where kind = 'mail.send' and state in ('queued', 'running')`,
      );
      return (result.rows[0] as { waiting: number }).waiting;
    })
    .toBe(0);
}
