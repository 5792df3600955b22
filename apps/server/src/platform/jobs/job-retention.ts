import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@reelhouse/db/database';
import { jobs } from '@reelhouse/db/schema/jobs';
import type { AppModule } from '../app-module';
import { DAY_MS } from './repeated-job';

/**
 * Deletes jobs that finished well more than `days` ago: a sent mail's body and address, a
 * rendition's record once the rendition itself says it is done. Failed jobs stay, with their
 * reasons, for an operator to read.
 */
export async function purgeFinishedJobs(db: Db, days: number): Promise<number> {
  const purged = await db
    .delete(jobs)
    .where(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, sql`now() - make_interval(days => ${days})`)))
    .returning({ id: jobs.id });
  return purged.length;
}

/** The daily purge of finished jobs, as a module of the app. */
export function jobRetentionModule(db: Db, days: number): AppModule {
  return {
    repeated: [
      {
        name: 'purge finished jobs',
        everyMs: DAY_MS,
        run: async () => ({ purged: await purgeFinishedJobs(db, days) }),
      },
    ],
  };
}
