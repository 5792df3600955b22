import { openDatabase, type Database } from '@reelhouse/db/database';
import { createThrowawayDatabase } from '../../../../scripts/lib/throwaway-database.mjs';
import { prepareSchema } from '../../src/database-setup';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when
 * DATABASE_URL is set (CI does) — a new database on that PostgreSQL server, dropped afterwards.
 * `migrate: false` leaves it empty, for a test that migrates step by step.
 */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<{
  database: Database;
  url: string | null;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    if (options.migrate !== false) await prepareSchema(database);
    return { database, url: null, drop: async () => undefined };
  }
  const { url, drop } = await createThrowawayDatabase(serverUrl, 'reelhouse_test');
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  if (options.migrate !== false) await prepareSchema(database);
  return { database, url, drop };
}
