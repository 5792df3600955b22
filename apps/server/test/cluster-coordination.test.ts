import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, rows, type Database } from '@reelhouse/db/database';
import { loadConfig } from '../src/config';
import { openMigratedDatabase } from '../src/database-setup';
import { paths } from '../src/paths';
import { CONTENT_CHANNEL, ContentChanges } from '../src/platform/content-changes';
import { TaskLeases } from '../src/platform/jobs/task-leases';
import { openTestDatabase } from './support/test-database';

const serverUrl = process.env.DATABASE_URL;
const fail = (error: unknown) => {
  throw error;
};

/**
 * One database as two server processes see it: on PostgreSQL each with connections of its own; the
 * embedded database has one process only, so both are the same there.
 */
async function twoProcesses() {
  const { database, url, drop } = await openTestDatabase();
  const other: Database = url ? await openDatabase({ kind: 'postgres', url, poolSize: 2 }) : database;
  return {
    database,
    other,
    close: async () => {
      if (other !== database) await other.close();
      await database.close();
      await drop();
    },
  };
}

/** What keeps several server processes on one database in step (PostgreSQL in CI's second run). */
describe('server processes sharing a database', () => {
  it('tells every process of a content change at once, and the process that made it only once', async () => {
    const { database, other, close } = await twoProcesses();
    const here = new ContentChanges();
    const there = new ContentChanges();
    const heard = { here: 0, there: 0, thereBlog: 0 };
    here.on(['shop'], () => (heard.here += 1));
    there.on(['shop'], () => (heard.there += 1));
    there.on(['blog'], () => (heard.thereBlog += 1));
    const stops = [await here.connect(database, fail), await there.connect(other, fail)];
    try {
      here.announce('shop');
      await expect.poll(() => heard.there, { timeout: 1_000, interval: 20 }).toBe(1);
      // What is not a change from a process is ignored, and hearing goes on.
      await database.notify(CONTENT_CHANNEL, 'not json');
      await database.notify(CONTENT_CHANNEL, JSON.stringify({ area: 'everything', from: 'elsewhere' }));
      here.announce('shop');
      await expect.poll(() => heard.there, { timeout: 1_000, interval: 20 }).toBe(2);
      expect(heard.here).toBe(2);
      expect(heard.thereBlog).toBe(0);
    } finally {
      for (const stop of stops) await stop();
      await close();
    }
  }, 60_000);

  it('runs a repeated task once a period, whichever process claims it first', async () => {
    const { database, other, close } = await twoProcesses();
    const here = new TaskLeases(database.db);
    const there = new TaskLeases(other.db);
    const claimsOf = async (name: string) =>
      (await Promise.all([here, there, here, there].map((leases) => leases.claim(name, 60_000)))).filter(Boolean)
        .length;
    try {
      expect(await claimsOf('expire-subscriptions')).toBe(1);
      expect(await claimsOf('expire-subscriptions')).toBe(0);
      expect(await claimsOf('roll-up-analytics')).toBe(1);
      // A period later, it is due again, once.
      await database.db.execute(sql`update repeated_task_leases set next_run_at = now() - interval '1 second'`);
      expect(await claimsOf('expire-subscriptions')).toBe(1);
    } finally {
      await close();
    }
  }, 60_000);

  it.skipIf(!serverUrl)(
    'brings up two servers started together on an empty database: one migrates and seeds, the other waits',
    async () => {
      const name = `reelhouse_race_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${name}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'reelhouse-race-'));
      const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: url.href, SEED_DEMO: 'true' });
      const opened: Database[] = [];
      try {
        opened.push(...(await Promise.all([openMigratedDatabase(config), openMigratedDatabase(config)])));
        const [first] = opened;
        const migrations = readdirSync(paths.migrations).filter((file) => file.endsWith('.sql')).length;
        const [applied] = await rows<{ n: number }>(
          first?.db as Database['db'],
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        expect(applied?.n).toBe(migrations);
        const [plans] = await rows<{ n: number }>(
          first?.db as Database['db'],
          sql`select count(*)::int as n from plans`,
        );
        expect(plans?.n).toBeGreaterThan(0);
      } finally {
        for (const database of opened) await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
