import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './support/test-database';

/** Resolves when the pool reports a lost connection: its error handler warns instead of crashing. */
const connectionLost = () =>
  new Promise<void>((resolve) => {
    const listener = (warning: Error) => {
      if (!warning.message.startsWith('PostgreSQL connection lost')) return;
      process.off('warning', listener);
      resolve();
    };
    process.on('warning', listener);
  });

// PostgreSQL only (npm run test:postgres, CI): PGlite has no connections to lose.
describe.runIf(process.env.DATABASE_URL)('a PostgreSQL connection lost while idle', () => {
  let test: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(async () => {
    await test.database.close();
    await test.drop();
  });

  it('does not crash the process; the next query opens a new connection', async () => {
    const { db } = test.database;
    // Two connections in the pool, both idle afterwards.
    await Promise.all([db.execute(sql`select pg_sleep(0.05)`), db.execute(sql`select pg_sleep(0.05)`)]);
    // What a database restart or an administrator's pg_terminate_backend does to idle connections.
    const lost = connectionLost();
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`);
    await lost;
    await expect(test.database.ping()).resolves.toBeUndefined();
  });
});
