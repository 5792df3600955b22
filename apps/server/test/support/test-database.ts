import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '@reelhouse/db/database';
import { prepareSchema } from '../../src/database-setup';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when
 * DATABASE_URL is set (CI does) — a new database on that PostgreSQL server, dropped afterwards.
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  url: string | null;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await prepareSchema(database);
    return { database, url: null, drop: async () => undefined };
  }
  const name = `reelhouse_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.href, poolSize: 4 });
  await prepareSchema(database);
  return {
    database,
    url: url.href,
    drop: () =>
      withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
