import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@reelhouse/db/database';
import { createThrowawayDatabase } from '../../../../scripts/lib/throwaway-database.mjs';

/**
 * A fresh, migrated database for one test file, copied from the run's migrated template (see
 * global-setup): in-memory PGlite by default, or — when DATABASE_URL is set (CI does) — a new
 * database on that PostgreSQL server, dropped afterwards. `migrate: false` leaves it empty, for a
 * test that migrates step by step.
 */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<{
  database: Database;
  url: string | null;
  drop: () => Promise<void>;
}> {
  const template = options.migrate === false ? null : inject('migratedTemplate');
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const from = template?.kind === 'pglite' ? new Blob([await readFile(template.file)]) : undefined;
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined, ...(from && { from }) });
    return { database, url: null, drop: async () => undefined };
  }
  const copyOf = template?.kind === 'postgres' ? template.name : undefined;
  const { url, drop } = await createThrowawayDatabase(serverUrl, 'reelhouse_test', copyOf);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  return { database, url, drop };
}
