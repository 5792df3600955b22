import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '@reelhouse/db/database';
import { purgeFinishedJobs } from '../src/platform/jobs/job-retention';
import { openTestDatabase } from './support/test-database';

describe('finished jobs', () => {
  it('are deleted once done longer ago than the retention; failed and pending ones stay', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      await database.db.execute(
        sql`insert into jobs (kind, key, payload, state, finished_at) values
              ('mail.send', 'old', '{"to":"a@example.com"}', 'done', now() - interval '20 days'),
              ('mail.send', 'recent', '{"to":"b@example.com"}', 'done', now() - interval '2 days'),
              ('mail.send', 'failed', '{"to":"c@example.com"}', 'failed', now() - interval '100 days'),
              ('mail.send', 'waiting', '{"to":"d@example.com"}', 'queued', null)`,
      );
      expect(await purgeFinishedJobs(database.db, 14)).toBe(1);
      const left = await rows<{ key: string }>(database.db, sql`select key from jobs order by key`);
      expect(left.map((job) => job.key)).toEqual(['failed', 'recent', 'waiting']);
      expect(await purgeFinishedJobs(database.db, 14)).toBe(0);
    } finally {
      await database.close();
      await drop();
    }
  }, 60_000);
});
